import { z } from '../zod';
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

const uuid = z.string().check(z.regex(UUID_PATTERN));

export const slaBreachSchema = z.strictObject({
  eventId: uuid,
  kind: z.enum(WORKED_KINDS),
  recordId: uuid,
  clock: z.enum(SLA_CLOCKS),
  dueAt: z.iso.datetime({ offset: true }),
  ownerId: z.nullable(uuid),
});

/** The delivery id of a missed promise's mail: one mail per event, however often it is asked. */
export const slaBreachDeliveryId = (eventId: string) => `sla-breached.${eventId}`;

const DAY_MS = 24 * 3_600_000;
/** The report's span when `from` is not given: the 30 days before `to`. */
export const SLA_REPORT_DEFAULT_DAYS = 30;

/** `?format=`: the report as JSON (no value), or as CSV. */
export const SLA_REPORT_FORMATS = ['json', 'csv'] as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `from` or `to`: a day (`2026-05-01`, the whole day in UTC) or an instant (ISO 8601 with its
 * offset). A day given as `to` ends the span at that day's end.
 */
const instantSchema = (label: string, end: boolean) =>
  z.optional(
    z.pipe(
      z
        .string({ error: `${label} must be text` })
        .check(
          z.refine(
            (value) =>
              DATE_ONLY.test(value)
                ? z.iso.date().safeParse(value).success
                : z.iso.datetime({ offset: true }).safeParse(value).success,
            { error: `${label} must be a date (YYYY-MM-DD) or a time (ISO 8601)` },
          ),
        ),
      z.transform((value: string) =>
        DATE_ONLY.test(value) && end
          ? new Date(Date.parse(value) + DAY_MS).toISOString()
          : new Date(value).toISOString(),
      ),
    ),
  );

const choice = <const T extends readonly string[]>(label: string, values: T) =>
  z.pipe(
    z.optional(z.string({ error: `${label} must be text` })).check(
      z.refine((value) => !value || values.includes(value), {
        error: `${label} must be one of: ${values.join(', ')}`,
      }),
    ),
    z.transform((value: string | undefined) => (value || undefined) as T[number] | undefined),
  );

/** `owner=`: a staff member's id, or `none` for the promises of records nobody owned. */
export const SLA_OWNER_NONE = 'none';

/**
 * `GET /api/admin/sla?from=&to=&kind=&owner=&format=`: the promises that ended in a span (kept
 * when answered, breached when due; the 30 days up to now unless told), of one worked kind or
 * all, of one owner or all.
 */
export const slaReportQuerySchema = z
  .object({
    from: instantSchema('From', false),
    to: instantSchema('To', true),
    kind: choice('Kind', WORKED_KINDS),
    owner: z.pipe(
      z.optional(z.string({ error: 'Owner must be text' })).check(
        z.refine((owner) => !owner || owner === SLA_OWNER_NONE || UUID_PATTERN.test(owner), {
          error: "Owner must be none or a staff member's id",
        }),
      ),
      z.transform((owner: string | undefined) => owner?.toLowerCase() || undefined),
    ),
    format: choice('Format', SLA_REPORT_FORMATS),
  })
  .check(
    z.refine(({ from, to }) => !from || !to || from < to, {
      path: ['from'],
      error: 'From must be before To',
    }),
  );

export type SlaReportQuery = z.output<typeof slaReportQuerySchema>;

/**
 * What the gateway asks each service owning worked kinds, the span filled in (up to `now`, and
 * the 30 days before its end): its promises that ended in the span.
 */
export interface SlaEventsRequest {
  from: string;
  to: string;
  kind?: WorkedKind;
  owner?: string;
}

export function slaEventsRequestOf(
  { from, to, kind, owner }: SlaReportQuery,
  now: Date,
): SlaEventsRequest {
  const end = to ?? now.toISOString();
  const start = from ?? new Date(Date.parse(end) - SLA_REPORT_DEFAULT_DAYS * DAY_MS).toISOString();
  return { from: start, to: end, ...(kind ? { kind } : {}), ...(owner ? { owner } : {}) };
}

export const slaEventsRequestSchema = z.strictObject({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  kind: z.optional(z.enum(WORKED_KINDS)),
  owner: z.optional(
    z.string().check(z.refine((owner) => owner === SLA_OWNER_NONE || UUID_PATTERN.test(owner))),
  ),
});

/** One promise that ended, as a service tells the gateway: ids and times only. */
export interface SlaEvent {
  kind: WorkedKind;
  recordId: string;
  clock: SlaClock;
  startedAt: string;
  dueAt: string;
  ownerId: string | null;
  outcome: SlaOutcome;
  answeredAt: string | null;
}

/** How well promises were kept: of those due, how many were kept, and how fast we first answer. */
export interface SlaFigures {
  due: number;
  kept: number;
  breached: number;
  /** kept ÷ due; null with nothing due. */
  hitRate: number | null;
  /** Median hours from a submission to its first answer, of the first answers due; null with none. */
  medianFirstResponseHours: number | null;
}

/** A promise missed: when it was due, and when it was answered (null while it still waits). */
export type SlaMiss = Omit<SlaEvent, 'outcome' | 'startedAt'>;

/** `GET /api/admin/sla`: the span's figures in all, per kind and per owner, and its misses. */
export interface SlaReport {
  from: string;
  to: string;
  overall: SlaFigures;
  byKind: (SlaFigures & { kind: WorkedKind })[];
  byOwner: (SlaFigures & { ownerId: string | null })[];
  /** Soonest due first. */
  misses: SlaMiss[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figuresOf(events: SlaEvent[]): SlaFigures {
  const kept = events.filter((event) => event.outcome === 'kept').length;
  const firstResponses = events.flatMap((event) =>
    event.clock === 'first-response' && event.answeredAt
      ? [(Date.parse(event.answeredAt) - Date.parse(event.startedAt)) / 3_600_000]
      : [],
  );
  return {
    due: events.length,
    kept,
    breached: events.length - kept,
    hitRate: events.length ? kept / events.length : null,
    medianFirstResponseHours: median(firstResponses),
  };
}

function grouped<K>(events: SlaEvent[], keyOf: (event: SlaEvent) => K): Map<K, SlaEvent[]> {
  const groups = new Map<K, SlaEvent[]>();
  for (const event of events)
    groups.set(keyOf(event), [...(groups.get(keyOf(event)) ?? []), event]);
  return groups;
}

/** The report of the promises every service told of, over the span asked. */
export function slaReportOf(
  { from, to }: { from: string; to: string },
  events: SlaEvent[],
): SlaReport {
  const byKind = grouped(events, (event) => event.kind);
  const byOwner = grouped(events, (event) => event.ownerId);
  return {
    from,
    to,
    overall: figuresOf(events),
    byKind: WORKED_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
      kind,
      ...figuresOf(byKind.get(kind)!),
    })),
    byOwner: [...byOwner].map(([ownerId, owned]) => ({ ownerId, ...figuresOf(owned) })),
    misses: events
      .filter((event) => event.outcome === 'breached')
      .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.recordId.localeCompare(b.recordId))
      .map(({ kind, recordId, clock, dueAt, ownerId, answeredAt }) => ({
        kind,
        recordId,
        clock,
        dueAt,
        ownerId,
        answeredAt,
      })),
  };
}
