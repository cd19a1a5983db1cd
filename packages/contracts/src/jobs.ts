import {
  VISITOR_REPLY_QUEUES,
  type InboundMailJob,
  type VisitorReply,
  type VisitorReplyAdded,
} from './inbound';
import type { ResumeSubmissionPayload } from './kinds/job-application';
import type { CampaignBounce, CampaignSendJob } from './campaigns';
import type { MailBatch } from './mail';
import type { ErasureJob, ErasureReport } from './people';
import type { SlaBreach } from './records/sla';
import type { StaffAnswerJob } from './staff-answers';
import { ERASURE_QUEUES, JobName, QueueName, type StoredFile, type Submission } from './queues';
import { SUBMISSION_FORMS, type KindOf, type PayloadOf, type RecordKind } from './records';

/** The resume a submission of a kind carries, as its definition says. */
type UploadOf<K extends RecordKind> =
  KindOf<K> extends { resume: 'required' }
    ? { resume: StoredFile }
    : KindOf<K> extends { resume: 'optional' }
      ? { resume?: StoredFile }
      : unknown;

/** A kind's job, for each kind whose submissions are queued. */
type SubmissionJobs = {
  [K in RecordKind as KindOf<K> extends { job: infer N extends JobName } ? N : never]: Submission<
    PayloadOf<K> & UploadOf<K>
  >;
};

/** The jobs whose data is a submission of a form. */
export type SubmissionJobName = keyof SubmissionJobs | JobName.ResumeSubmitted;

export type JobPayloads = SubmissionJobs & {
  [JobName.ResumeSubmitted]: Submission<ResumeSubmissionPayload & { resume: StoredFile }>;
  [JobName.SendMail]: MailBatch;
  [JobName.ErasureRequested]: ErasureJob;
  [JobName.ErasureReported]: ErasureReport;
  /** `now`: the clock the cutoffs are computed from (the scheduler's run time). */
  [JobName.RetentionDue]: { now?: string };
  [JobName.InboundMailReceived]: InboundMailJob;
  [JobName.VisitorReplied]: VisitorReply;
  [JobName.CampaignSend]: CampaignSendJob;
  [JobName.CampaignMailBounced]: CampaignBounce;
  [JobName.SlaBreached]: SlaBreach;
  [JobName.StaffAnswerMailed]: StaffAnswerJob;
  [JobName.VisitorReplyAdded]: VisitorReplyAdded;
};

export type JobOf<N extends JobName> = JobPayloads[N];

/** What `value` reads of each public form, by the job its submissions queue. */
export const bySubmissionJob = <V>(value: (form: (typeof SUBMISSION_FORMS)[number]) => V) =>
  Object.fromEntries(SUBMISSION_FORMS.map((form) => [form.job, value(form)])) as Record<
    SubmissionJobName,
    V
  >;

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
  // A submission holds the visitor's address in its `email`.
  ...bySubmissionJob(() => [['data', 'email'] as const]),
  [JobName.SendMail]: [
    ['mails', '*', 'to', 'visitor'],
    ['mails', '*', 'replyTo'],
    ['mails', '*', 'data', '*'],
  ],
  // Never swept: an erasure's own jobs leave when done, and keep only the hash when failed.
  [JobName.ErasureRequested]: [['scope', 'email']],
  [JobName.ErasureReported]: [],
  [JobName.RetentionDue]: [],
  // The message itself lives in the notification service's table, which an erasure reaches.
  [JobName.InboundMailReceived]: [],
  [JobName.VisitorReplied]: [['from']],
  // A campaign's id: its recipients are read from the newsletter service's table per batch.
  [JobName.CampaignSend]: [],
  [JobName.CampaignMailBounced]: [],
  // Ids and times only.
  [JobName.SlaBreached]: [],
  // The message's id: its sender and text stay in the notification service's table.
  [JobName.StaffAnswerMailed]: [],
  // Ids only: the gateway reads the answer from its record.
  [JobName.VisitorReplyAdded]: [],
};

/** The jobs that go to several queues, each to the queues its own list names. */
type SpreadJob = JobName.ErasureRequested | JobName.VisitorReplied;

/**
 * Which queue carries which job (an erasure's, every one of ERASURE_QUEUES; a visitor's reply,
 * the queue of the service owning its record, among VISITOR_REPLY_QUEUES): publishers never
 * choose by hand.
 */
export const JOB_QUEUE: Record<Exclude<JobName, SpreadJob>, QueueName> = {
  ...(Object.fromEntries(SUBMISSION_FORMS.map(({ job, queue }) => [job, queue])) as Record<
    SubmissionJobName,
    QueueName
  >),
  [JobName.SendMail]: QueueName.Notification,
  [JobName.ErasureReported]: QueueName.Erasures,
  [JobName.RetentionDue]: QueueName.Erasures,
  [JobName.InboundMailReceived]: QueueName.Notification,
  [JobName.CampaignSend]: QueueName.Campaigns,
  // Not the campaign queue: its limiter paces mail, not bookkeeping.
  [JobName.CampaignMailBounced]: QueueName.Newsletter,
  [JobName.SlaBreached]: QueueName.Sla,
  [JobName.StaffAnswerMailed]: QueueName.StaffAnswers,
  [JobName.VisitorReplyAdded]: QueueName.StaffAnswers,
};

/** The jobs one queue carries. */
export const jobsOf = (queue: QueueName): JobName[] => [
  ...(Object.keys(JOB_QUEUE) as (keyof typeof JOB_QUEUE)[]).filter(
    (name) => JOB_QUEUE[name] === queue,
  ),
  ...((ERASURE_QUEUES as readonly QueueName[]).includes(queue) ? [JobName.ErasureRequested] : []),
  ...(VISITOR_REPLY_QUEUES.includes(queue) ? [JobName.VisitorReplied] : []),
];
