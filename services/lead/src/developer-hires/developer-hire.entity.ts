import { developerHire, type DeveloperHireStatus } from '@bytecraft/contracts/kinds/developer-hire';
import { Column, Entity } from 'typeorm';
import { EnquiryColumns } from '../enquiry-columns';

@Entity('developer_hires')
export class DeveloperHire extends EnquiryColumns {
  @Column({ type: 'varchar', length: 30 })
  projectType: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  developerId: string | null;

  @Column({ type: 'varchar', length: 20, default: developerHire.statuses[0] })
  status: DeveloperHireStatus;
}
