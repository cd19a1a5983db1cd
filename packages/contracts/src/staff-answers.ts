// A staff member's answer to a staff alert, typed in a mail client and sent to the record's
// inbound address: the notification service receives it, the gateway (which alone knows staff
// accounts) checks its sender, and the service owning the record mails it to the visitor as a
// reply from the record.

import { z } from './zod';
import type { WorkedKind } from './records';
import { UUID_PATTERN } from './submission';

/**
 * Why a message to a record's address was not mailed on: the address does not verify (forged
 * or altered), no DKIM signature or SPF pass vouches for its sender where one is required, its sender is no
 * active staff account, it has no words of its own once the quoted alert is stripped, it is no
 * reply the console would send (an unknown `{{placeholder}}`, a subject or message too long), or
 * its record is gone. It stays in the Unmatched list with it.
 */
export const INBOUND_REFUSALS = [
  'forged-address',
  'unauthenticated',
  'not-staff',
  'empty',
  'invalid',
  'no-record',
] as const;
export type InboundRefusal = (typeof INBOUND_REFUSALS)[number];

/** The refusals only the gateway can make: it alone knows accounts and asks for the reply. */
export const GATEWAY_REFUSALS = [
  'not-staff',
  'invalid',
  'no-record',
] as const satisfies readonly InboundRefusal[];
export type GatewayRefusal = (typeof GATEWAY_REFUSALS)[number];

/**
 * A received staff answer for the gateway to check and have mailed (`JobName.StaffAnswerMailed`):
 * its id alone, so the queue holds no address or text; the gateway asks for the rest.
 */
export const staffAnswerJobSchema = z.strictObject({
  inboundId: z.string().check(z.regex(UUID_PATTERN)),
});

export type StaffAnswerJob = z.output<typeof staffAnswerJobSchema>;

/** A staff answer as the notification service keeps it, waiting for the gateway's check. */
export interface StaffAnswer {
  kind: WorkedKind;
  recordId: string;
  /** Its sender's address, lower-cased: the staff account it must be. */
  from: string;
  /** The reply's subject and text: the sender's own words, the quoted alert stripped. */
  subject: string;
  body: string;
}

/**
 * Staff answer message patterns over the Redis transport (the notification service):
 * - answer: { id } → StaffAnswer | null (null once it is no longer waiting: refused, or erased)
 * - refuse: { id, reason: 'not-staff' | 'no-record' } → true (to the Unmatched list, with why)
 */
export const staffAnswerRpc = {
  answer: 'notification.staff-answer',
  refuse: 'notification.staff-answer-refuse',
} as const;
