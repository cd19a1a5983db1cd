import type { ObjectLiteral, Repository } from 'typeorm';
import { batchedCalls } from '../database/batched-calls';

/** What a job hands to `storeOnce`: the submission id, when the gateway took it, its fields. */
export interface StoredSubmission {
  id: string;
  receivedAt: string;
  data: object;
}

type Row = Record<string, unknown> & { id: string };

/** One inserter per table, so jobs of one table that run together share a statement. */
const inserters = new WeakMap<Repository<ObjectLiteral>, (row: Row) => Promise<boolean>>();

/**
 * Inserts a submission's record under the submission id unless it is already there, so a job
 * that runs again (a retry, a re-drive, a second replica) stores one row. The record is dated
 * when the gateway accepted it, not when a worker got to it. True when this run inserted it.
 *
 * The jobs a worker runs at once that reach this within a few milliseconds of each other are
 * inserted by one statement (`batchedCalls`), which under a burst halves the service's CPU
 * and PostgreSQL's per submission (docs/performance.md, "Pipeline"). Each job still learns whether
 * its own row was new.
 */
export function storeOnce<E extends ObjectLiteral>(
  repository: Repository<E>,
  submission: StoredSubmission,
): Promise<boolean> {
  let insert = inserters.get(repository);
  if (!insert) {
    insert = batchedCalls((rows: readonly Row[]) => insertEach(repository, rows));
    inserters.set(repository, insert);
  }
  return insert({
    id: submission.id,
    ...submission.data,
    createdAt: new Date(submission.receivedAt),
  });
}

/** Whether each row was new; a row PostgreSQL refuses fails its own job only. */
async function insertEach(
  repository: Repository<ObjectLiteral>,
  rows: readonly Row[],
): Promise<(boolean | Error)[]> {
  try {
    const inserted = await insertNew(repository, rows);
    // An id twice in one statement is inserted once: only its first run stored it.
    return rows.map((row) => inserted.delete(row.id));
  } catch (error) {
    if (rows.length === 1) return [error as Error];
    // Which row was refused is not said: each is tried alone, so the others still go in.
    return Promise.all(
      rows.map((row) =>
        insertNew(repository, [row]).then(
          (inserted) => inserted.delete(row.id),
          (alone: unknown) => alone as Error,
        ),
      ),
    );
  }
}

/**
 * One INSERT of all the rows, skipping ids already stored; the ids it inserted. TypeORM's
 * insert builder prepares the values, and a field a row lacks takes its column's default.
 */
async function insertNew(
  repository: Repository<ObjectLiteral>,
  rows: readonly Row[],
): Promise<Set<string>> {
  const result = await repository
    .createQueryBuilder()
    .insert()
    .values(rows)
    .orIgnore()
    .returning('id')
    // TypeORM would copy the returned ids onto the rows by position, and with skipped rows
    // those positions do not match.
    .updateEntity(false)
    .execute();
  return new Set((result.raw as { id: string }[]).map((row) => row.id));
}
