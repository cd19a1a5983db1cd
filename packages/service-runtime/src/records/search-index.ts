import { RECORD_KINDS, type RecordKind } from '@bytecraft/contracts/records';
import type { QueryRunner } from 'typeorm';
import { migrationOverTables } from '../database/shared-migration';

/**
 * A trigram index over a kind's search fields, for its migration: a staff search is
 * `ILIKE '%text%'` on each field, which a B-tree cannot serve; with this, a search over 100,000
 * rows reads a few bitmap index scans instead of the whole table.
 */
export async function createSearchIndex(
  queryRunner: QueryRunner,
  table: string,
  kind: RecordKind,
): Promise<void> {
  await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  const columns = RECORD_KINDS[kind].searchFields.map((field) => `"${field}" gin_trgm_ops`);
  await queryRunner.query(
    `CREATE INDEX "${table}_search" ON "${table}" USING gin (${columns.join(', ')})`,
  );
}

/** The migration that gives each table a service names (table → its kind) its search index. */
export const AddSearchIndexes = migrationOverTables<Readonly<Record<string, RecordKind>>>(
  async (queryRunner, tables) => {
    for (const [table, kind] of Object.entries(tables)) {
      await createSearchIndex(queryRunner, table, kind);
    }
  },
  async (queryRunner, tables) => {
    for (const table of Object.keys(tables)) {
      await queryRunner.query(`DROP INDEX "${table}_search"`);
    }
  },
);
