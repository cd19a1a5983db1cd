import {
  type InternshipApplicationRecord,
  internshipApplication,
} from '@bytecraft/contracts/kinds/internship-application';
import type { ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { confirmationAndAlert, labelled } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { AVAILABILITIES, labelOf } from '@bytecraft/contracts/options';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { recordSubmission } from '@bytecraft/service-runtime/records/record-submission';
import type { Records } from '@bytecraft/service-runtime/records/records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { resumeLocation } from '../resumes/resume-location';
import { InternshipApplication } from './internship-application.entity';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';

@Injectable()
export class InternshipApplicationsService {
  constructor(
    @InjectRepository(InternshipApplication)
    private readonly applications: Repository<InternshipApplication>,
    @InjectRecords('internship-application')
    private readonly records: Records<InternshipApplication, InternshipApplicationRecord>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores an internship application once and asks for both mails. */
  @OnJob(JobName.InternshipApplicationSubmitted)
  async record(
    { id, receivedAt, data }: JobOf<JobName.InternshipApplicationSubmitted>,
    context: JobContext,
  ): Promise<void> {
    const { resume, ...fields } = data;
    const submission = {
      id,
      receivedAt,
      data: {
        ...fields,
        resumeKey: resume?.key,
        resumeName: resume?.originalName,
        resumeType: resume?.contentType,
      },
    };
    await recordSubmission(
      this.records,
      this.mail,
      submission,
      confirmationAndAlert({
        kind: 'internship-application',
        recordId: id,
        visitor: data,
        confirmation: MailTemplate.InternshipApplicationConfirmation,
        alert: MailTemplate.InternshipApplicationAlert,
        mailbox: StaffMailbox.Internships,
        data: labelled(internshipApplication.labels, {
          ...fields,
          availability: labelOf(AVAILABILITIES, data.availability),
          resume: resume?.originalName,
        }),
      }),
      context,
    );
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
