import { CONTACT_STATUSES, type ContactStatus } from '@bytecraft/contracts/statuses';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { WorkColumns } from '@bytecraft/service-runtime/records/work-columns';

@Entity('contacts')
export class Contact extends WorkColumns {
  /** The submission id the gateway gave it, so a re-delivered job finds the same row. */
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 50 })
  service: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  budget: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  timeline: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20, default: CONTACT_STATUSES[0] })
  status: ContactStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
