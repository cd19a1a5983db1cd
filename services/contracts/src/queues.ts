import type { ContactPayload } from './contact';
import type { ConsultationPayload } from './consultation';
import type { DeveloperHirePayload } from './developer-hire';
import type { InternshipApplicationPayload, InternshipQuestionPayload } from './internship';
import type { JobApplicationPayload, ResumeSubmissionPayload } from './job-application';
import type { MailBatch } from './mail';
import type { ScheduleCallPayload } from './schedule-call';

/** Every BullMQ queue, named once. Each is consumed by the service that owns its records. */
export enum QueueName {
  Lead = 'lead',
  Recruiting = 'recruiting',
  Newsletter = 'newsletter',
  Notification = 'notification',
}

/** Every job, named once. */
export enum JobName {
  ContactSubmitted = 'contact.submitted',
  ConsultationRequested = 'consultation.requested',
  CallScheduled = 'schedule-call.submitted',
  DeveloperHireRequested = 'developer-hire.submitted',
  JobApplicationSubmitted = 'job-application.submitted',
  ResumeSubmitted = 'resume.submitted',
  InternshipApplicationSubmitted = 'internship-application.submitted',
  InternshipQuestionAsked = 'internship-question.submitted',
  SendMail = 'mail.send',
}

/** A stored upload: only its key in the private bucket travels in a job, never the bytes. */
export interface StoredFile {
  key: string;
  originalName: string;
  contentType: string;
  size: number;
}

/** A public submission accepted by the gateway. `id` is also its job id and its record id. */
export interface Submission<T> {
  id: string;
  receivedAt: string;
  data: T;
  /** The visitor's request (X-Request-Id) that brought it: every service logs it with the id. */
  requestId?: string;
}

export interface JobPayloads {
  [JobName.ContactSubmitted]: Submission<ContactPayload>;
  [JobName.ConsultationRequested]: Submission<ConsultationPayload>;
  [JobName.CallScheduled]: Submission<ScheduleCallPayload>;
  [JobName.DeveloperHireRequested]: Submission<DeveloperHirePayload>;
  [JobName.JobApplicationSubmitted]: Submission<JobApplicationPayload & { resume: StoredFile }>;
  [JobName.ResumeSubmitted]: Submission<ResumeSubmissionPayload & { resume: StoredFile }>;
  [JobName.InternshipApplicationSubmitted]: Submission<
    InternshipApplicationPayload & { resume?: StoredFile }
  >;
  [JobName.InternshipQuestionAsked]: Submission<InternshipQuestionPayload>;
  [JobName.SendMail]: MailBatch;
}

export type JobOf<N extends JobName> = JobPayloads[N];

/** Which queue carries which job: publishers never choose a queue by hand. */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.ContactSubmitted]: QueueName.Lead,
  [JobName.ConsultationRequested]: QueueName.Lead,
  [JobName.CallScheduled]: QueueName.Lead,
  [JobName.DeveloperHireRequested]: QueueName.Lead,
  [JobName.JobApplicationSubmitted]: QueueName.Recruiting,
  [JobName.ResumeSubmitted]: QueueName.Recruiting,
  [JobName.InternshipApplicationSubmitted]: QueueName.Recruiting,
  [JobName.InternshipQuestionAsked]: QueueName.Recruiting,
  [JobName.SendMail]: QueueName.Notification,
};
