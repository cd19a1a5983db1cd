import type { ContactPayload } from './contact';
import type { ConsultationPayload } from './consultation';
import type { DeveloperHirePayload } from './developer-hire';
import type { InternshipApplicationPayload, InternshipQuestionPayload } from './internship';
import type { JobApplicationPayload, ResumeSubmissionPayload } from './job-application';
import type { MailBatch } from './mail';
import type { ErasureJob, ErasureReport } from './people';
import type { ScheduleCallPayload } from './schedule-call';

/** Every BullMQ queue, named once. Each is consumed by the service that owns its records. */
export enum QueueName {
  Lead = 'lead',
  Recruiting = 'recruiting',
  Newsletter = 'newsletter',
  Notification = 'notification',
  /** Erasures' reports and the daily retention run: consumed by the gateway. */
  Erasures = 'erasures',
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
  /** Erase a person, or what is past retention: one job on each of ERASURE_QUEUES. */
  ErasureRequested = 'erasure.requested',
  /** A part of an erasure is done: its counts (and, from recruiting, the resumes' keys). */
  ErasureReported = 'erasure.reported',
  /** The daily retention run (a job scheduler): starts an erasure of what is past retention. */
  RetentionDue = 'retention.due',
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
  [JobName.ErasureRequested]: ErasureJob;
  [JobName.ErasureReported]: ErasureReport;
  /** `now`: the clock the cutoffs are computed from (the scheduler's run time). */
  [JobName.RetentionDue]: { now?: string };
}

export type JobOf<N extends JobName> = JobPayloads[N];

/**
 * Where a string sits in T: its keys, `'*'` for every element of an array or value of a record.
 * Distributes over unions, so each mail of a batch offers its own fields.
 */
export type StringPath<T> = T extends string
  ? []
  : T extends readonly (infer E)[]
    ? ['*', ...StringPath<E>]
    : T extends object
      ? {
          [K in keyof T & string]-?: [string extends K ? '*' : K, ...StringPath<NonNullable<T[K]>>];
        }[keyof T & string]
      : never;

/**
 * The fields of each job's data that hold a person's address, each compared whole
 * (`personKey`): a person's erasure takes the queued jobs whose fields hold the address, and
 * no job that only mentions it. A mail's lines count when a line is the address itself (an
 * alert's Email, a sign-in alert's Account). A new job names its fields here or fails to
 * compile.
 */
export const JOB_ADDRESS_FIELDS: { [N in JobName]: readonly StringPath<JobOf<N>>[] } = {
  [JobName.ContactSubmitted]: [['data', 'email']],
  [JobName.ConsultationRequested]: [['data', 'email']],
  [JobName.CallScheduled]: [['data', 'email']],
  [JobName.DeveloperHireRequested]: [['data', 'email']],
  [JobName.JobApplicationSubmitted]: [['data', 'email']],
  [JobName.ResumeSubmitted]: [['data', 'email']],
  [JobName.InternshipApplicationSubmitted]: [['data', 'email']],
  [JobName.InternshipQuestionAsked]: [['data', 'email']],
  [JobName.SendMail]: [
    ['mails', '*', 'to', 'visitor'],
    ['mails', '*', 'replyTo'],
    ['mails', '*', 'data', '*'],
  ],
  // Never swept: an erasure's own jobs leave when done, and keep only the hash when failed.
  [JobName.ErasureRequested]: [['scope', 'email']],
  [JobName.ErasureReported]: [],
  [JobName.RetentionDue]: [],
};

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

/** Which queue carries which job (an erasure's, every one of ERASURE_QUEUES): publishers never choose by hand. */
export const JOB_QUEUE: Record<Exclude<JobName, JobName.ErasureRequested>, QueueName> = {
  [JobName.ContactSubmitted]: QueueName.Lead,
  [JobName.ConsultationRequested]: QueueName.Lead,
  [JobName.CallScheduled]: QueueName.Lead,
  [JobName.DeveloperHireRequested]: QueueName.Lead,
  [JobName.JobApplicationSubmitted]: QueueName.Recruiting,
  [JobName.ResumeSubmitted]: QueueName.Recruiting,
  [JobName.InternshipApplicationSubmitted]: QueueName.Recruiting,
  [JobName.InternshipQuestionAsked]: QueueName.Recruiting,
  [JobName.SendMail]: QueueName.Notification,
  [JobName.ErasureReported]: QueueName.Erasures,
  [JobName.RetentionDue]: QueueName.Erasures,
};

/** The jobs one queue carries. */
export const jobsOf = (queue: QueueName): JobName[] => [
  ...(Object.keys(JOB_QUEUE) as (keyof typeof JOB_QUEUE)[]).filter(
    (name) => JOB_QUEUE[name] === queue,
  ),
  ...((ERASURE_QUEUES as readonly QueueName[]).includes(queue) ? [JobName.ErasureRequested] : []),
];
