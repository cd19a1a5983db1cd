import {
  jobApplication,
  type JobApplicationRecord,
} from '@bytecraft/contracts/kinds/job-application';
import type { ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { optionLabels } from '@bytecraft/contracts/options';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import type { WorkedRecords } from '@bytecraft/service-runtime/records/worked-records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { resumeLocation } from '../resumes/resume-location';
import { JobApplication } from './job-application.entity';

type Application = JobOf<JobName.JobApplicationSubmitted> | JobOf<JobName.ResumeSubmitted>;

@Injectable()
export class JobApplicationsService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    @InjectRecords('job-application')
    private readonly records: WorkedRecords<JobApplication, JobApplicationRecord>,
  ) {}

  /** Stores an application (or a general resume) once, status applied, and asks for both mails. */
  @OnJob(JobName.JobApplicationSubmitted, JobName.ResumeSubmitted)
  record({ id, receivedAt, data }: Application, context: JobContext): Promise<void> {
    const { resume, ...fields } = data;
    const stored = {
      ...fields,
      resumeKey: resume.key,
      resumeName: resume.originalName,
      resumeType: resume.contentType,
      resumeSize: resume.size,
    };
    return this.records.record({ id, receivedAt, data: stored }, context, {
      jobTitle: ('jobTitle' in fields ? fields.jobTitle : undefined) ?? 'General Application',
      ...optionLabels(jobApplication.options, data),
      resume: resume.originalName,
    });
  }

  /** Where an application's resume is, for the gateway to stream it to staff. */
  async resume(id: string): Promise<ResumeLocation | null> {
    if (!UUID_PATTERN.test(id)) return null;
    const row = await this.applications.findOneBy({ id });
    return row
      ? resumeLocation(row.name, { key: row.resumeKey, contentType: row.resumeType })
      : null;
  }
}
