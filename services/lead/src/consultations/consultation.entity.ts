import { consultation, type ConsultationStatus } from '@bytecraft/contracts/kinds/consultation';
import { Column, Entity } from 'typeorm';
import { EnquiryColumns } from '../enquiry-columns';

@Entity('consultations')
export class Consultation extends EnquiryColumns {
  @Column({ type: 'varchar', length: 60 })
  service: string;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 20, default: consultation.statuses[0] })
  status: ConsultationStatus;
}
