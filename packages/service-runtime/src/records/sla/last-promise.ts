import { SLA_OUTCOMES } from '@bytecraft/contracts/records/sla';
import type { QueryRunner } from 'typeorm';
import { migrationOverTables } from '../../database/shared-migration';

/**
 * Gives each of `tables` the outcome of its last answered promise (`WorkColumns.lastPromise`),
 * kept on the row so a list reads it with the row; the rows answered already take theirs from
 * their latest answered SLA event, unless the visitor's mailed answer has started a clock since.
 */
export async function addLastPromise(queryRunner: QueryRunner, tables: readonly string[]) {
  for (const table of tables) {
    await queryRunner.query(
      `ALTER TABLE "${table}" ADD "lastPromise" varchar(10)
         CHECK ("lastPromise" IN (${SLA_OUTCOMES.map((o) => `'${o}'`).join(', ')}))`,
    );
    await queryRunner.query(
      `UPDATE "${table}" r SET "lastPromise" = answered."outcome"
         FROM (SELECT DISTINCT ON ("recordId") "recordId", "outcome"
                 FROM "sla_events"
                WHERE "answeredAt" IS NOT NULL
                ORDER BY "recordId", "answeredAt" DESC) answered
        WHERE r."id" = answered."recordId" AND r."visitorReplyAt" IS NULL`,
    );
  }
}

/**
 * The migration of `addLastPromise` over a service's worked tables, after its SLA events; each
 * owning service names its own and its tables.
 */
export const AddLastPromise = migrationOverTables<readonly string[]>(
  addLastPromise,
  async (queryRunner, tables) => {
    for (const table of tables) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP "lastPromise"`);
    }
  },
);
