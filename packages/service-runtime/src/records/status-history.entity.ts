import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { QueryRunner } from 'typeorm';

/**
 * One step of a record's workflow: who moved it from which status to which, and when. Every
 * service that owns records with a workflow keeps this table in its own database.
 */
@Entity('status_history')
@Index(['recordId', 'changedAt'])
export class StatusHistory {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column('uuid')
  recordId: string;

  @Column({ type: 'varchar', length: 20 })
  from: string;

  @Column({ type: 'varchar', length: 20 })
  to: string;

  @Column({ type: 'varchar', length: 254 })
  changedBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt: Date;
}

/** The table's DDL, for the owning service's migration. */
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
