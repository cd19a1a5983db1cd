import type { DeliveryBounce } from '@bytecraft/contracts/records/work';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * 'skipped': a confirmation its address's daily cap held back (ConfirmationCap); 'failed': its
 * job ran out of attempts before the mail went out (a later run may still send it), or it went
 * out and bounced (`bounce`).
 */
export type DeliveryStatus = 'sending' | 'sent' | 'skipped' | 'failed';

/**
 * One mail, under its job's delivery id. A run claims the row ('sending', with a lease) before
 * it sends and marks it 'sent' once the SMTP server has accepted the mail, so two runs of one
 * delivery id send it once; a claim whose holder died is taken over after its lease.
 */
@Entity('mail_deliveries')
export class MailDelivery {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  template: string;

  /** The address mailed; once its person is erased, `personHash` of it (64 hex characters). */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 10 })
  status: DeliveryStatus;

  /** Which run holds the claim; only that run renews or releases it. */
  @Column({ type: 'uuid', nullable: true })
  claimToken: string | null;

  /** Until when the claim holds; a 'sending' row past it may be claimed again. */
  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** How many runs claimed it: above 1, an earlier run failed, released or died mid-send. */
  @Column({ type: 'int' })
  claims: number;

  @Column({ type: 'varchar', length: 250, nullable: true })
  messageId: string | null;

  /** When it was logged (its first claim): the mail log's retention counts from it. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** When the SMTP server accepted it. */
  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** A delivery status notification came back for it: hard or soft, and its status code. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  bounce: DeliveryBounce['type'] | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  bounceStatus: string | null;
}
