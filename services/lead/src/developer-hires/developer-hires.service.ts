import { type DeveloperHireRecord, developerHire } from '@bytecraft/contracts/kinds/developer-hire';
import { confirmationAndAlert, labelled } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import {
  DEVELOPER_HIRE_BUDGETS,
  DEVELOPER_HIRE_PROJECT_TYPES,
  DEVELOPER_HIRE_TIMELINES,
  labelOf,
} from '@bytecraft/contracts/options';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { recordSubmission } from '@bytecraft/service-runtime/records/record-submission';
import type { Records } from '@bytecraft/service-runtime/records/records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import { DeveloperHire } from './developer-hire.entity';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';

@Injectable()
export class DeveloperHiresService {
  constructor(
    @InjectRecords('developer-hire')
    private readonly records: Records<DeveloperHire, DeveloperHireRecord>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores a hire request once (status new) and asks for both mails. */
  @OnJob(JobName.DeveloperHireRequested)
  async record(
    submission: JobOf<JobName.DeveloperHireRequested>,
    context: JobContext,
  ): Promise<void> {
    const { id, data } = submission;
    await recordSubmission(
      this.records,
      this.mail,
      submission,
      confirmationAndAlert({
        kind: 'developer-hire',
        recordId: id,
        visitor: data,
        confirmation: MailTemplate.DeveloperHireConfirmation,
        alert: MailTemplate.DeveloperHireAlert,
        mailbox: StaffMailbox.Sales,
        data: labelled(developerHire.labels, {
          ...data,
          projectType: labelOf(DEVELOPER_HIRE_PROJECT_TYPES, data.projectType),
          budget: labelOf(DEVELOPER_HIRE_BUDGETS, data.budget),
          timeline: labelOf(DEVELOPER_HIRE_TIMELINES, data.timeline),
        }),
      }),
      context,
    );
  }
}
