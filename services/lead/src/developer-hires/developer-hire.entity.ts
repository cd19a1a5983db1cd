import { developerHire, type DeveloperHireStatus } from '@bytecraft/contracts/kinds/developer-hire';
import { Column, Entity } from 'typeorm';
import { RecordColumns } from '@bytecraft/service-runtime/records/record-columns';

@Entity('developer_hires')
export class DeveloperHire extends RecordColumns {
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 30 })
  projectType: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  budget: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  timeline: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  developerId: string | null;

  @Column({ type: 'varchar', length: 20, default: developerHire.statuses[0] })
  status: DeveloperHireStatus;
}
