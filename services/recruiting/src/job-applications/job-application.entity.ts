import {
  jobApplication,
  type JobApplicationStatus,
} from '@bytecraft/contracts/kinds/job-application';
import { Column, Entity } from 'typeorm';
import { RecordColumns } from '@bytecraft/service-runtime/records/record-columns';

/** An application for an opening, or a general resume (no job: 'General Application'). */
@Entity('job_applications')
export class JobApplication extends RecordColumns {
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  experience: string | null;

  @Column({ type: 'text', nullable: true })
  skills: string | null;

  @Column({ type: 'text', nullable: true })
  coverLetter: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  jobId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  jobTitle: string | null;

  /** Key of the resume in the private bucket; the file itself never passes through here. */
  @Column({ type: 'varchar', length: 200 })
  resumeKey: string;

  @Column({ type: 'varchar', length: 200 })
  resumeName: string;

  @Column({ type: 'varchar', length: 100 })
  resumeType: string;

  @Column({ type: 'integer' })
  resumeSize: number;

  @Column({ type: 'varchar', length: 20, default: jobApplication.statuses[0] })
  status: JobApplicationStatus;
}
