import { consultation, type ConsultationStatus } from '@bytecraft/contracts/kinds/consultation';
import { Column, Entity } from 'typeorm';
import { RecordColumns } from '@bytecraft/service-runtime/records/record-columns';

@Entity('consultations')
export class Consultation extends RecordColumns {
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

  @Column({ type: 'varchar', length: 20, default: consultation.statuses[0] })
  status: ConsultationStatus;
}
