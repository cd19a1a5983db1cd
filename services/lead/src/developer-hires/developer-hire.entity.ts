import { DEVELOPER_HIRE_STATUSES, type DeveloperHireStatus } from '@bytecraft/contracts/statuses';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { WorkColumns } from '@bytecraft/service-runtime/records/work-columns';

@Entity('developer_hires')
export class DeveloperHire extends WorkColumns {
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

  @Column({ type: 'varchar', length: 20, default: DEVELOPER_HIRE_STATUSES[0] })
  status: DeveloperHireStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
