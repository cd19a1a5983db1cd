// The queues' and jobs' names alone: a kind's definition names its queue and job here, and
// jobs.ts types each job's data from the definitions.

/** Every BullMQ queue, named once. Each is consumed by the service that owns its records. */
export enum QueueName {
  Lead = 'lead',
  Recruiting = 'recruiting',
  Newsletter = 'newsletter',
  Notification = 'notification',
  /** Erasures' reports and the daily retention run: consumed by the gateway. */
  Erasures = 'erasures',
  /**
   * Newsletter campaigns being sent, a batch of recipients a job: consumed by the newsletter
   * service at the configured rate. Its jobs name campaigns only, never a person.
   */
  Campaigns = 'campaigns',
  /**
   * Promises missed, from the services owning their records: consumed by the gateway, which
   * knows each owner's address.
   */
  Sla = 'sla',
  /**
   * Staff answers mailed from a mail client to a record's address, from the notification
   * service, and visitors' answers added to records, from the services owning them: consumed by
   * the gateway, which knows staff accounts (and so each owner's address). Its jobs carry ids
   * only: no erasure needs to sweep it.
   */
  StaffAnswers = 'staff-answers',
}

/** Every job, named once. */
export enum JobName {
  ContactSubmitted = 'contact.submitted',
  ConsultationRequested = 'consultation.requested',
  ScheduleCallSubmitted = 'schedule-call.submitted',
  DeveloperHireRequested = 'developer-hire.submitted',
  JobApplicationSubmitted = 'job-application.submitted',
  ResumeSubmitted = 'resume.submitted',
  InternshipApplicationSubmitted = 'internship-application.submitted',
  InternshipQuestionAsked = 'internship-question.submitted',
  SendMail = 'mail.send',
  /** Erase a person, or what is past retention: one job on each of ERASURE_QUEUES. */
  ErasureRequested = 'erasure.requested',
  /** A part of an erasure is done: its counts (and, from recruiting, the resumes' keys). */
  ErasureReported = 'erasure.reported',
  /** The daily retention run (a job scheduler): starts an erasure of what is past retention. */
  RetentionDue = 'retention.due',
  /** A message came to the inbound address: read it, match it to a record or keep it for staff. */
  InboundMailReceived = 'inbound-mail.received',
  /** A visitor's mailed answer, matched: the owning service adds it to the record's activity. */
  VisitorReplied = 'visitor.replied',
  /** Hand a campaign's next batch of recipients to the notification queue (`CampaignSendJob`). */
  CampaignSend = 'campaign.send',
  /** A campaign's mail bounced for good: its subscription is marked bounced (`CampaignBounce`). */
  CampaignMailBounced = 'campaign-mail.bounced',
  /** A record's promised answer is past due: the gateway mails its owner (`SlaBreach`). */
  SlaBreached = 'sla.breached',
  /** A staff answer came to a record's address: the gateway checks its sender and has it mailed. */
  StaffAnswerMailed = 'staff-answer.mailed',
  /** A visitor's mailed answer joined a record: the gateway mails its owner (`VisitorReplyAdded`). */
  VisitorReplyAdded = 'visitor-reply.added',
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

/**
 * An erasure's job goes to every one of these queues: each service erases what it owns, and
 * the gateway (on the erasures queue) removes queued jobs carrying the address.
 */
export const ERASURE_QUEUES = [
  QueueName.Lead,
  QueueName.Recruiting,
  QueueName.Newsletter,
  QueueName.Notification,
  QueueName.Erasures,
] as const;
