import { z } from '../zod';
import { text, wholeNumber } from '../fields';
import { RECORD_KINDS, type RecordKind } from '../records';
import { FILTER_PARAMS, type FilterParam, type KindFilter } from './base';
import { DUE_FILTERS, LIST_SORTS, type DueFilter } from './due';

// How staff read a kind's records: its list's query, a page of it, its CSV export's batches,
// its counts by status, and a status change, each checked against the kind's definition.

export const MAX_PAGE_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner=`: `me` (the gateway puts the staff member's id in its place), `none` or an id. */
export const OWNER_ME = 'me';
export const OWNER_NONE = 'none';

const ownerFilterSchema = z.pipe(
  z.optional(z.string({ error: 'Owner must be text' })).check(
    z.refine((owner) => !owner || owner === OWNER_ME || owner === OWNER_NONE || UUID.test(owner), {
      error: "Owner must be me, none or a staff member's id",
    }),
  ),
  z.transform((owner: string | undefined) => owner?.toLowerCase() || undefined),
);

/**
 * `?overdue=true`, `?waiting=true`: only `true` filters; `false` or nothing lists every row. The
 * parsed `true` is taken too: the owning service parses again the query the gateway parsed.
 */
const flagSchema = (label: string) =>
  z.pipe(
    z.optional(
      z.union([z.literal(true), z.enum(['true', 'false', ''])], {
        error: `${label} must be true or false`,
      }),
    ),
    z.transform(
      (flag: true | 'true' | 'false' | '' | undefined) =>
        flag === true || flag === 'true' || undefined,
    ),
  );

const oneOf = (label: string, values: readonly string[]) =>
  `${label} must be one of: ${values.join(', ')}`;

/** A parameter taking one of `values`, or absent. */
const choiceSchema = <const T extends readonly string[]>(
  label: string,
  values: T,
  refused = oneOf(label, values),
) =>
  z.pipe(
    z
      .optional(z.string({ error: `${label} must be text` }))
      .check(z.refine((value) => !value || values.includes(value), { error: refused })),
    z.transform((value: string | undefined) => (value || undefined) as T[number] | undefined),
  );

/** `?<param>=` of one kind's own filter: one of its values, or absent. */
const filterSchema = ({ label, values }: KindFilter) => choiceSchema(label, values);

/**
 * Query of every staff list: `page`, `limit`, `status`, `q` and the kind's own filters, as
 * strings from the URL.
 */
export function listQuerySchema(kind: RecordKind) {
  const { statuses, defaultLimit, filters = {} } = RECORD_KINDS[kind];
  const own: Partial<Record<FilterParam, ReturnType<typeof filterSchema>>> = {};
  for (const param of FILTER_PARAMS) {
    const filter = filters[param];
    if (filter) own[param] = filterSchema(filter);
  }
  return z.object({
    page: z._default(wholeNumber('Page', 1, 1_000_000), 1),
    limit: z._default(wholeNumber('Limit', 1, MAX_PAGE_LIMIT), defaultLimit),
    status: z.pipe(
      z.optional(z.string({ error: 'Status must be text' })).check(
        z.refine((status) => !status || statuses.includes(status), {
          error: statuses.length ? oneOf('Status', statuses) : 'This list has no status filter',
        }),
      ),
      z.transform((status: string | undefined) => status || undefined),
    ),
    q: z.pipe(
      z.optional(
        text('Search must be text').check(
          z.trim(),
          z.maxLength(200, { error: 'Search must be at most 200 characters' }),
        ),
      ),
      z.transform((q: string | undefined) => q || undefined),
    ),
    ...own,
    ...(RECORD_KINDS[kind].work
      ? {
          owner: ownerFilterSchema,
          overdue: flagSchema('Overdue'),
          waiting: flagSchema('Waiting'),
          due: choiceSchema('Due', DUE_FILTERS),
        }
      : {}),
    // Every list takes it, so its export and counts can leave it out whatever the kind.
    sort: z.optional(
      RECORD_KINDS[kind].work
        ? choiceSchema('Sort', LIST_SORTS)
        : choiceSchema('Sort', [], 'This list is sorted by date only'),
    ),
  });
}

/** A list query as the owning service reads it: the work filters are absent for other kinds. */
export type ListQuery = z.output<ReturnType<typeof listQuerySchema>> & WorkFilters;

/** The filters of a worked kind's lists; `owner` is `none` or an id once the gateway read `me`. */
export interface WorkFilters {
  owner?: string;
  overdue?: true;
  waiting?: true;
  due?: DueFilter;
}

/**
 * Query of a list's CSV export: the list's own filters without its paging, so a filter the list
 * gains the export gains with it.
 */
export const exportQuerySchema = (kind: RecordKind) =>
  z.omit(listQuerySchema(kind), { page: true, limit: true, sort: true });

export type ExportQuery = z.output<ReturnType<typeof exportQuerySchema>> & WorkFilters;

/** The most rows one export batch carries over the transport; a larger limit is lowered to it. */
export const EXPORT_BATCH_MAX = 1000;

/**
 * One batch of an export, as the gateway asks the owning service: the filters, where the
 * previous batch ended (`next` of its answer, null for the first) and how many rows at most.
 */
export const exportBatchSchema = (kind: RecordKind) =>
  z.extend(exportQuerySchema(kind), {
    after: z._default(z.nullable(z.string().check(z.maxLength(500))), null),
    limit: z.pipe(
      z._default(z.number().check(z.int(), z.gte(1)), EXPORT_BATCH_MAX),
      z.transform((limit: number) => Math.min(limit, EXPORT_BATCH_MAX)),
    ),
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
  z.omit(listQuerySchema(kind), { page: true, limit: true, status: true, sort: true });

export type CountsQuery = z.output<ReturnType<typeof countsQuerySchema>> & WorkFilters;

/** Body of every PATCH …/:id/status: one of that kind's statuses. */
export function statusChangeSchema(kind: RecordKind) {
  const { statuses } = RECORD_KINDS[kind];
  return z.object({
    status: z
      .string({ error: 'Status is required' })
      .check(z.refine((status) => statuses.includes(status), { error: oneOf('Status', statuses) })),
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

/** Counts of one kind: all rows, and rows per status. */
export interface KindCounts {
  total: number;
  byStatus: Record<string, number>;
}
