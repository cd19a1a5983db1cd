import { RECORD_KINDS, type RecordKind } from '@bytecraft/contracts/records';
import type { Priority } from '@bytecraft/contracts/records/due';
import type { SlaOutcome } from '@bytecraft/contracts/records/sla';
import { Column } from 'typeorm';
import type { QueryRunner } from 'typeorm';

/**
 * The columns every worked record's table holds: who works it, when to look at it
 * again, when it was first answered, and when the visitor answered us since our last reply.
 * A kind's entity extends this.
 */
export abstract class WorkColumns {
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  followUpAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  firstReplyAt: Date | null;

  /**
   * When the visitor's mailed answer came, if staff have not replied since: the record waits on
   * us again. A staff reply clears it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  visitorReplyAt: Date | null;

  /** When our next answer is due and when it turns at risk (`DueTimes`); null with none due. */
  @Column({ type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  atRiskAt: Date | null;

  /** The priority staff set; null keeps its kind's (`DuePolicy.priority`). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  priority: Priority | null;

  /** How staff's last answer ended its promise, set with the answer (`RecordBase.lastPromise`). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  lastPromise: SlaOutcome | null;
}

/** The work fields of a record as staff read it, for every kind's `to…Record`. */
export const workFields = (row: WorkColumns) => ({
  ownerId: row.ownerId,
  followUpAt: row.followUpAt?.toISOString() ?? null,
  firstReplyAt: row.firstReplyAt?.toISOString() ?? null,
  visitorReplyAt: row.visitorReplyAt?.toISOString() ?? null,
  dueAt: row.dueAt?.toISOString() ?? null,
  atRiskAt: row.atRiskAt?.toISOString() ?? null,
  priority: row.priority,
  lastPromise: row.lastPromise,
});

/** ` AND` the kind's records not closed, as SQL over `column`; '' for a kind that closes none. */
function openCondition(kind: RecordKind, column: (name: string) => string): string {
  const closed = RECORD_KINDS[kind].work?.closedStatuses ?? [];
  return closed.length
    ? ` AND ${column('status')} NOT IN (${closed.map((status) => `'${status}'`).join(', ')})`
    : '';
}

const columnOf = (alias?: string) => (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);

/**
 * What a worked record waits for: not closed, and no reply yet or a visitor's answer since our
 * last, as SQL over `alias`. The closed statuses are the kind's constants written into the
 * text, so the planner can match it to the partial index `addVisitorReplyColumn` makes with the
 * same text.
 */
export function waitingCondition(kind: RecordKind, alias?: string): string {
  const column = columnOf(alias);
  return `(${column('firstReplyAt')} IS NULL OR ${column('visitorReplyAt')} IS NOT NULL)${openCondition(kind, column)}`;
}

/** The kind's records not closed, as SQL over `alias` ('true' for a kind that closes none). */
export const notClosed = (kind: RecordKind, alias?: string) =>
  `true${openCondition(kind, columnOf(alias))}`;

/** What the waiting index first held, before visitors' answers counted: never answered. */
const unansweredCondition = (kind: RecordKind) =>
  `"firstReplyAt" IS NULL${openCondition(kind, columnOf())}`;

/** The index of the rows still waiting, newest first, over `condition`. */
const createWaitingIndex = (queryRunner: QueryRunner, table: string, condition: string) =>
  queryRunner.query(
    `CREATE INDEX "${table}_waiting" ON "${table}" ("createdAt" DESC, "id" DESC) WHERE ${condition}`,
  );

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
  await createWaitingIndex(queryRunner, table, unansweredCondition(kind));
}

/**
 * A visitor's mailed answer makes a record wait on us again: the column saying when it came,
 * and the waiting index over the condition that counts it (`waitingCondition`).
 */
export async function addVisitorReplyColumn(
  queryRunner: QueryRunner,
  table: string,
  kind: RecordKind,
): Promise<void> {
  await queryRunner.query(`ALTER TABLE "${table}" ADD "visitorReplyAt" timestamptz`);
  await queryRunner.query(`DROP INDEX "${table}_waiting"`);
  await createWaitingIndex(queryRunner, table, waitingCondition(kind));
}

export async function dropVisitorReplyColumn(
  queryRunner: QueryRunner,
  table: string,
  kind: RecordKind,
): Promise<void> {
  // Dropping the column drops the index over it.
  await queryRunner.query(`ALTER TABLE "${table}" DROP "visitorReplyAt"`);
  await createWaitingIndex(queryRunner, table, unansweredCondition(kind));
}

export async function dropWorkColumns(queryRunner: QueryRunner, table: string): Promise<void> {
  // Dropping the columns drops their indexes.
  await queryRunner.query(`
    ALTER TABLE "${table}" DROP "ownerId", DROP "followUpAt", DROP "firstReplyAt"`);
}

/**
 * The due times of a kind's table and the index its lists read them by: sorted soonest due
 * first (a row with none after every row with one, as ascending order puts nulls), and filtered
 * by what is due before or after an instant, with the at-risk time beside it.
 */
export async function addDueColumns(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(
    `ALTER TABLE "${table}" ADD "dueAt" timestamptz, ADD "atRiskAt" timestamptz`,
  );
  await queryRunner.query(
    `CREATE INDEX "${table}_due" ON "${table}" ("dueAt", "id") INCLUDE ("atRiskAt")`,
  );
}

export async function dropDueColumns(queryRunner: QueryRunner, table: string): Promise<void> {
  // Dropping the columns drops their index.
  await queryRunner.query(`ALTER TABLE "${table}" DROP "dueAt", DROP "atRiskAt"`);
}
