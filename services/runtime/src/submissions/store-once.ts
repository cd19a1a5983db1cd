import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * Inserts a submission's record under the submission id unless it is already there, so a job
 * that runs again (a retry, a re-drive, a second replica) stores one row. The record is dated
 * when the gateway accepted it, not when a worker got to it. True when this run inserted it.
 */
export async function storeOnce<E extends ObjectLiteral>(
  repository: Repository<E>,
  submission: { id: string; receivedAt: string; data: object },
): Promise<boolean> {
  const result = await repository
    .createQueryBuilder()
    .insert()
    .values({
      id: submission.id,
      ...submission.data,
      createdAt: new Date(submission.receivedAt),
    } as never)
    .orIgnore()
    .returning('id')
    .execute();
  return (result.raw as unknown[]).length > 0;
}
