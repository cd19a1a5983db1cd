import {
  RECORD_KINDS,
  type ListQuery,
  type Page,
  type RecordKind,
} from '@bytecraft/contracts/admin';
import { Brackets, type ObjectLiteral, type Repository } from 'typeorm';

/**
 * Totals at or above this many rows are counted at most once per TOTAL_TTL_MS for the same
 * filter and search. Counting is the one part of a page that reads every matching row (about
 * 4 ms of PostgreSQL's CPU for 100,000), and a total that large a second old is as good as
 * exact to someone paging through it; smaller totals, cheap to count, are always exact.
 */
export const CACHED_TOTAL_MIN = 10_000;
export const TOTAL_TTL_MS = 1_000;
/** How many filter-and-search combinations a kind remembers (searches are free text). */
const TOTALS_KEPT = 1_000;

/** Large totals recently counted, by filter and search: one per kind, per process. */
export class RecentTotals {
  private readonly totals = new Map<string, { total: number; until: number }>();

  async of(query: ListQuery, count: () => Promise<number>): Promise<number> {
    const key = JSON.stringify([query.status ?? null, query.q ?? null]);
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
 * One page of a staff list, newest first, filtered by status and searched case-insensitively
 * over the kind's search fields in SQL, so a search finds rows on every page, not only this one.
 */
export async function findPage<E extends ObjectLiteral, R>(
  repository: Repository<E>,
  kind: RecordKind,
  query: ListQuery,
  toRecord: (entity: E) => R,
  totals: RecentTotals,
): Promise<Page<R>> {
  const { searchFields, orderBy } = RECORD_KINDS[kind];
  const filtered = repository.createQueryBuilder('r');
  if (query.status) filtered.andWhere('r.status = :status', { status: query.status });
  if (query.q) {
    filtered.andWhere(
      new Brackets((any) => {
        for (const field of searchFields) any.orWhere(`r.${field} ILIKE :q`);
      }),
      { q: `%${escapeLike(query.q)}%` },
    );
  }
  const [rows, total] = await Promise.all([
    filtered
      .clone()
      .orderBy(`r.${orderBy}`, 'DESC')
      .addOrderBy('r.id', 'DESC')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .getMany(),
    totals.of(query, () => filtered.getCount()),
  ]);
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
