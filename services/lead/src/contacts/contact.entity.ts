import { contact, type ContactStatus } from '@bytecraft/contracts/kinds/contact';
import { Column, Entity } from 'typeorm';
import { EnquiryColumns } from '../enquiry-columns';

@Entity('contacts')
export class Contact extends EnquiryColumns {
  @Column({ type: 'varchar', length: 50 })
  service: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20, default: contact.statuses[0] })
  status: ContactStatus;
}
