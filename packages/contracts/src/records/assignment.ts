import { z } from '../zod';
import { WORKED_KINDS, type WorkedKind } from '../records';

// Nothing waits unowned: which kinds are given out by themselves, who takes them and how many,
// and what the gateway asks the services owning the records while it gives them out.

/**
 * The actor an automatic owner change is written under in a record's activity: no staff member
 * made it, and no account has this id.
 */
export const AUTO_ASSIGNMENT_ACTOR_ID = '00000000-0000-0000-0000-0000000a5516';

/** How many open records a member who has not said otherwise takes. */
export const DEFAULT_CAPACITY = 10;
export const MAX_CAPACITY = 500;

export const ASSIGNMENT_MESSAGES = {
  kindOnOff: 'Choose on or off',
  unknownKind: `Kind must be one of: ${WORKED_KINDS.join(', ')}`,
  optedIn: 'Choose whether you take records given out automatically',
  away: 'Choose whether you are away',
  capacity: `Capacity must be a whole number from 1 to ${MAX_CAPACITY}`,
} as const;

/** Which worked kinds are given out automatically (an admin's setting). */
export interface AssignmentSettings {
  kinds: Record<WorkedKind, boolean>;
}

/** PUT /admin/settings/assignment: the kinds named are turned on or off, the others kept. */
export const assignmentSettingsUpdateSchema = z.object({
  kinds: z.pipe(
    z
      .record(z.string(), z.boolean({ error: ASSIGNMENT_MESSAGES.kindOnOff }))
      .check(
        z.refine(
          (kinds) => Object.keys(kinds).every((kind) => (WORKED_KINDS as string[]).includes(kind)),
          { error: ASSIGNMENT_MESSAGES.unknownKind },
        ),
      ),
    z.transform((kinds: Record<string, boolean>) => kinds as Partial<Record<WorkedKind, boolean>>),
  ),
});
export type AssignmentSettingsUpdate = z.output<typeof assignmentSettingsUpdateSchema>;

/**
 * A member's own availability: whether they take records given out automatically, how many open
 * records they own at most before they are skipped, and whether they are away.
 */
export const availabilitySchema = z.object({
  optedIn: z.boolean({ error: ASSIGNMENT_MESSAGES.optedIn }),
  capacity: z
    .number({ error: ASSIGNMENT_MESSAGES.capacity })
    .check(
      z.int({ error: ASSIGNMENT_MESSAGES.capacity }),
      z.gte(1, { error: ASSIGNMENT_MESSAGES.capacity }),
      z.lte(MAX_CAPACITY, { error: ASSIGNMENT_MESSAGES.capacity }),
    ),
  away: z.boolean({ error: ASSIGNMENT_MESSAGES.away }),
});
export type Availability = z.output<typeof availabilitySchema>;

/** What a member has said until they say otherwise: not taking any. */
export const DEFAULT_AVAILABILITY: Availability = {
  optedIn: false,
  capacity: DEFAULT_CAPACITY,
  away: false,
};

/** A member's availability and how many open records they own now, as an admin reads it. */
export interface MemberAvailability extends Availability {
  accountId: string;
  openRecords: number;
}

/** GET /admin/settings/assignment: the kinds given out and every active member's availability. */
export interface AssignmentOverview extends AssignmentSettings {
  members: MemberAvailability[];
}

// What the gateway asks a service owning worked kinds (staffRpc.ownerLoads, unownedRecords,
// assign, releaseOwner):

/** How many open (not closed) records each owner has, by owner id: owners of none are absent. */
export type OwnerLoads = Record<string, number>;

/** An open record nobody owns, oldest first. */
export interface UnownedRecord {
  kind: WorkedKind;
  id: string;
  createdAt: string;
}

export interface UnownedRequest {
  kinds: WorkedKind[];
  limit: number;
}

/** Give the record to `ownerId` only if nobody owns it now. */
export interface AssignRequest {
  kind: WorkedKind;
  id: string;
  ownerId: string;
}

/** The record given, with the name its owner's mail shows; null when it was owned already. */
export type Assigned = { kind: WorkedKind; id: string; name: string } | null;

/** Every open record `ownerId` owns goes back to nobody, under `actorId` in its activity. */
export interface ReleaseRequest {
  ownerId: string;
  actorId: string;
}
