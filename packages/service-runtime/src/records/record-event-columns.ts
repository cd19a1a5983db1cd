import { Column, PrimaryColumn } from 'typeorm';

/**
 * The columns of a table of what happened to records (their activity, the promises made on
 * them): the row's own id, and the record it is about by its kind and id. A table's entity
 * extends this.
 */
export abstract class RecordEventColumns {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column('uuid')
  recordId: string;
}

/** The same columns in a CREATE TABLE, as the tables' migrations first made them. */
export const RECORD_EVENT_DDL = `"id" uuid PRIMARY KEY,
      "kind" varchar(40) NOT NULL,
      "recordId" uuid NOT NULL,`;
