import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import type { AuditAction, AuditEntry } from '@bytecraft/contracts/staff-team';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One line of the audit log: who did what to what, when, from which client. */
@Entity('audit_log')
@Index('audit_log_at', ['at'])
@Index('audit_log_actor_at', ['actorId', 'at'])
@Index('audit_log_action_at', ['action', 'at'])
@Check('audit_log_actor_known_or_unknown', `NOT "actor_unknown" OR "actor_id" IS NULL`)
export class AuditLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Set by PostgreSQL, so every replica's rows share one clock. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  /** The staff member's account; null when no account acted (or `actorUnknown`). */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** A row from before staff were named by id, whose address matched no account. */
  @Column({ name: 'actor_unknown', type: 'boolean', default: false })
  actorUnknown: boolean;

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
  actorId: row.actorId ?? (row.actorUnknown ? UNKNOWN_STAFF_ID : null),
  action: row.action,
  target: row.target,
  client: row.client,
});
