import { RECORD_KINDS, type RecordOf, type WorkedKind } from '@bytecraft/contracts/records';

/** A record of a kind staff work: it has an owner, a follow-up and a first reply. */
export type WorkedRecord = RecordOf[WorkedKind];

const HOUR = 3_600_000;

/**
 * Whole hours the visitor has waited for an answer (a first one, or one to the mail they sent
 * since our last), or null when they wait for none or the record is closed (a closed lead
 * waits for nothing).
 */
export function waitingHours(
  kind: WorkedKind,
  record: WorkedRecord,
  now = Date.now(),
): number | null {
  const since = record.visitorReplyAt ?? (record.firstReplyAt ? null : record.createdAt);
  if (since === null) return null;
  if ('status' in record && RECORD_KINDS[kind].work?.closedStatuses.includes(record.status)) {
    return null;
  }
  return Math.max(0, Math.floor((now - Date.parse(since)) / HOUR));
}

/** Its follow-up date has passed. */
export const isOverdue = (record: WorkedRecord, now = Date.now()) =>
  record.followUpAt !== null && Date.parse(record.followUpAt) < now;
