import type { AuditAction, AuditEntry } from '@bytecraft/contracts/staff-team';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One line of the audit log: who did what to what, when, from which client. */
@Entity('audit_log')
@Index('audit_log_at', ['at'])
@Index('audit_log_actor_at', ['actor', 'at'])
@Index('audit_log_action_at', ['action', 'at'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Set by PostgreSQL, so every replica's rows share one clock. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'varchar', length: 254, nullable: true })
  actor: string | null;

  @Column({ type: 'varchar', length: 64 })
  action: AuditAction;

  @Column({ type: 'text', nullable: true })
  target: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  client: string | null;
}

/** The API's shape of a row. */
export const toAuditEntry = (row: AuditLogEntry): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  target: row.target,
  client: row.client,
});
