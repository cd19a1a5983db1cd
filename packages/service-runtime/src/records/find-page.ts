import { RECORD_KINDS, type RecordKind } from '@bytecraft/contracts/records';
import { FILTER_PARAMS, type FilterParam } from '@bytecraft/contracts/records/base';
import {
  OWNER_NONE,
  type ExportBatch,
  type ExportQuery,
  type ListQuery,
  type Page,
  type WorkFilters,
} from '@bytecraft/contracts/records/lists';
import { Brackets, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { waitingCondition } from './work-columns';
import { decodeExportCursor, encodeExportCursor } from './export-cursor';

/**
 * Totals at or above this many rows are counted at most once per TOTAL_TTL_MS for the same
 * filter and search. Counting is the one part of a page that reads every matching row, and a
 * total that large a second old is as good as exact to someone paging through it; smaller
 * totals, cheap to count, are always exact.
 */
export const CACHED_TOTAL_MIN = 10_000;
export const TOTAL_TTL_MS = 1_000;
/** How many filter-and-search combinations a kind remembers (searches are free text). */
const TOTALS_KEPT = 1_000;

/** Large totals recently counted, by filter and search: one per kind, per process. */
export class RecentTotals {
  private readonly totals = new Map<string, { total: number; until: number }>();

  async of(query: ListQuery, count: () => Promise<number>): Promise<number> {
    const key = JSON.stringify(
      [
        query.status,
        query.q,
        ...FILTER_PARAMS.map((param) => query[param]),
        query.owner,
        query.overdue,
        query.waiting,
        query.due,
      ].map((v) => v ?? null),
    );
    const recent = this.totals.get(key);
    if (recent && recent.until > Date.now()) return recent.total;
    const total = await count();
    if (total >= CACHED_TOTAL_MIN) {
      if (this.totals.size >= TOTALS_KEPT) this.totals.clear();
      this.totals.set(key, { total, until: Date.now() + TOTAL_TTL_MS });
    } else {
      this.totals.delete(key);
    }
    return total;
  }
}

/** `%` and `_` in a search are literal characters, not patterns (backslash is LIKE's escape). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ids of one page of a list without a search, newest first, from the date index alone (an
 * index-only scan): skipping to page 1,000 of 100,000 steps over 50,000 index entries instead
 * of 50,000 table rows, which are wider to read (docs/performance.md, "Staff lists").
 */
export function pageIdsQuery<E extends ObjectLiteral>(
  repository: Repository<E>,
  kind: RecordKind,
  query: ListQuery,
  now: Date,
): SelectQueryBuilder<E> {
  const [column, direction] = orderOf(kind, query, 'page');
  return paged(filtered(repository, kind, query, 'page', now), column, direction, query);
}

/**
 * The column a list is ordered by, and which way: its kind's date, newest first, or with
 * `sort=due` the soonest due first (the rows with nothing due after them, as ascending order
 * puts nulls), each read from its index.
 */
function orderOf(kind: RecordKind, query: ListQuery, alias: string): [string, 'ASC' | 'DESC'] {
  return query.sort === 'due'
    ? [`${alias}."dueAt"`, 'ASC']
    : [`${alias}.${RECORD_KINDS[kind].orderBy}`, 'DESC'];
}

/**
 * The ids of one page of a search, each with how many rows match (`total`), so one pass over
 * the trigram index answers both. The matches are found first and then sorted: left to guess,
 * PostgreSQL may walk the date index testing each row until a page is full, which for a search
 * with few matches reads much of the table (docs/performance.md, "Staff lists"). A search
 * matching most of a table reads all its matches either way, to count them.
 */
export function searchPageIdsQuery<E extends ObjectLiteral>(
  repository: Repository<E>,
  kind: RecordKind,
  query: ListQuery,
  now: Date,
): SelectQueryBuilder<E> {
  const [column, direction] = orderOf(kind, query, 'page');
  const matches = filtered(repository, kind, query, 'page', now).addSelect(
    'count(*) OVER ()',
    'total',
  );
  // Adding nothing to the date hides the date index's order from the planner.
  return paged(matches, `${column} + interval '0'`, direction, query);
}

const paged = <E extends ObjectLiteral>(
  rows: SelectQueryBuilder<E>,
  order: string,
  direction: 'ASC' | 'DESC',
  query: ListQuery,
) =>
  rows
    .addSelect('page.id', 'id')
    .orderBy(order, direction)
    .addOrderBy('page.id', direction)
    .offset((query.page - 1) * query.limit)
    .limit(query.limit);

/**
 * The rows a list shows: its status filter, its kind's own filters, the work filters (owner,
 * overdue follow-up, waiting for a reply, at risk or past due at `now`) and its search.
 */
export function filtered<E extends ObjectLiteral>(
  repository: Repository<E>,
  kind: RecordKind,
  query: Partial<Pick<ListQuery, 'status' | 'q' | FilterParam> & WorkFilters>,
  alias: string,
  now = new Date(),
): SelectQueryBuilder<E> {
  const rows = repository.createQueryBuilder(alias).select([]);
  if (query.status) rows.andWhere(`${alias}.status = :status`, { status: query.status });
  for (const param of FILTER_PARAMS) {
    const filter = RECORD_KINDS[kind].filters?.[param];
    const value = query[param];
    if (!filter || !value) continue;
    if (value === filter.none) rows.andWhere(`${alias}."${filter.column}" IS NULL`);
    else rows.andWhere(`${alias}."${filter.column}" = :${param}`, { [param]: value });
  }
  if (query.owner === OWNER_NONE) rows.andWhere(`${alias}."ownerId" IS NULL`);
  else if (query.owner) rows.andWhere(`${alias}."ownerId" = :owner`, { owner: query.owner });
  if (query.overdue) rows.andWhere(`${alias}."followUpAt" < now()`);
  if (query.waiting) rows.andWhere(waitingCondition(kind, alias));
  if (query.due === 'breached') rows.andWhere(`${alias}."dueAt" <= :now`, { now });
  else if (query.due === 'at-risk') {
    rows.andWhere(`${alias}."dueAt" > :now AND ${alias}."atRiskAt" <= :now`, { now });
  }
  if (query.q) {
    rows.andWhere(
      new Brackets((any) => {
        for (const field of RECORD_KINDS[kind].searchFields)
          any.orWhere(`${alias}.${field} ILIKE :q`);
      }),
      { q: `%${escapeLike(query.q)}%` },
    );
  }
  return rows;
}

/**
 * A query of the kind's rows selecting each column under its entity's property name, so its raw
 * rows are what TypeORM would hydrate them into (pg already parses dates and numbers) without
 * the cost of hydrating: for a page of 50 rows that cost the service more than mapping them to
 * records. A column whose value TypeORM would transform has no plain reading, so it is refused.
 */
function plainRows<E extends ObjectLiteral>(
  repository: Repository<E>,
  alias: string,
): SelectQueryBuilder<E> {
  return repository.metadata.columns.reduce((rows, column) => {
    if (column.transformer || column.embeddedMetadata || !PLAIN_TYPES.has(String(column.type))) {
      throw new Error(`${repository.metadata.name}.${column.propertyName} is not read as stored`);
    }
    return rows.addSelect(`${alias}."${column.databaseName}"`, column.propertyName);
  }, repository.createQueryBuilder(alias).select([]));
}

/** Column types whose value pg parses into what TypeORM hydrates (a `date` it would reformat). */
const PLAIN_TYPES = new Set(['uuid', 'varchar', 'text', 'timestamptz', 'int', 'integer']);

/**
 * One page of a staff list with its pagination: a list is filtered by status and searched
 * case-insensitively over the kind's search fields in SQL, so a search finds rows on every
 * page. The page's ids are found first, then only those rows are read.
 */
export async function findPage<E extends ObjectLiteral, R>(
  repository: Repository<E>,
  kind: RecordKind,
  query: ListQuery,
  toRecord: (entity: E) => R,
  totals: RecentTotals,
  now: Date,
): Promise<Page<R>> {
  const count = () =>
    totals.of(query, () => filtered(repository, kind, query, 'r', now).getCount());
  const [column, direction] = orderOf(kind, query, 'r');
  /** The page's rows in the list's order, once a branch below says which ids they are. */
  const inOrder = () =>
    plainRows(repository, 'r').orderBy(column, direction).addOrderBy('r.id', direction);
  let rows: E[];
  let total: number;
  if (query.q) {
    // One statement: the page's ids with the search's total, joined to their rows.
    const ids = searchPageIdsQuery(repository, kind, query, now);
    const page = await inOrder()
      .innerJoin(`(${ids.getQuery()})`, 'page_ids', 'page_ids.id = r.id')
      .addSelect('page_ids.total', 'total')
      .setParameters(ids.getParameters())
      .getRawMany<E & { total: string }>();
    rows = page;
    // A page past the last match cannot say how many there are.
    total = page.length > 0 ? Number(page[0].total) : query.page > 1 ? await count() : 0;
  } else {
    const ids = pageIdsQuery(repository, kind, query, now);
    [rows, total] = await Promise.all([
      inOrder()
        .where(`r.id IN (${ids.getQuery()})`)
        .setParameters(ids.getParameters())
        .getRawMany<E>(),
      count(),
    ]);
  }
  return {
    data: rows.map(toRecord),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/**
 * One batch of a list's export: the rows its filters find, oldest first, after the cursor of the
 * previous batch. Keyset, not offset: a batch costs the same at the end of 100,000 rows as at
 * their start, and rows stored meanwhile neither shift nor repeat the ones still to come.
 */
export async function findExportBatch<E extends ObjectLiteral & { id: string }, R>(
  repository: Repository<E>,
  kind: RecordKind,
  request: ExportQuery & { after: string | null; limit: number },
  toRecord: (entity: E) => R,
  now: Date,
): Promise<ExportBatch<R>> {
  const date = `r."${RECORD_KINDS[kind].orderBy}"`;
  const rows = filtered(repository, kind, request, 'r', now)
    .select('r')
    // The date to the microsecond, as text: a JavaScript Date would round the cursor to ms.
    .addSelect(`to_char(${date} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'position')
    .orderBy(date, 'ASC')
    .addOrderBy('r.id', 'ASC')
    .limit(request.limit);
  if (request.after !== null) {
    const { at, id } = decodeExportCursor(request.after);
    rows.andWhere(`(${date}, r.id) > (CAST(:at AS timestamptz), CAST(:id AS uuid))`, { at, id });
  }
  const { entities, raw } = await rows.getRawAndEntities<{ position: string }>();
  const last = entities.at(-1);
  return {
    rows: entities.map(toRecord),
    next:
      last && entities.length === request.limit
        ? encodeExportCursor({ at: raw.at(-1)!.position, id: last.id })
        : null,
  };
}
