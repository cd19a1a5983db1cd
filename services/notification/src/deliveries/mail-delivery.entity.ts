import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One mail that went out; its id is the job's delivery id, so a re-run does not send twice. */
@Entity('mail_deliveries')
export class MailDelivery {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  template: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 250, nullable: true })
  messageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}
