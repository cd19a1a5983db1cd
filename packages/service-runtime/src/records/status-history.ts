import type { QueryRunner } from 'typeorm';
import { sharedMigration } from '../database/shared-migration';
import { typeCheck, WORK_TYPES } from './activity-entry.entity';

// A record's status changes were first kept in a table of their own, `status_history`; they now
// live in `activity_entries` with the rest of what staff did. These are the steps of the
// services' migrations there and back.

/** The table's DDL, for the services' first staff migrations. */
export async function createStatusHistoryTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "status_history" (
      "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      "kind" varchar(40) NOT NULL,
      "recordId" uuid NOT NULL,
      "from" varchar(20) NOT NULL,
      "to" varchar(20) NOT NULL,
      "changedBy" varchar(254) NOT NULL,
      "changedAt" timestamptz NOT NULL DEFAULT now()
    )`);
  await queryRunner.query(
    `CREATE INDEX "status_history_record" ON "status_history" ("recordId", "changedAt")`,
  );
}

/**
 * Moves every status change into `activity_entries` as a `status` entry (its time and who made
 * it kept, its data `{ from, to }`), and drops `status_history`.
 */
export async function moveStatusHistory(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(
    `ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_type_check"`,
  );
  await queryRunner.query(`
    ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_type_check"
      ${typeCheck(['status', ...WORK_TYPES])}`);
  await queryRunner.query(`
    INSERT INTO "activity_entries" ("id", "kind", "recordId", "type", "actor", "at", "data")
    SELECT gen_random_uuid(), "kind", "recordId", 'status', "changedBy", "changedAt",
           jsonb_build_object('from', "from", 'to', "to")
      FROM "status_history"`);
  await queryRunner.query(`DROP TABLE "status_history"`);
}

/** The way back: `status_history` again, holding the status entries, which leave the activity. */
export async function restoreStatusHistory(queryRunner: QueryRunner): Promise<void> {
  await createStatusHistoryTable(queryRunner);
  await queryRunner.query(`
    INSERT INTO "status_history" ("kind", "recordId", "from", "to", "changedBy", "changedAt")
    SELECT "kind", "recordId", "data"->>'from', "data"->>'to', "actor", "at"
      FROM "activity_entries"
     WHERE "type" = 'status'
     ORDER BY "at", "id"`);
  await queryRunner.query(`DELETE FROM "activity_entries" WHERE "type" = 'status'`);
  await queryRunner.query(
    `ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_type_check"`,
  );
  await queryRunner.query(`
    ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_type_check"
      ${typeCheck(WORK_TYPES)}`);
}

/**
 * The migration that moves a service's status changes into its activity; each owning service
 * names its own (`class MoveStatusHistory1795000600000 extends MoveStatusHistory {}`).
 */
export const MoveStatusHistory = sharedMigration(moveStatusHistory, restoreStatusHistory);
