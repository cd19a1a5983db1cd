// What every record is, whatever its kind: the kinds' definitions build on it, so it names no
// kind itself.

import { z } from '../zod';
import { UUID_PATTERN } from '../submission';
import type { Priority } from './due';
import type { SlaOutcome } from './sla';

/** Records as staff read them (dates as ISO strings); each kind's record adds its fields. */
export interface RecordBase {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  /** Who works it (a staff account's id), when to look at it again, when it was first answered. */
  ownerId: string | null;
  followUpAt: string | null;
  firstReplyAt: string | null;
  /** When the visitor's mailed answer came, if staff have not replied since: it waits on us. */
  visitorReplyAt: string | null;
  /**
   * When our next answer is due (the first, or the next after the visitor's mailed answer) and
   * when it turns at risk; both null when nothing is due (answered, or closed).
   */
  dueAt: string | null;
  atRiskAt: string | null;
  /** The priority staff set, which selects its first answer's due time; null: its kind's. */
  priority: Priority | null;
  /**
   * How staff's last answer ended the promise it answered (kept: before its due time); null
   * until one is answered, and again once the visitor's mailed answer starts the next clock.
   */
  lastPromise: SlaOutcome | null;
}

export interface RecordRef {
  id: string;
}

/**
 * Who did something, in every request, event and activity entry that names a staff member: the
 * staff account's id. Accounts are disabled, never deleted, so an id always resolves, and an
 * address that changes hands never carries what its former holder did.
 */
export const actorSchema = z.object({
  actorId: z.pipe(
    z.string().check(z.regex(UUID_PATTERN)),
    z.transform((id: string) => id.toLowerCase()),
  ),
});

export type Actor = z.output<typeof actorSchema>;

/**
 * The actor of an entry written before staff were named by id, whose address matched no account
 * when the gateway mapped the addresses (or that is not mapped yet): no account has this id.
 */
export const UNKNOWN_STAFF_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The actor of what a visitor's mail did to a record besides adding their answer (a closed
 * record reopened by it): no account has this id.
 */
export const VISITOR_ACTOR_ID = '00000000-0000-0000-0000-000000000001';

export interface StatusChangeRequest extends RecordRef, Actor {
  status: string;
}

/** Query parameters a kind may filter its list by, beyond `status` and `q`. */
export const FILTER_PARAMS = ['position'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** A list filter of one kind: `?<param>=<value>` keeps the rows whose `column` holds the value. */
export interface KindFilter {
  /** How its messages name it ('Position must be one of: …'). */
  label: string;
  column: string;
  /** The values it takes. */
  values: readonly string[];
  /** The value that keeps the rows with no value in `column`, if any. */
  none?: string;
}
