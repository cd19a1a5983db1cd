import { z } from 'zod';
import { WORKED_KINDS, type WorkedKind } from '../records';
import { UUID_PATTERN } from '../submission';

// The promises kept and missed, as the owning services record them (an SLA event per promise:
// its kind, record and owner ids, and times, never what the visitor sent), so the figures
// outlive a person's erasure and the records' retention.

/** Which answer a promise was for: the first, or the next after a visitor's mailed answer. */
export const SLA_CLOCKS = ['first-response', 'next-response'] as const;
export type SlaClock = (typeof SLA_CLOCKS)[number];

/** How a promise ended: answered before its due time, or not. */
export const SLA_OUTCOMES = ['kept', 'breached'] as const;
export type SlaOutcome = (typeof SLA_OUTCOMES)[number];

/**
 * A promise missed, as the service owning its record hands it to the gateway: the gateway knows
 * the owner's address and mails them (the kind's mailbox when nobody owns the record). The
 * event's id names its one mail.
 */
export interface SlaBreach {
  eventId: string;
  kind: WorkedKind;
  recordId: string;
  clock: SlaClock;
  dueAt: string;
  ownerId: string | null;
}

const uuid = z.string().regex(UUID_PATTERN);

export const slaBreachSchema = z.strictObject({
  eventId: uuid,
  kind: z.enum(WORKED_KINDS),
  recordId: uuid,
  clock: z.enum(SLA_CLOCKS),
  dueAt: z.iso.datetime({ offset: true }),
  ownerId: uuid.nullable(),
});

/** The delivery id of a missed promise's mail: one mail per event, however often it is asked. */
export const slaBreachDeliveryId = (eventId: string) => `sla-breached.${eventId}`;
