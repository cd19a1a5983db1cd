import type { ErasureScope } from '@bytecraft/contracts/people';
import { RECORD_KINDS, type RecordKind } from '@bytecraft/contracts/records';
import type { ObjectLiteral } from 'typeorm';
import { migrationOverTables } from '../database/shared-migration';

/** A condition over the rows of a kind's table (aliased `r`), with its named parameters. */
export interface RowCondition {
  where: string;
  parameters: ObjectLiteral;
}

/** The cutoffs of a retention run (an erasure's scope without an address). */
export type RetentionScope = Exclude<ErasureScope, { email: string }>;

/** How a kind's rows of one person, and its rows past retention, are found. */
export interface PersonOptions {
  /**
   * The table keeps its addresses lower-cased, so the address column's own index finds them;
   * otherwise the kind's migration adds its index (`AddPersonIndexes`).
   */
  storedLowerCased?: boolean;
  /**
   * Columns holding a resume's key in the bucket: the erasure reports them, and the gateway,
   * which alone holds the bucket's credentials, deletes the objects.
   */
  resumeKeys?: string[];
  /** The rows past retention; by default, those whose last contact is before the kind's cutoff. */
  pastRetention?: (kind: RecordKind, scope: RetentionScope) => RowCondition;
}

/**
 * The rows of one address, whatever case it was typed in: `email` is the lower-cased address
 * (`personQuerySchema`, `erasureJobSchema`). The expression is the one `AddPersonIndexes`
 * indexes, so the planner reads the index instead of the table.
 */
export const ofAddress = (email: string, { storedLowerCased }: PersonOptions): RowCondition => ({
  where: storedLowerCased ? 'r.email = :email' : 'lower(r.email) = :email',
  parameters: { email },
});

/**
 * A record's last contact is the latest of its submission and every status change, note and
 * reply: a record submitted long ago that staff still work is kept. Its activity is read only
 * where the kind has one (a workflow, or work), by its (recordId, at) index.
 */
export function lastContactBefore(kind: RecordKind, scope: RetentionScope): RowCondition {
  const { staffSetsStatus, work } = RECORD_KINDS[kind];
  const where = [
    'r."createdAt" < :before',
    ...(staffSetsStatus || work
      ? [
          `NOT EXISTS (SELECT 1 FROM activity_entries a WHERE a."recordId" = r.id AND a."at" >= :before)`,
        ]
      : []),
  ];
  return { where: where.join(' AND '), parameters: { before: scope.before[kind] } };
}

/** The migration that gives each table a service names the index a person's lookup and erasure read. */
export const AddPersonIndexes = migrationOverTables<readonly string[]>(
  async (queryRunner, tables) => {
    for (const table of tables) {
      await queryRunner.query(`CREATE INDEX "${table}_person" ON "${table}" (lower("email"))`);
    }
  },
  async (queryRunner, tables) => {
    for (const table of tables) await queryRunner.query(`DROP INDEX "${table}_person"`);
  },
);
