import type { KindDefinition } from '@bytecraft/contracts/kinds/define-kind';
import type { RecordBase } from '@bytecraft/contracts/records/base';
import { Column, CreateDateColumn, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { WorkColumns, workFields } from './work-columns';

/**
 * The columns every submitted record's table holds: the submission it came from, who sent it,
 * when it came and last changed, and the work columns. A kind's entity extends this and adds
 * its own fields (its phone too: whether one is required is the kind's).
 */
export abstract class RecordColumns extends WorkColumns {
  /** The submission id the gateway gave it, so a re-delivered job finds the same row. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** The fields every record has as staff read it, for every kind's `to…Record`. */
export const recordFields = (row: RecordColumns & { phone: string | null }): RecordBase => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The fields of a kind's record copied from its row as stored: every field of its form, and its
 * status when it has a workflow.
 */
export type StoredFields<K extends KindDefinition> =
  keyof K['schema']['shape'] | (K['statuses'] extends readonly [] ? never : 'status');

/**
 * A kind's mapper from row to record as staff read it: the fields every record has, and the
 * kind's stored fields (read from its definition, so a field added to its form is copied without
 * naming it here), with what the mapper computes. A row whose entity lacks a stored field does
 * not compile.
 */
export function recordOf<K extends KindDefinition>(kind: K) {
  const stored = [
    ...Object.keys(kind.schema.shape),
    ...(kind.statuses.length ? ['status'] : []),
  ] as StoredFields<K>[];
  return <
    E extends RecordColumns & { phone: string | null } & Record<StoredFields<K>, unknown>,
    C extends object = object,
  >(
    row: E,
    computed?: C,
  ): RecordBase & Pick<E, StoredFields<K>> & C => {
    // Fields assigned one by one onto one object keep it in V8's fast shape; spreading a
    // built-up object into another made each list page's mapping several times dearer.
    const record = recordFields(row) as unknown as Record<string, unknown>;
    for (const field of stored) record[field as string] = row[field];
    return Object.assign(record, computed) as RecordBase & Pick<E, StoredFields<K>> & C;
  };
}
