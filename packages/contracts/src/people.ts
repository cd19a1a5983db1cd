import { z } from './zod';
import { emailField } from './fields';
import { ServiceName } from './rpc';
import { RETENTION_DEFAULT_MONTHS, type RetainedKind } from './retention';
import { RECORD_KIND_IDS, type RecordKind, type RecordOf, type WorkedKind } from './records';
import type { Detailed } from './records/work';

/**
 * An address as the person it names: lower-cased, and whole. The services compare their
 * records' addresses so (`ofAddress`), and the gateway a queued job's address fields
 * (`JOB_ADDRESS_FIELDS`): never a part of a longer address, or of a message that quotes one.
 */
export const personKey = (address: string) => address.toLowerCase();

/**
 * One person is one address, compared lower-cased, across every service: the person view,
 * the export and the erasure all start from it (GDPR access, portability and erasure).
 */
const personEmail = z.pipe(emailField, z.transform(personKey));

/** The keyed hash of an address (`personHash`): 64 hex digits. */
const personHashField = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** `GET /api/admin/people?email=` and `/api/admin/people/export?email=`. */
export const personQuerySchema = z.object({ email: personEmail });
export type PersonQuery = z.output<typeof personQuerySchema>;

/** One record of the person, as its detail shows it (history, notes, replies in `activity`). */
export type PersonRecord = {
  [K in RecordKind]: { kind: K; record: Detailed<RecordOf[K]> };
}[RecordKind];

/** A mail of notification's log sent (or meant) for the address. */
export interface PersonMail {
  deliveryId: string;
  template: string;
  status: 'sending' | 'sent' | 'skipped' | 'failed';
  sentAt: string | null;
}

/**
 * A mail the address sent to the inbound address, as the notification service read it: its
 * subject, when it came, the record it went to (matched, or attached by staff; null while it
 * waits in the Unmatched list or once discarded), and the sender's own words.
 */
export interface PersonInboundMail {
  id: string;
  subject: string;
  receivedAt: string;
  record: { kind: WorkedKind; recordId: string } | null;
  /** Quoted history and signature stripped, as the record's timeline shows it. */
  text: string;
  /** The names of the files it carried, kept or refused. */
  attachments: string[];
}

/**
 * What one service holds of an address (`peopleRpc.find`): the record services answer their
 * records (every kind they own, newest first), notification answers the mails of its log and
 * the mails the address sent us (newest first).
 */
export interface PersonHoldings {
  records: PersonRecord[];
  mails: PersonMail[];
  inbound: PersonInboundMail[];
}

/**
 * The person view, and `person.json` in the export: every record of the address from every
 * service, newest first, every mail sent to it, and every mail it sent us. The gateway answers 503 when a service
 * cannot answer: a view missing one service's records would read as 'nothing there'.
 */
export interface Person extends PersonHoldings {
  email: string;
}

/** `person.json` of the export ZIP; the resumes sit beside it under `resumes/`. */
export interface PersonExport extends Person {
  exportedAt: string;
}

/** Each service's person pattern: `{ email }` → PersonHoldings. */
export const peopleRpc = {
  find: (service: ServiceName) => `${service}.people.find`,
} as const;

export const ERASE_CONFIRM_MESSAGE = 'Type the address again to confirm';

/** `POST /api/admin/people/erase`: the address, typed a second time in `confirm`. */
export const eraseRequestSchema = z
  .object({
    email: personEmail,
    confirm: z.string({ error: ERASE_CONFIRM_MESSAGE }).check(z.maxLength(254)),
  })
  .check(
    z.refine(({ email, confirm }) => confirm.trim().toLowerCase() === email, {
      path: ['confirm'],
      error: ERASE_CONFIRM_MESSAGE,
    }),
  );
export type EraseRequest = z.output<typeof eraseRequestSchema>;

/**
 * What one erasure erases: every record of one address, or every record past its kind's
 * retention (`before`: the cutoff of each kind; a record whose last contact is older goes).
 * Retention erases through the same jobs, reports and progress as a person's erasure.
 */
export type ErasureScope =
  | {
      email: string;
      /**
       * The address's keyed hash (`personHash` under PERSON_HASH_KEY, as the erasure's row keeps
       * it): all that the job keeps once it has failed for good (`failedErasureJob`).
       */
      emailHash: string;
    }
  | {
      before: Record<RetainedKind, string>;
      /** Pending newsletter subscriptions asked for before this expire (double opt-in). */
      pendingBefore: string;
    };

/**
 * The job each service (and the gateway) receives on its own queue (`JobName.ErasureRequested`),
 * so a service that is down erases when it returns. A second delivery finds nothing and
 * reports zero counts, which the erasure ignores (the first report of a part stands).
 */
export interface ErasureJob {
  erasureId: string;
  scope: ErasureScope;
}

/** The parts of an erasure: every service, and the gateway (queued jobs and resumes). */
export const ERASURE_PARTS = [
  ServiceName.Lead,
  ServiceName.Recruiting,
  ServiceName.Newsletter,
  ServiceName.Notification,
  'gateway',
] as const;
export type ErasurePart = (typeof ERASURE_PARTS)[number];

/**
 * What a part erased. Record services count records by kind (each with its history, notes,
 * replies and activity) and, where staff work records, `visitor-replies`: the address's mailed
 * answers taken from the timelines of records that are not its own; notification counts
 * `mails` whose address it replaced by the keyed hash and `inbound` mails of the address it
 * deleted; the gateway counts `jobs` removed from queues and `resumes` removed from the bucket.
 */
const ERASURE_COUNTED = [
  ...RECORD_KIND_IDS,
  'visitor-replies',
  'mails',
  'inbound',
  'jobs',
  'resumes',
] as const;
export type ErasureCounts = Partial<Record<(typeof ERASURE_COUNTED)[number], number>>;

/**
 * A part's report (`JobName.ErasureReported`, on the erasures queue the gateway consumes).
 * Recruiting names the bucket keys of the resumes it erased: the gateway alone holds the
 * bucket's credentials and deletes them.
 */
export interface ErasureReport {
  erasureId: string;
  part: ErasurePart;
  counts: ErasureCounts;
  resumeKeys?: string[];
}

export interface ErasurePartProgress {
  status: 'pending' | 'done';
  counts: ErasureCounts;
  finishedAt: string | null;
}

/**
 * `GET /api/admin/erasures/:id`: who asked and when, each part's progress and counts. An
 * erasure of a person keeps the keyed hash of the address (`emailHash`), never the address.
 */
export interface Erasure {
  id: string;
  reason: 'request' | 'retention';
  /**
   * The admin's account id; null for the daily retention job, which nobody asks for.
   * UNKNOWN_STAFF_ID for a request from before admins were named by id whose address matched
   * no account.
   */
  requestedById: string | null;
  requestedAt: string;
  emailHash: string | null;
  status: 'in-progress' | 'done';
  parts: Record<ErasurePart, ErasurePartProgress>;
}

/** `POST /api/admin/people/erase` answers 202 with where to follow it. */
export interface ErasureAccepted {
  id: string;
  status: Erasure['status'];
}

const isoDate = z.iso.datetime({ offset: true });
const RETAINED_KINDS = Object.keys(RETENTION_DEFAULT_MONTHS) as RetainedKind[];

/** An erasure's job as a service accepts it (the queue is a boundary too). */
export const erasureJobSchema: z.ZodMiniType<ErasureJob> = z.strictObject({
  erasureId: z.uuid(),
  scope: z.union([
    z.strictObject({ email: personEmail, emailHash: personHashField }),
    z.strictObject({
      before: z.strictObject(
        Object.fromEntries(RETAINED_KINDS.map((kind) => [kind, isoDate])) as Record<
          RetainedKind,
          typeof isoDate
        >,
      ),
      pendingBefore: isoDate,
    }),
  ]),
});

/** An erasure's job once it has failed for good: the address gone, its keyed hash kept. */
export type FailedErasureJob =
  | Partial<{ erasureId: string; scope: { emailHash: string } }>
  | { erasureId: string; scope: Extract<ErasureScope, { before: unknown }> };

const failedPersonErasureSchema = z.catch(
  z.object({
    erasureId: z.catch(z.optional(z.uuid()), undefined),
    scope: z.catch(z.optional(z.object({ emailHash: personHashField })), undefined),
  }),
  {},
);

/**
 * What an erasure's job keeps once it has failed for good, kept in the failed set for an
 * operator: its keyed hash instead of the address, which would otherwise stay in Redis for as
 * long as the job. A retention run's job names no one and is kept whole, to be retried as it
 * is. Data the schema refused may hold an address anywhere: only the id and the hash are kept.
 */
export function failedErasureJob(data: unknown): FailedErasureJob {
  const job = erasureJobSchema.safeParse(data);
  if (job.success && 'before' in job.data.scope) {
    return { erasureId: job.data.erasureId, scope: job.data.scope };
  }
  const { erasureId, scope } = failedPersonErasureSchema.parse(data);
  return { ...(erasureId ? { erasureId } : {}), ...(scope ? { scope } : {}) };
}

const count = z.number().check(z.int(), z.gte(0));

/** A part's report as the gateway accepts it. */
export const erasureReportSchema: z.ZodMiniType<ErasureReport> = z.strictObject({
  erasureId: z.uuid(),
  part: z.enum(ERASURE_PARTS),
  counts: z.partialRecord(z.enum(ERASURE_COUNTED), count),
  resumeKeys: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.maxLength(100_000)),
  ),
});

export const retentionDueSchema = z.strictObject({ now: z.optional(isoDate) });
