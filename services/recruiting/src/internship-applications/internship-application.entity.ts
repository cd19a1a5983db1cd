import {
  internshipApplication,
  type InternshipApplicationStatus,
} from '@bytecraft/contracts/kinds/internship-application';
import { Column, Entity } from 'typeorm';
import { RecordColumns } from '@bytecraft/service-runtime/records/record-columns';

@Entity('internship_applications')
export class InternshipApplication extends RecordColumns {
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

  @Column({ type: 'varchar', length: 20, default: internshipApplication.statuses[0] })
  status: InternshipApplicationStatus;
}
