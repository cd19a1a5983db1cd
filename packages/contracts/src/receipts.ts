import { JobName } from './queues';

/** What a visitor reads in the success toast once the gateway has accepted a submission. */
export interface Receipt {
  title: string;
  message: string;
}

/** Jobs that start from a visitor's form, as opposed to work services hand each other. */
export type SubmissionJobName = Exclude<
  JobName,
  JobName.SendMail | JobName.ErasureRequested | JobName.ErasureReported | JobName.RetentionDue
>;

export const RECEIPTS: Record<SubmissionJobName, Receipt> = {
  [JobName.ContactSubmitted]: {
    title: 'Message Sent!',
    message: "Thank you for reaching out. We'll send you a proposal within 24 hours.",
  },
  [JobName.ConsultationRequested]: {
    title: 'Consultation Scheduled!',
    message: "Thank you! We'll contact you within 24 hours to confirm your free consultation.",
  },
  [JobName.CallScheduled]: {
    title: 'Call Scheduled!',
    message: "Thank you! We'll confirm your call at your preferred time shortly.",
  },
  [JobName.DeveloperHireRequested]: {
    title: 'Request Sent!',
    message:
      "Thanks for your interest. We'll get back to you about this developer within 24 hours.",
  },
  [JobName.JobApplicationSubmitted]: {
    title: 'Application Submitted!',
    message: 'Thank you for applying. Our hiring team will review your application and reach out.',
  },
  [JobName.ResumeSubmitted]: {
    title: 'Resume Submitted!',
    message: "Thank you! We'll keep your resume on file and contact you when a role fits.",
  },
  [JobName.InternshipApplicationSubmitted]: {
    title: 'Application Submitted!',
    message: "Thank you for applying to our internship program. We'll be in touch soon.",
  },
  [JobName.InternshipQuestionAsked]: {
    title: 'Question Sent!',
    message: 'Thanks for asking. Our internship team will answer by email shortly.',
  },
};

export const NEWSLETTER_RECEIPTS = {
  subscribed: { title: 'Subscribed!', message: 'Thank you for subscribing to our newsletter.' },
  /** Double opt-in: the subscription waits for the link mailed to the address. */
  pending: {
    title: 'Check your inbox',
    message: 'We sent you a link to confirm your subscription. It works for 7 days.',
  },
  confirmed: { title: 'Subscribed!', message: 'Your subscription is confirmed. Welcome aboard.' },
  unsubscribed: {
    title: 'Unsubscribed',
    message: 'You have been unsubscribed and will receive no more newsletters.',
  },
} as const;

/** The body of every accepted submission. */
export interface SubmissionAccepted {
  success: true;
  title: string;
  message: string;
  data: { id: string };
}
