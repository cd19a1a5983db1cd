import { CONSULTATION_STATUSES, type ConsultationStatus } from '@bytecraft/contracts/statuses';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { WorkColumns } from '@bytecraft/service-runtime/records/work-columns';

@Entity('consultations')
export class Consultation extends WorkColumns {
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

  @Column({ type: 'varchar', length: 60 })
  service: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  budget: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  timeline: string | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 20, default: CONSULTATION_STATUSES[0] })
  status: ConsultationStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
