import type { WorkedKind } from '@bytecraft/contracts/records';
import {
  SLA_OWNER_NONE,
  type SlaClock,
  type SlaEvent,
  type SlaEventsRequest,
  type SlaOutcome,
} from '@bytecraft/contracts/records/sla';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { sharedMigration } from '../../database/shared-migration';
import { RECORD_EVENT_DDL } from '../record-event-columns';
import type { WorkColumns } from '../work-columns';
import { SlaEventRow } from './sla-event.entity';

/** When a promise ended: answered in time, or due and not answered. */
const ENDED = `CASE WHEN "outcome" = 'kept' THEN "answeredAt" ELSE "dueAt" END`;

/** A promise is its record's clock started at one instant: recorded once, by whichever sees it. */
const PROMISE = `("kind", "recordId", "clock", "startedAt")`;

/** The table of promises kept and missed, and its indexes. */
export async function addSlaEvents(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "sla_events" (
      ${RECORD_EVENT_DDL}
      "clock" varchar(20) NOT NULL,
      "startedAt" timestamptz NOT NULL,
      "dueAt" timestamptz NOT NULL,
      "ownerId" uuid,
      "outcome" varchar(10) NOT NULL,
      "answeredAt" timestamptz,
      "replyId" uuid,
      "mail" boolean NOT NULL DEFAULT false,
      "notifiedAt" timestamptz,
      "recordedAt" timestamptz NOT NULL DEFAULT now()
    )`);
  await queryRunner.query(`CREATE UNIQUE INDEX "sla_events_promise" ON "sla_events" ${PROMISE}`);
  // The report reads the promises that ended in a span.
  await queryRunner.query(`CREATE INDEX "sla_events_ended" ON "sla_events" ((${ENDED}))`);
  // The breaches still to hand over, found without reading the table.
  await queryRunner.query(`
    CREATE INDEX "sla_events_to_notify" ON "sla_events" ("recordedAt")
     WHERE "mail" AND "notifiedAt" IS NULL AND "answeredAt" IS NULL`);
}

async function dropSlaEvents(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`DROP TABLE "sla_events"`);
}

/**
 * The migration that keeps the promises' outcomes in a service that works records; each owning
 * service names its own (`class AddSlaEvents1795001000000 extends AddSlaEvents {}`).
 */
export const AddSlaEvents = sharedMigration(addSlaEvents, dropSlaEvents);

/** Which promise a waiting record's due time is for, as its work columns say. */
function promiseOf(row: WorkColumns & { createdAt: Date }): { clock: SlaClock; startedAt: Date } {
  return row.firstReplyAt === null
    ? { clock: 'first-response', startedAt: row.createdAt }
    : { clock: 'next-response', startedAt: row.visitorReplyAt! };
}

/**
 * Records how staff's answer at `at` ended the promise the record waited on, in the answer's
 * transaction, and answers it: kept before its due time, breached after. A breach already
 * recorded is marked answered, its outcome unchanged. A record that waited on nothing has no
 * promise to end (null).
 */
export async function recordAnswer(
  manager: EntityManager,
  kind: string,
  row: WorkColumns & { id: string; createdAt: Date },
  at: Date,
  replyId: string,
): Promise<SlaOutcome | null> {
  if (row.dueAt === null) return null;
  const outcome: SlaOutcome = at < row.dueAt ? 'kept' : 'breached';
  const { clock, startedAt } = promiseOf(row);
  await manager.query(
    `INSERT INTO "sla_events"
       ("id", "kind", "recordId", "clock", "startedAt", "dueAt", "ownerId", "outcome", "answeredAt", "replyId")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT ${PROMISE} DO UPDATE
       SET "answeredAt" = excluded."answeredAt", "replyId" = excluded."replyId"
       WHERE "sla_events"."answeredAt" IS NULL`,
    [randomUUID(), kind, row.id, clock, startedAt, row.dueAt, row.ownerId, outcome, at, replyId],
  );
  return outcome;
}

/**
 * Takes back what a reply's answer recorded, in the transaction that takes the reply back (its
 * mail could not be asked for): a kept promise was never kept, a breach is unanswered again.
 */
export async function takeBackAnswer(manager: EntityManager, replyId: string): Promise<void> {
  await manager.delete(SlaEventRow, { replyId, outcome: 'kept' });
  await manager.update(SlaEventRow, { replyId }, { answeredAt: null, replyId: null });
}

/**
 * How late a breach may be found and still be mailed: one found later (after an upgrade, or a
 * service down that long) is recorded for the report but is old news to its owner.
 */
const MAIL_GRACE_MS = 24 * 3_600_000;

/**
 * Records a breach of every record of `table` (of `kind`) whose due time is past at `now`, each
 * promise once however many replicas run this at once (the promise's unique index), to be
 * mailed unless found past the grace. Answers how many it recorded.
 */
export async function recordBreaches(
  db: DataSource,
  kind: string,
  table: string,
  now: Date,
): Promise<number> {
  const recorded = await db.query<unknown[]>(
    `INSERT INTO "sla_events"
       ("id", "kind", "recordId", "clock", "startedAt", "dueAt", "ownerId", "outcome", "mail")
     SELECT gen_random_uuid(), $1, r."id",
            CASE WHEN r."firstReplyAt" IS NULL THEN 'first-response' ELSE 'next-response' END,
            CASE WHEN r."firstReplyAt" IS NULL THEN r."createdAt" ELSE r."visitorReplyAt" END,
            r."dueAt", r."ownerId", 'breached', r."dueAt" > $3
       FROM "${table}" r
      WHERE r."dueAt" <= $2
     ON CONFLICT ${PROMISE} DO NOTHING
     RETURNING "id"`,
    [kind, now, new Date(now.getTime() - MAIL_GRACE_MS)],
  );
  return recorded.length;
}

/** The promises that ended in the request's span (from inclusive, to exclusive), soonest first. */
export async function slaEventsEnded(
  db: DataSource,
  { from, to, kind, owner }: SlaEventsRequest,
): Promise<SlaEvent[]> {
  const rows = await db.query<SlaEventRow[]>(
    `SELECT "kind", "recordId", "clock", "startedAt", "dueAt", "ownerId", "outcome", "answeredAt"
       FROM "sla_events"
      WHERE (${ENDED}) >= $1 AND (${ENDED}) < $2
        AND ($3::varchar IS NULL OR "kind" = $3)
        AND ($4::varchar IS NULL
             OR ($4 = '${SLA_OWNER_NONE}' AND "ownerId" IS NULL)
             OR ($4 <> '${SLA_OWNER_NONE}' AND "ownerId"::text = $4))
      ORDER BY (${ENDED}), "recordId"`,
    [from, to, kind ?? null, owner ?? null],
  );
  return rows.map((row) => ({
    kind: row.kind as WorkedKind,
    recordId: row.recordId,
    clock: row.clock,
    startedAt: new Date(row.startedAt).toISOString(),
    dueAt: new Date(row.dueAt).toISOString(),
    ownerId: row.ownerId,
    outcome: row.outcome,
    answeredAt: row.answeredAt && new Date(row.answeredAt).toISOString(),
  }));
}
