// The promises the site makes about answering, as numbers and as the words it prints: the SLA
// page's times by priority, the contact page's, and each worked kind's policy (its definition's
// `work.due`). The receipts and pages build their wording from these, so the clock staff see and
// the text a visitor read cannot disagree.

import { z } from '../zod';
import type { WorkedKind } from '../records';
import type { SlaOutcome } from './sla';

/** A record's priority, lowest first. */
export const PRIORITIES = ['low', 'normal', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** PATCH {base}/:id/priority: the record's priority, which selects its first answer's due time. */
export const priorityChangeSchema = z.object({
  priority: z.enum(PRIORITIES, { error: `Priority must be one of: ${PRIORITIES.join(', ')}` }),
});
export type PriorityChange = z.output<typeof priorityChangeSchema>;

/** What the gateway asks the owning service (staffRpc.setPriority) for one record of a kind. */
export interface PriorityChangeRequest extends PriorityChange {
  kind: WorkedKind;
  id: string;
  actorId: string;
}

/** What the SLA page promises at one priority, in hours, and how it names the priority. */
export interface PriorityTimes {
  label: string;
  firstResponseHours: number;
  resolutionHours: number;
}

const WEEK_HOURS = 7 * 24;

/** The SLA page's response and resolution times; its "Medium" is our normal priority. */
export const PRIORITY_TIMES: Readonly<Record<Priority, PriorityTimes>> = {
  critical: { label: 'Critical', firstResponseHours: 1, resolutionHours: 4 },
  high: { label: 'High', firstResponseHours: 4, resolutionHours: 24 },
  normal: { label: 'Medium', firstResponseHours: 24, resolutionHours: 72 },
  low: { label: 'Low', firstResponseHours: 72, resolutionHours: WEEK_HOURS },
};

/** The contact page's promise for mail: a message to us, or an answer to ours, within these hours. */
export const EMAIL_ANSWER_HOURS = 4;

/** How the site writes a span of hours: '1 hour', '24 hours', '1 week'. */
export function hoursText(hours: number): string {
  if (hours % WEEK_HOURS === 0) {
    const weeks = hours / WEEK_HOURS;
    return weeks === 1 ? '1 week' : `${weeks} weeks`;
  }
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** 'within 24 hours': how a receipt or page promises a span. */
export const within = (hours: number) => `within ${hoursText(hours)}`;

/**
 * How a worked kind's records are due. No form promises a resolution, so no kind's clock counts
 * one; the SLA page's resolution times are for incidents staff log under a priority.
 */
export interface DuePolicy {
  /** A new record's priority: its first answer is due within that priority's first response. */
  priority: Priority;
  /** Hours to answer the visitor's mailed answer to ours. */
  nextResponseHours: number;
  /**
   * Whether the clock runs in business hours only. A kind whose receipt promises a number of
   * hours counts them as the visitor reads them, on the calendar; one that promises none is
   * counted in the hours staff work.
   */
  businessHours: boolean;
}

/** Hours from a record's submission to its first answer being due, at its priority. */
export const firstResponseHours = (policy: DuePolicy, priority: Priority = policy.priority) =>
  PRIORITY_TIMES[priority].firstResponseHours;

/** A record is at risk over the last quarter of its window, between its start and its due time. */
export const AT_RISK_SHARE = 0.75;

/** `?due=` of a worked kind's list: its records at risk now, or past due. */
export const DUE_FILTERS = ['at-risk', 'breached'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** `?sort=` of a worked kind's list: newest first (no value), or the soonest due first. */
export const LIST_SORTS = ['due'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Where a record stands against its due time: a chip in the console. */
export type DueState = 'on-time' | 'at-risk' | 'breached';

/** A record's due time and when it turns at risk, as staff read it (null: nothing is due). */
export interface Due {
  dueAt: string | null;
  atRiskAt: string | null;
}

/** Where a record stands at `now`; null when nothing is due of it. */
export function dueStateOf({ dueAt, atRiskAt }: Due, now: Date): DueState | null {
  if (!dueAt) return null;
  if (now.getTime() >= Date.parse(dueAt)) return 'breached';
  if (atRiskAt && now.getTime() >= Date.parse(atRiskAt)) return 'at-risk';
  return 'on-time';
}

/**
 * How a record stands as its chip says it: against the clock running, or, with none running,
 * how staff's last answer ended its promise (on time, or late); null when neither is known.
 */
export type PromiseState = DueState | 'answered-late';

export function promiseStateOf(
  record: Due & { lastPromise: SlaOutcome | null },
  now: Date,
): PromiseState | null {
  const due = dueStateOf(record, now);
  if (due) return due;
  if (record.lastPromise === 'kept') return 'on-time';
  return record.lastPromise === 'breached' ? 'answered-late' : null;
}
