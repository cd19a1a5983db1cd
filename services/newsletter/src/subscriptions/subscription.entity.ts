import {
  newsletterSubscription,
  type NewsletterSubscriptionStatus,
} from '@bytecraft/contracts/kinds/newsletter-subscription';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('newsletter_subscriptions')
export class Subscription {
  @PrimaryColumn('uuid')
  id: string;

  /** Lower-cased, so one address is one subscription whatever its case. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 20, default: newsletterSubscription.statuses[0] })
  status: NewsletterSubscriptionStatus;

  @Column({ type: 'varchar', length: 50 })
  source: string;

  /** Secret of the unsubscribe link; random, so links cannot be guessed. */
  @Column({ type: 'varchar', length: 64, unique: true })
  token: string;

  @Column({ type: 'timestamptz' })
  subscribedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /**
   * SHA-256 of the confirmation link's token (double opt-in): the link carries the token, so
   * the table alone cannot confirm anyone. Kept after confirming, so the link followed again
   * is answered as already confirmed.
   */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  confirmTokenHash: string | null;

  /** Proof of consent (`NewsletterConsent`); null on subscriptions stored before it was kept. */
  @Column({ type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  consentClientKey: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  consentPage: string | null;

  @Column({ type: 'text', nullable: true })
  consentText: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** When a campaign's mail to it bounced for good (status 'bounced'). */
  @Column({ type: 'timestamptz', nullable: true })
  bouncedAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
