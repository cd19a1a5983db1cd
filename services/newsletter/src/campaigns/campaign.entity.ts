import type { CampaignState } from '@bytecraft/contracts/campaigns';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('newsletter_campaigns')
export class Campaign {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  preheader: string | null;

  /** Markdown, rendered when each batch is mailed (`renderCampaign`). */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 12, default: 'draft' })
  state: CampaignState;

  @Column({ type: 'timestamptz', nullable: true })
  scheduledAt: Date | null;

  /** When its audience was frozen. */
  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  /** When its last recipient was handed on, or it was cancelled. */
  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** The staff account that wrote it. */
  @Column({ type: 'uuid' })
  createdBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
