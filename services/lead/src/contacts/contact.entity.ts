import { contact, type ContactStatus } from '@bytecraft/contracts/kinds/contact';
import { Column, Entity } from 'typeorm';
import { RecordColumns } from '@bytecraft/service-runtime/records/record-columns';

@Entity('contacts')
export class Contact extends RecordColumns {
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

  @Column({ type: 'varchar', length: 20, default: contact.statuses[0] })
  status: ContactStatus;
}
