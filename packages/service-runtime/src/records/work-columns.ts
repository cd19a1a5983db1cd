import { RECORD_KINDS, type RecordKind } from '@bytecraft/contracts/records';
import { Column } from 'typeorm';
import type { QueryRunner } from 'typeorm';

/**
 * The columns every worked record's table holds: who works it, when to look at it
 * again, and when it was first answered. A kind's entity extends this.
 */
export abstract class WorkColumns {
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  followUpAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  firstReplyAt: Date | null;
}

/** The work fields of a record as staff read it, for every kind's `to…Record`. */
export const workFields = (row: WorkColumns) => ({
  ownerId: row.ownerId,
  followUpAt: row.followUpAt?.toISOString() ?? null,
  firstReplyAt: row.firstReplyAt?.toISOString() ?? null,
});

/**
 * What a worked record waits for: no reply yet and not closed, as SQL over `alias`. The closed
 * statuses are the kind's constants written into the text, so the planner can match it to the
 * partial index `addWorkColumns` makes with the same text.
 */
export function waitingCondition(kind: RecordKind, alias?: string): string {
  const column = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  const closed = RECORD_KINDS[kind].work?.closedStatuses ?? [];
  const open = closed.length
    ? ` AND ${column('status')} NOT IN (${closed.map((status) => `'${status}'`).join(', ')})`
    : '';
  return `${column('firstReplyAt')} IS NULL${open}`;
}

/**
 * The work columns of a kind's table and the indexes its filtered lists read newest first: by
 * owner (or none), the rows with a follow-up date (by date, to count the overdue ones; newest
 * first with the date included, for a page of them read from the index alone, since whether a
 * follow-up is past changes by the minute and so cannot be an index's condition), and the rows
 * still waiting.
 */
export async function addWorkColumns(
  queryRunner: QueryRunner,
  table: string,
  kind: RecordKind,
): Promise<void> {
  await queryRunner.query(`
    ALTER TABLE "${table}"
      ADD "ownerId" uuid,
      ADD "followUpAt" timestamptz,
      ADD "firstReplyAt" timestamptz`);
  await queryRunner.query(
    `CREATE INDEX "${table}_owner_created" ON "${table}" ("ownerId", "createdAt" DESC, "id" DESC)`,
  );
  await queryRunner.query(
    `CREATE INDEX "${table}_follow_up" ON "${table}" ("followUpAt") WHERE "followUpAt" IS NOT NULL`,
  );
  await queryRunner.query(
    `CREATE INDEX "${table}_follow_up_created" ON "${table}" ("createdAt" DESC, "id" DESC) INCLUDE ("followUpAt") WHERE "followUpAt" IS NOT NULL`,
  );
  await queryRunner.query(
    `CREATE INDEX "${table}_waiting" ON "${table}" ("createdAt" DESC, "id" DESC) WHERE ${waitingCondition(kind)}`,
  );
}

export async function dropWorkColumns(queryRunner: QueryRunner, table: string): Promise<void> {
  // Dropping the columns drops their indexes.
  await queryRunner.query(`
    ALTER TABLE "${table}" DROP "ownerId", DROP "followUpAt", DROP "firstReplyAt"`);
}
