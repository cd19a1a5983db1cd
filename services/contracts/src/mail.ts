/** Mail the notification service knows how to write, one template each. */
export enum MailTemplate {
  ContactConfirmation = 'contact-confirmation',
  ContactAlert = 'contact-alert',
  ConsultationConfirmation = 'consultation-confirmation',
  ConsultationAlert = 'consultation-alert',
  CallConfirmation = 'schedule-call-confirmation',
  CallAlert = 'schedule-call-alert',
  DeveloperHireConfirmation = 'developer-hire-confirmation',
  DeveloperHireAlert = 'developer-hire-alert',
  JobApplicationConfirmation = 'job-application-confirmation',
  JobApplicationAlert = 'job-application-alert',
  InternshipApplicationConfirmation = 'internship-application-confirmation',
  InternshipApplicationAlert = 'internship-application-alert',
  InternshipQuestionConfirmation = 'internship-question-confirmation',
  InternshipQuestionAlert = 'internship-question-alert',
  /** Staff's answer to an internship question, mailed to the asker. */
  InternshipQuestionAnswer = 'internship-question-answer',
  NewsletterWelcome = 'newsletter-welcome',
  /** Failed sign-ins to one staff account, from any clients, reached the per-account ceiling. */
  StaffSignInCeilingAlert = 'staff-sign-in-ceiling-alert',
}

/** Staff mailboxes; their addresses are the notification service's configuration. */
export enum StaffMailbox {
  Sales = 'sales',
  Careers = 'careers',
  Internships = 'internships',
}

export type MailRecipient = { visitor: string } | { staff: StaffMailbox };

/**
 * One mail to send. `deliveryId` is deterministic (record id + template), so a retried job
 * or a re-published one sends the mail once.
 */
export interface MailJob {
  deliveryId: string;
  template: MailTemplate;
  to: MailRecipient;
  /** What the visitor sent, as the template shows it: field label to value. */
  data: Record<string, string | undefined>;
  /** Newsletter mail only: the subscription's token for the unsubscribe link and headers. */
  unsubscribeToken?: string;
}

/**
 * The mails one event causes (a submission's confirmation and alert, a welcome, an answer),
 * sent as one job: a queue job and a database claim per event rather than per mail is what
 * the notification service's throughput is made of. Each mail keeps its own delivery id, so a
 * mail already sent is never sent again when the job runs again.
 */
export interface MailBatch {
  mails: MailJob[];
  /** The request and submission the mails follow from, for the notification service's logs. */
  requestId?: string;
  submissionId?: string;
}

/** A batch's job id: its delivery ids, so publishing the same mails again is the same job. */
export const mailBatchId = (mails: MailJob[]) => mails.map((mail) => mail.deliveryId).join('+');

/** The two mails every submission causes: a confirmation to the visitor, an alert to staff. */
export function confirmationAndAlert(options: {
  recordId: string;
  visitorEmail: string;
  confirmation: MailTemplate;
  alert: MailTemplate;
  mailbox: StaffMailbox;
  data: MailJob['data'];
}): MailJob[] {
  const { recordId, visitorEmail, confirmation, alert, mailbox, data } = options;
  return [
    {
      deliveryId: `${recordId}.${confirmation}`,
      template: confirmation,
      to: { visitor: visitorEmail },
      data,
    },
    { deliveryId: `${recordId}.${alert}`, template: alert, to: { staff: mailbox }, data },
  ];
}

/**
 * A mail's lines from a kind's field labels (`CONTACT_LABELS`, ...) and the values to show, in
 * the labels' order: `{ Name: 'Asha Rao', Company: 'Rao Logistics', ... }`.
 */
export function labelled<K extends string>(
  labels: Readonly<Record<K, string>>,
  values: Partial<Record<NoInfer<K>, string | null | undefined>>,
): MailJob['data'] {
  const data: MailJob['data'] = {};
  for (const field of Object.keys(labels) as K[]) {
    if (field in values) data[labels[field]] = values[field] ?? undefined;
  }
  return data;
}
