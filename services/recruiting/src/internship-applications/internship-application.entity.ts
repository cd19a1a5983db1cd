import { INTERNSHIP_STATUSES, type InternshipStatus } from '@bytecraft/contracts/statuses';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { WorkColumns } from '@bytecraft/service-runtime/records/work-columns';

@Entity('internship_applications')
export class InternshipApplication extends WorkColumns {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200 })
  university: string;

  @Column({ type: 'varchar', length: 200 })
  course: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  year: string | null;

  @Column({ type: 'text', nullable: true })
  skills: string | null;

  @Column({ type: 'text', nullable: true })
  experience: string | null;

  @Column({ type: 'text' })
  motivation: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  availability: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  portfolioUrl: string | null;

  /** Key of the resume in the private bucket, when one was sent. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  resumeKey: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  resumeName: string | null;

  /** The media type the gateway found in the file's first bytes. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  resumeType: string | null;

  @Column({ type: 'varchar', length: 20, default: INTERNSHIP_STATUSES[0] })
  status: InternshipStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
