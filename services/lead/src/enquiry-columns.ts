import { RecordColumns } from '@bytecraft/service-runtime/records/record-columns';
import { Column } from 'typeorm';

/**
 * What a project enquiry holds beside every record's columns: contact messages, consultation
 * requests and developer-hire requests alike name a phone and a company, a budget and a
 * timeline, all optional.
 */
export abstract class EnquiryColumns extends RecordColumns {
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  budget: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  timeline: string | null;
}
