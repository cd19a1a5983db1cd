import type { Erasure, ErasurePart, ErasurePartProgress } from '@bytecraft/contracts/people';
import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One erasure: a person's (by the keyed hash of the address, never the address) or a retention
 * run's, who asked and when, and each part's progress and counts as its report arrived.
 */
@Entity('erasures')
@Index('erasures_requested_at', ['requestedAt'])
@Check('erasures_requested_by_staff', `"reason" = 'request' OR "requested_by_id" IS NULL`)
export class ErasureRow {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  reason: Erasure['reason'];

  /**
   * The admin's account; null for a retention run, and for a request from before admins were
   * named by id whose address matched no account.
   */
  @Column({ name: 'requested_by_id', type: 'uuid', nullable: true })
  requestedById: string | null;

  /** Set by PostgreSQL, so every replica's rows share one clock. */
  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ name: 'email_hash', type: 'varchar', length: 64, nullable: true })
  emailHash: string | null;

  @Column({ type: 'jsonb' })
  parts: Record<ErasurePart, ErasurePartProgress>;

  /** When the last part reported: the erasure is done. */
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

/** The API's shape of a row. */
export const toErasure = (row: ErasureRow): Erasure => ({
  id: row.id,
  reason: row.reason,
  requestedById: row.requestedById ?? (row.reason === 'request' ? UNKNOWN_STAFF_ID : null),
  requestedAt: row.requestedAt.toISOString(),
  emailHash: row.emailHash,
  status: row.finishedAt ? 'done' : 'in-progress',
  parts: row.parts,
});
