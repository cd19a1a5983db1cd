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

/** A record as staff read it: the fields every record has, and these of its own as stored. */
export const recordWith = <E extends RecordColumns & { phone: string | null }, K extends keyof E>(
  row: E,
  own: readonly K[],
): RecordBase & Pick<E, K> => ({
  ...recordFields(row),
  ...(Object.fromEntries(own.map((field) => [field, row[field]])) as Pick<E, K>),
});
