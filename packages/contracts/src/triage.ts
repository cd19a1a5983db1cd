import { z } from 'zod';
import type { ConsultationRecord } from './consultation';
import type { ContactRecord } from './contact';
import type { DeveloperHireRecord } from './developer-hire';
import { text } from './fields';
import type { InternshipApplicationRecord, InternshipQuestionRecord } from './internship';
import type { JobApplicationRecord } from './job-application';
import type { NewsletterSubscriptionRecord } from './newsletter';
import { GENERAL_POSITION, JOB_POSITIONS } from './positions';
import type { ActivityEntry } from './record-work';
import { ServiceName } from './rpc';
import type { ScheduleCallRecord } from './schedule-call';
import {
  APPLICATION_STATUSES,
  CALL_STATUSES,
  CONSULTATION_STATUSES,
  CONTACT_STATUSES,
  DEVELOPER_HIRE_STATUSES,
  INTERNSHIP_STATUSES,
  SUBSCRIPTION_STATUSES,
} from './statuses';

/** Every kind of record staff triage, named by its id (also the path segment of its staff routes). */
export const RECORD_KIND_IDS = [
  'contact',
  'schedule-call',
  'consultation',
  'developer-hire',
  'job-application',
  'internship-application',
  'internship-question',
  'newsletter-subscription',
] as const;

export type RecordKind = (typeof RECORD_KIND_IDS)[number];

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

interface KindRules {
  /** The service that owns the table and answers every read and change of it. */
  service: ServiceName;
  /** Its workflow; the first is where a new record starts. Empty: no status to filter or set. */
  statuses: readonly string[];
  /** Whether staff move it through its statuses (newsletter statuses change only by mail link). */
  staffSetsStatus: boolean;
  /** Page size when the request names none: 10 for contacts, 50 for the other lists. */
  defaultLimit: number;
  /** Columns the list's `q` searches, case-insensitively, over all rows. */
  searchFields: readonly string[];
  /** Column the list is ordered by, newest first. */
  orderBy: string;
  /** Filters of this kind alone, by query parameter. */
  filters?: Partial<Record<FilterParam, KindFilter>>;
  /**
   * Staff work it (owner, notes, follow-up, replies, bulk changes), and how: the statuses after
   * which it no longer waits for a reply, and the hours the site promises a first answer in.
   */
  work?: { closedStatuses: readonly string[]; replyWithinHours: number };
  /**
   * The CSV export as the spec defines it, for a kind whose spec does: the columns it begins
   * with (field, heading), in the spec's order and spelling, and the file's name. The gateway's
   * own columns follow them.
   */
  csv?: { columns: readonly (readonly [field: string, heading: string])[]; fileName: string };
}

export const RECORD_KINDS: Record<RecordKind, KindRules> = {
  contact: {
    service: ServiceName.Lead,
    statuses: CONTACT_STATUSES,
    staffSetsStatus: true,
    defaultLimit: 10,
    searchFields: ['name', 'email', 'company'],
    orderBy: 'createdAt',

    work: { closedStatuses: ['resolved', 'closed'], replyWithinHours: 24 },
  },
  'schedule-call': {
    service: ServiceName.Lead,
    statuses: CALL_STATUSES,
    staffSetsStatus: true,
    defaultLimit: 50,
    searchFields: ['name', 'email', 'company'],
    orderBy: 'createdAt',

    work: { closedStatuses: ['completed', 'cancelled'], replyWithinHours: 24 },
  },
  consultation: {
    service: ServiceName.Lead,
    statuses: CONSULTATION_STATUSES,
    staffSetsStatus: true,
    defaultLimit: 50,
    searchFields: ['name', 'email', 'company', 'service'],
    orderBy: 'createdAt',

    work: { closedStatuses: ['completed'], replyWithinHours: 24 },
  },
  'developer-hire': {
    service: ServiceName.Lead,
    statuses: DEVELOPER_HIRE_STATUSES,
    staffSetsStatus: true,
    defaultLimit: 50,
    searchFields: ['name', 'email', 'company', 'projectType'],
    orderBy: 'createdAt',

    work: { closedStatuses: ['hired', 'rejected'], replyWithinHours: 24 },
  },
  'job-application': {
    service: ServiceName.Recruiting,
    statuses: APPLICATION_STATUSES,
    staffSetsStatus: true,
    defaultLimit: 50,
    searchFields: ['name', 'email', 'jobTitle'],
    orderBy: 'createdAt',
    filters: {
      position: {
        label: 'Position',
        column: 'jobId',
        values: [...JOB_POSITIONS.map(({ id }) => String(id)), GENERAL_POSITION],
        none: GENERAL_POSITION,
      },
    },

    work: { closedStatuses: ['hired', 'rejected'], replyWithinHours: 72 },
  },
  'internship-application': {
    service: ServiceName.Recruiting,
    statuses: INTERNSHIP_STATUSES,
    staffSetsStatus: true,
    defaultLimit: 50,
    searchFields: ['name', 'email', 'university', 'course'],
    orderBy: 'createdAt',

    work: { closedStatuses: ['accepted', 'rejected'], replyWithinHours: 72 },
  },
  'internship-question': {
    service: ServiceName.Recruiting,
    statuses: [],
    staffSetsStatus: false,
    defaultLimit: 50,
    searchFields: ['name', 'email', 'question'],
    orderBy: 'createdAt',

    work: { closedStatuses: [], replyWithinHours: 24 },
  },
  'newsletter-subscription': {
    service: ServiceName.Newsletter,
    statuses: SUBSCRIPTION_STATUSES,
    staffSetsStatus: false,
    defaultLimit: 50,
    searchFields: ['email'],
    orderBy: 'subscribedAt',
    csv: {
      columns: [
        ['email', 'Email'],
        ['status', 'Status'],
        ['source', 'Source'],
        ['subscribedAt', 'Subscribed At'],
        ['unsubscribedAt', 'Unsubscribed At'],
      ],
      fileName: 'newsletter-subscriptions.csv',
    },
  },
};

/** Where each kind's staff routes live under /api (the spec's paths). */
export const STAFF_PATHS: Record<RecordKind, string> = {
  contact: 'contact',
  'schedule-call': 'schedule-call',
  consultation: 'consultation',
  'developer-hire': 'developer-hire',
  'job-application': 'job-application',
  'internship-application': 'internship/applications',
  'internship-question': 'internship/questions',
  'newsletter-subscription': 'newsletter/subscriptions',
};

/** The kinds staff work: owner, notes, follow-up, replies and bulk changes. */
export const WORKED_KINDS = (Object.keys(RECORD_KINDS) as RecordKind[]).filter(
  (kind) => RECORD_KINDS[kind].work,
);

export type WorkedKind = Exclude<RecordKind, 'newsletter-subscription'>;

export const isWorked = (kind: RecordKind): kind is WorkedKind => !!RECORD_KINDS[kind].work;

export const MAX_PAGE_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner=`: `me` (the gateway puts the staff member's id in its place), `none` or an id. */
export const OWNER_ME = 'me';
export const OWNER_NONE = 'none';

const ownerFilterSchema = z
  .string({ error: 'Owner must be text' })
  .optional()
  .refine((owner) => !owner || owner === OWNER_ME || owner === OWNER_NONE || UUID.test(owner), {
    error: "Owner must be me, none or a staff member's id",
  })
  .transform((owner) => owner?.toLowerCase() || undefined);

/**
 * `?overdue=true`, `?waiting=true`: only `true` filters; `false` or nothing lists every row. The
 * parsed `true` is taken too: the owning service parses again the query the gateway parsed.
 */
const flagSchema = (label: string) =>
  z
    .union([z.literal(true), z.enum(['true', 'false', ''])], {
      error: `${label} must be true or false`,
    })
    .optional()
    .transform((flag) => flag === true || flag === 'true' || undefined);

const oneOf = (label: string, values: readonly string[]) =>
  `${label} must be one of: ${values.join(', ')}`;

/** `?<param>=` of one kind's own filter: one of its values, or absent. */
const filterSchema = ({ label, values }: KindFilter) =>
  z
    .string({ error: `${label} must be text` })
    .optional()
    .refine((value) => !value || values.includes(value), { error: oneOf(label, values) })
    .transform((value) => value || undefined);

/**
 * Query of every staff list: `page`, `limit`, `status`, `q` and the kind's own filters, as
 * strings from the URL.
 */
export function listQuerySchema(kind: RecordKind) {
  const { statuses, defaultLimit, filters = {} } = RECORD_KINDS[kind];
  const whole = (label: string, min: number, max?: number) => {
    let schema = z.coerce
      .number({ error: `${label} must be a whole number` })
      .int({ error: `${label} must be a whole number` })
      .min(min, { error: `${label} must be at least ${min}` });
    if (max !== undefined) schema = schema.max(max, { error: `${label} must be at most ${max}` });
    return schema;
  };
  const own: Partial<Record<FilterParam, ReturnType<typeof filterSchema>>> = {};
  for (const param of FILTER_PARAMS) {
    const filter = filters[param];
    if (filter) own[param] = filterSchema(filter);
  }
  return z.object({
    page: whole('Page', 1).max(1_000_000, { error: 'Page must be at most 1000000' }).default(1),
    limit: whole('Limit', 1, MAX_PAGE_LIMIT).default(defaultLimit),
    status: z
      .string({ error: 'Status must be text' })
      .optional()
      .refine((status) => !status || statuses.includes(status), {
        error: statuses.length ? oneOf('Status', statuses) : 'This list has no status filter',
      })
      .transform((status) => status || undefined),
    q: text('Search must be text')
      .trim()
      .max(200, { error: 'Search must be at most 200 characters' })
      .optional()
      .transform((q) => q || undefined),
    ...own,
    ...(RECORD_KINDS[kind].work
      ? { owner: ownerFilterSchema, overdue: flagSchema('Overdue'), waiting: flagSchema('Waiting') }
      : {}),
  });
}

/** A list query as the owning service reads it: the work filters are absent for other kinds. */
export type ListQuery = z.output<ReturnType<typeof listQuerySchema>> & WorkFilters;

/** The filters of a worked kind's lists; `owner` is `none` or an id once the gateway read `me`. */
export interface WorkFilters {
  owner?: string;
  overdue?: true;
  waiting?: true;
}

/**
 * Query of a list's CSV export: the list's own filters without its paging, so a filter the list
 * gains the export gains with it.
 */
export const exportQuerySchema = (kind: RecordKind) =>
  listQuerySchema(kind).omit({ page: true, limit: true });

export type ExportQuery = z.output<ReturnType<typeof exportQuerySchema>> & WorkFilters;

/** The most rows one export batch carries over the transport; a larger limit is lowered to it. */
export const EXPORT_BATCH_MAX = 1000;

/**
 * One batch of an export, as the gateway asks the owning service: the filters, where the
 * previous batch ended (`next` of its answer, null for the first) and how many rows at most.
 */
export const exportBatchSchema = (kind: RecordKind) =>
  exportQuerySchema(kind).extend({
    after: z.string().max(500).nullable().default(null),
    limit: z
      .number()
      .int()
      .min(1)
      .default(EXPORT_BATCH_MAX)
      .transform((limit) => Math.min(limit, EXPORT_BATCH_MAX)),
  });

export type ExportBatchRequest = z.input<ReturnType<typeof exportBatchSchema>>;

/** One batch of an export, oldest first; `next` is the cursor of the following batch. */
export interface ExportBatch<T> {
  rows: T[];
  next: string | null;
}

/**
 * Query of a kind's counts by status (the board's columns): the list's search and own filters,
 * if any (every column is counted, so not its status).
 */
export const countsQuerySchema = (kind: RecordKind) =>
  listQuerySchema(kind).omit({ page: true, limit: true, status: true });

export type CountsQuery = z.output<ReturnType<typeof countsQuerySchema>> & WorkFilters;

/** Body of every PATCH …/:id/status: one of that kind's statuses. */
export function statusChangeSchema(kind: RecordKind) {
  const { statuses } = RECORD_KINDS[kind];
  return z.object({
    status: z
      .string({ error: 'Status is required' })
      .refine((status) => statuses.includes(status), { error: oneOf('Status', statuses) }),
  });
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** One page of a staff list: the HTTP body adds `success: true`. */
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/** One step of a record's workflow, written in the same transaction as the change. */
export interface StatusChange {
  from: string;
  to: string;
  changedBy: string;
  changedAt: string;
}

/** Records as staff read them (dates as ISO strings), one shape per kind. */
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
}

export interface RecordOf {
  contact: ContactRecord;
  'schedule-call': ScheduleCallRecord;
  consultation: ConsultationRecord;
  'developer-hire': DeveloperHireRecord;
  'job-application': JobApplicationRecord;
  'internship-application': InternshipApplicationRecord;
  'internship-question': InternshipQuestionRecord;
  'newsletter-subscription': NewsletterSubscriptionRecord;
}

/**
 * A record as its detail shows it: its workflow so far (`history`, each status change) and
 * everything that happened to it (`activity`), oldest first. Not 'timeline': contacts,
 * consultations and hires have a field of that name, the visitor's project timeline.
 */
export type Detailed<T> = T & { history: StatusChange[]; activity: ActivityEntry[] };

/** Counts of one kind: all rows, and rows per status. */
export interface KindCounts {
  total: number;
  byStatus: Record<string, number>;
}

/** GET /admin/dashboard/stats: a fixed shape, which the dashboard's cards read field for field. */
export interface DashboardStats {
  contacts: { total: number; new: number; pending: number };
  scheduleCalls: { total: number; scheduled: number; completed: number };
  consultations: { total: number; pending: number; scheduled: number };
  developerHires: { total: number; new: number; reviewing: number };
  jobApplications: { total: number; applied: number; screening: number };
  internships: { applications: number; questions: number };
  newsletter: { total: number; active: number; recent: number };
}

/** Events the console hears live (GET /admin/events), published by the owning services. */
export type StaffEvent =
  | { type: 'submission.created'; kind: RecordKind; id: string; name: string }
  | {
      type: 'status.changed';
      kind: RecordKind;
      id: string;
      from: string;
      to: string;
      changedBy: string;
    }
  /** Someone worked a record: its owner, follow-up, notes or replies changed. */
  | { type: 'record.worked'; kind: RecordKind; id: string; changedBy: string };

/** The Redis pub/sub channel staff events travel on, inside the deployment's key prefix. */
export const staffEventsChannel = (prefix: string) => `${prefix}:staff-events`;

export interface RecordRef {
  id: string;
}

export interface StatusChangeRequest extends RecordRef {
  status: string;
  changedBy: string;
}
