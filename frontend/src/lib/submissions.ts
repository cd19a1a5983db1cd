import type { ConsultationInput } from '@bytecraft/contracts/kinds/consultation';
import type { ContactInput } from '@bytecraft/contracts/kinds/contact';
import type { DeveloperHireInput } from '@bytecraft/contracts/kinds/developer-hire';
import type { InternshipQuestionInput } from '@bytecraft/contracts/kinds/internship-question';
import type { NewsletterSubscribeInput } from '@bytecraft/contracts/kinds/newsletter-subscription';
import type { ScheduleCallInput } from '@bytecraft/contracts/kinds/schedule-call';
import { api, type SubmissionRequest } from './api';
import { store } from './store';

const { endpoints } = api;

/**
 * Each public call of the API slice, sent through the store: resolves with the server's
 * receipt, rejects with the API's error (what the forms map to fields and toasts).
 */
export const submissions = {
  contact: (request: SubmissionRequest<ContactInput>) =>
    store.dispatch(endpoints.submitContact.initiate(request)).unwrap(),
  consultation: (request: SubmissionRequest<ConsultationInput>) =>
    store.dispatch(endpoints.submitConsultation.initiate(request)).unwrap(),
  scheduleCall: (request: SubmissionRequest<ScheduleCallInput>) =>
    store.dispatch(endpoints.submitScheduleCall.initiate(request)).unwrap(),
  developerHire: (request: SubmissionRequest<DeveloperHireInput>) =>
    store.dispatch(endpoints.submitDeveloperHire.initiate(request)).unwrap(),
  jobApplication: (request: SubmissionRequest<FormData>) =>
    store.dispatch(endpoints.submitJobApplication.initiate(request)).unwrap(),
  resume: (request: SubmissionRequest<FormData>) =>
    store.dispatch(endpoints.submitResume.initiate(request)).unwrap(),
  internshipApplication: (request: SubmissionRequest<FormData>) =>
    store.dispatch(endpoints.submitInternshipApplication.initiate(request)).unwrap(),
  internshipQuestion: (request: SubmissionRequest<InternshipQuestionInput>) =>
    store.dispatch(endpoints.submitInternshipQuestion.initiate(request)).unwrap(),
  newsletter: (request: SubmissionRequest<NewsletterSubscribeInput>) =>
    store.dispatch(endpoints.subscribeNewsletter.initiate(request)).unwrap(),
  unsubscribe: (token: string) =>
    store.dispatch(endpoints.unsubscribeNewsletter.initiate(token)).unwrap(),
  confirmNewsletter: (token: string) =>
    store.dispatch(endpoints.confirmNewsletter.initiate(token)).unwrap(),
};
