import { z } from '../zod';
import { LIMITS, requiredText } from '../fields';
import type { VisitorReplyEntry } from '../inbound';
import { greetingName, inert } from '../mail';
import { isWorked, type RecordKind, type WorkedKind } from '../records';
import type { Actor, RecordRef } from './base';
import type { Priority } from './due';

/**
 * How staff work a record: who owns it, notes, a follow-up date, replies mailed to the
 * visitor, all kept in the record's activity by the service that owns the record, and the same
 * changes on several records at once.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const staffId = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(UUID, { error: message })),
    z.transform((id: string) => id.toLowerCase()),
  );

/** PATCH {base}/:id/owner: a staff member's id, or null for nobody. */
export const ownerChangeSchema = z.object({
  ownerId: z.nullable(staffId("Owner must be a staff member's id or null")),
});

export type OwnerChange = z.output<typeof ownerChangeSchema>;

/** The earliest and latest follow-up dates accepted: anything else is a typing mistake. */
const FOLLOW_UP_MIN = Date.UTC(2000, 0, 1);
const FOLLOW_UP_MAX = Date.UTC(2100, 0, 1);
const FOLLOW_UP_ERROR = 'Follow-up must be a date and time (ISO 8601) or null';

/** PATCH {base}/:id/follow-up: when to look at the record again (ISO 8601), or null for never. */
export const followUpChangeSchema = z.object({
  at: z.pipe(
    z
      .nullable(z.string({ error: FOLLOW_UP_ERROR }))
      .check(
        z.refine(
          (at) =>
            at === null ||
            (/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,6})?)?(Z|[+-]\d\d:\d\d)$/.test(at) &&
              Date.parse(at) >= FOLLOW_UP_MIN &&
              Date.parse(at) < FOLLOW_UP_MAX),
          { error: FOLLOW_UP_ERROR },
        ),
      ),
    z.transform((at: string | null) => (at === null ? null : new Date(at).toISOString())),
  ),
});

export type FollowUpChange = z.output<typeof followUpChangeSchema>;

export const NOTE_MAX = 5000;

/** POST {base}/:id/notes: plain text, kept with its author and time. */
export const noteSchema = z.object({
  text: requiredText({ label: 'Note', required: 'Note is required', max: { length: NOTE_MAX } }),
});

export type NoteInput = z.output<typeof noteSchema>;

/**
 * Placeholders a reply or template may hold, each filled from the record the reply answers; a
 * record without that value (a contact has no job title) leaves it empty.
 */
export const PLACEHOLDERS = [
  'firstName',
  'name',
  'email',
  'company',
  'jobTitle',
  'staffName',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The placeholders a text names that are not PLACEHOLDERS. */
export const unknownPlaceholders = (value: string): string[] =>
  [...value.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));

/**
 * The values a reply's placeholders take for a record (its name, address and, where the kind has
 * them, company and job title) and the staff member sending it: the owning service fills the
 * reply with them, and the console's preview shows the same. The record is what a stranger
 * typed, so it fills a reply as a confirmation greets: a name only as `greetingName` (nothing
 * when that refuses it), every other field only `inert`. Staff's own words stay as written.
 */
export function placeholderValues(
  record: { name: string; email: string; company?: unknown; jobTitle?: unknown },
  staffName: string,
): Record<Placeholder, string | null> {
  const text = (value: unknown) => (typeof value === 'string' ? inert(value) : null);
  const name = greetingName(record.name) ?? null;
  return {
    firstName: name,
    name,
    email: inert(record.email),
    company: text(record.company),
    jobTitle: text(record.jobTitle),
    staffName,
  };
}

/** The text with every `{{placeholder}}` replaced by its value (empty when it has none). */
export const fillPlaceholders = (
  value: string,
  values: Partial<Record<Placeholder, string | null | undefined>>,
): string => value.replace(PLACEHOLDER, (_, name: string) => values[name as Placeholder] ?? '');

const placeholdersKnown = (value: string) => unknownPlaceholders(value).length === 0;
const unknownMessage = `Placeholders must be among: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`;

/** A reply's or a template's subject: one line, with known placeholders only. */
const replySubject = requiredText({
  label: 'Subject',
  required: 'Subject is required',
  max: { length: LIMITS.replySubject },
}).check(
  z.refine((subject) => !/[\r\n]/.test(subject), { error: 'Subject must be one line' }),
  z.refine(placeholdersKnown, { error: unknownMessage }),
);

/** A reply's or a template's message, with known placeholders only. */
const replyBody = requiredText({
  label: 'Message',
  required: 'Message is required',
  max: { length: LIMITS.replyBody },
}).check(z.refine(placeholdersKnown, { error: unknownMessage }));

/**
 * POST {base}/:id/replies: one mail to the visitor; placeholders are filled from the record.
 * `quote` quotes the visitor's message below it (inert); without it, only our earlier replies.
 */
export const replySchema = z.object({
  subject: replySubject,
  body: replyBody,
  templateId: z.optional(staffId('Template must be a reply template’s id')),
  quote: z._default(z.boolean({ error: 'Quote must be true or false' }), false),
});

export type ReplyInput = z.output<typeof replySchema>;

/** The most records one bulk change names. */
export const BULK_MAX = 100;

const bulkIds = z.pipe(
  z
    .array(
      z
        .string({ error: 'Each id must be text' })
        .check(z.maxLength(100, { error: 'Each id must be at most 100 characters' })),
      {
        error: 'Ids must be a list of record ids',
      },
    )
    .check(
      z.minLength(1, { error: 'Ids must name at least one record' }),
      z.maxLength(BULK_MAX, { error: `Ids must name at most ${BULK_MAX} records` }),
    ),
  z.transform((ids: string[]) => [...new Set(ids)]),
);

/** PATCH {base}/owner: several records to one owner (or to nobody). */
export const bulkOwnerSchema = z.extend(ownerChangeSchema, { ids: bulkIds });

/** PATCH {base}/status's ids; the status is checked with the kind's `statusChangeSchema`. */
export const bulkIdsSchema = z.object({ ids: bulkIds });

/** What a bulk change did: the ids changed, and for each other one why not. */
export interface BulkResult {
  changed: string[];
  failed: { id: string; code: string; message: string }[];
}

/**
 * A mail's delivery as the notification service last saw it; a reply past its address's daily
 * cap is `held` (or `discarded`) by the owning service and was never queued.
 */
export type DeliveryState = 'queued' | 'sent' | 'failed' | 'skipped' | 'held' | 'discarded';

/** What staff see of a reply held past its address's daily cap. */
export const REPLY_HELD = 'Held for an admin: daily limit for this address';

/** An admin's word on a held reply: mail it after all, or never. */
export type ReplyDecision = 'release' | 'discard';

/**
 * A delivery status notification's word on a mail sent, which makes it `failed`: refused for
 * good (`hard`, a 5.x.x status) or for now (`soft`, 4.x.x), and the status code.
 */
export interface DeliveryBounce {
  type: 'hard' | 'soft';
  status: string;
}

/**
 * A mail in a record's activity: its delivery id, state, when it was sent if it was, and the
 * bounce that failed it, if one came back.
 */
export interface MailDeliveryState {
  deliveryId: string;
  delivery: DeliveryState;
  sentAt: string | null;
  bounce?: DeliveryBounce;
}

/**
 * One event of a record's life, oldest first in `activity`; `actorId` is the staff account that
 * did it (UNKNOWN_STAFF_ID for an early entry whose address matched no account).
 */
export type ActivityEntry =
  | { type: 'submitted'; at: string }
  | ({ type: 'confirmation'; at: string } & MailDeliveryState)
  | { type: 'status'; at: string; actorId: string; from: string; to: string }
  | { type: 'note'; id: string; at: string; actorId: string; text: string }
  | { type: 'owner'; at: string; actorId: string; from: string | null; to: string | null }
  | { type: 'follow-up'; at: string; actorId: string; from: string | null; to: string | null }
  /** Staff changed the record's priority (`from` the kind's default on its first change). */
  | { type: 'priority'; at: string; actorId: string; from: Priority; to: Priority }
  | ({
      type: 'reply';
      id: string;
      at: string;
      actorId: string;
      subject: string;
      body: string;
      templateId: string | null;
      /** A held reply's release or discard: which admin, when. */
      decision?: { action: ReplyDecision; actorId: string; at: string };
    } & MailDeliveryState)
  | VisitorReplyEntry;

export type ActivityEntryType = ActivityEntry['type'];

/**
 * A record as its detail shows it: everything that happened to it (`activity`, its status
 * changes included), oldest first. Not 'timeline': contacts, consultations and hires have a
 * field of that name, the visitor's project timeline.
 */
export type Detailed<T> = T & { activity: ActivityEntry[] };

/** Requests the gateway sends the owning service, each naming the staff member (`actorId`). */
export interface OwnerChangeRequest extends RecordRef, OwnerChange, Actor {}
export interface FollowUpChangeRequest extends RecordRef, FollowUpChange, Actor {}
export interface NoteRequest extends RecordRef, NoteInput, Actor {}
/** Only the note's author may delete it: the service compares the actor with the note's. */
export interface NoteDeleteRequest extends RecordRef, Actor {
  noteId: string;
}
/**
 * deleteNote's answer when the note is there but another staff member's: the gateway answers
 * 403, where null (no such record or note) is a 404.
 */
export interface NoteDeleteRefused {
  refused: 'not-author';
}
export interface ReplyRequest extends RecordRef, ReplyInput, Actor {
  /** The sender's name, for `{{staffName}}`. */
  senderName: string;
  /**
   * The reply's id when what it is made from has one (a staff answer mailed from a mail client:
   * the received message's): asked again, it is the same reply, stored and mailed once.
   */
  replyId?: string;
}
/** An admin (the actor) releases a held reply (it is mailed once) or discards it. */
export interface ReplyDecisionRequest extends RecordRef, Actor {
  replyId: string;
  decision: ReplyDecision;
}
/** decideReply's answer when the reply is there but not held (mailed, or decided already). */
export interface ReplyDecisionRefused {
  refused: 'not-held';
}
export interface BulkStatusRequest extends Actor {
  ids: string[];
  status: string;
}
export interface BulkOwnerRequest extends Actor {
  ids: string[];
  ownerId: string | null;
}

/** A staff member as every colleague may see them: to show and pick owners. */
export interface StaffDirectoryEntry {
  id: string;
  name: string;
  email: string;
  active: boolean;
}

/* ---------- Reply templates ---------- */

export const TEMPLATE_NAME_MAX = 100;

/** POST /api/admin/reply-templates and PUT …/:id (admins). */
export const replyTemplateSchema = z.object({
  name: requiredText({
    label: 'Name',
    required: 'Name is required',
    max: { length: TEMPLATE_NAME_MAX },
  }),
  subject: replySubject,
  body: replyBody,
  /** Kinds it is offered for; empty: every kind. */
  kinds: z._default(
    z
      .array(
        z.pipe(
          z.string({ error: 'Each kind must be text' }).check(
            z.refine((kind) => isWorked(kind as RecordKind), {
              error: 'Each kind must be a kind staff reply to',
            }),
          ),
          z.transform((kind: string) => kind as WorkedKind),
        ),
        { error: 'Kinds must be a list' },
      )
      .check(z.maxLength(10, { error: 'Kinds must name at most 10 kinds' })),
    [],
  ),
});

export type ReplyTemplateInput = z.output<typeof replyTemplateSchema>;

export interface ReplyTemplate extends ReplyTemplateInput {
  id: string;
  /** The admin who wrote it last: their account's id. */
  updatedById: string;
  updatedAt: string;
}
