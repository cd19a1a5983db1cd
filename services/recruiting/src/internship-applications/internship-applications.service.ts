import {
  internshipApplication,
  type InternshipApplicationRecord,
} from '@bytecraft/contracts/kinds/internship-application';
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
import { InternshipApplication } from './internship-application.entity';

@Injectable()
export class InternshipApplicationsService {
  constructor(
    @InjectRepository(InternshipApplication)
    private readonly applications: Repository<InternshipApplication>,
    @InjectRecords('internship-application')
    private readonly records: WorkedRecords<InternshipApplication, InternshipApplicationRecord>,
  ) {}

  /** Stores an internship application once (its resume by its key) and asks for both mails. */
  @OnJob(JobName.InternshipApplicationSubmitted)
  record(
    { id, receivedAt, data }: JobOf<JobName.InternshipApplicationSubmitted>,
    context: JobContext,
  ): Promise<void> {
    const { resume, ...fields } = data;
    const stored = {
      ...fields,
      resumeKey: resume?.key,
      resumeName: resume?.originalName,
      resumeType: resume?.contentType,
    };
    return this.records.record({ id, receivedAt, data: stored }, context, {
      ...optionLabels(internshipApplication.options, data),
      resume: resume?.originalName,
    });
  }

  /** Where an application's resume is; null when there is no such application or no resume. */
  async resume(id: string): Promise<ResumeLocation | null> {
    if (!UUID_PATTERN.test(id)) return null;
    const row = await this.applications.findOneBy({ id });
    if (!row?.resumeKey) return null;
    return resumeLocation(row.name, {
      key: row.resumeKey,
      contentType: row.resumeType ?? 'application/octet-stream',
    });
  }
}
