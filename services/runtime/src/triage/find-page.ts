import {
  RECORD_KINDS,
  type ListQuery,
  type Page,
  type RecordKind,
} from '@bytecraft/contracts/admin';
import { Brackets, type ObjectLiteral, type Repository } from 'typeorm';

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
    filtered.getCount(),
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
