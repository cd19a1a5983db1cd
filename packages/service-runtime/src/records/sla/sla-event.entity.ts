import type { SlaClock, SlaOutcome } from '@bytecraft/contracts/records/sla';
import { Column, CreateDateColumn, Entity } from 'typeorm';
import { RecordEventColumns } from '../record-event-columns';

/**
 * One promise of an answer and how it ended: kept (answered before its due time) or breached.
 * A promise is its record's clock started at one instant, so it is recorded once however many
 * replicas see it; it holds ids and times only, never what the visitor sent, and so it is kept
 * through a person's erasure and the records' retention.
 */
@Entity('sla_events')
export class SlaEventRow extends RecordEventColumns {
  @Column({ type: 'varchar', length: 20 })
  clock: SlaClock;

  /** When the clock started: the submission, or the visitor's mailed answer. */
  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'timestamptz' })
  dueAt: Date;

  /** Who owned the record when the promise ended; null for nobody. */
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ type: 'varchar', length: 10 })
  outcome: SlaOutcome;

  /** When staff answered; null while a breached promise still waits. */
  @Column({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /** The reply that answered it, so a reply taken back takes its answer back too. */
  @Column({ type: 'uuid', nullable: true })
  replyId: string | null;

  /** Whether its owner is to be mailed of the breach. */
  @Column({ type: 'boolean', default: false })
  mail: boolean;

  /** When the breach was handed to the gateway to mail; null while it is still to hand over. */
  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  recordedAt: Date;
}
