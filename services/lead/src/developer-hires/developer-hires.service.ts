import {
  type DeveloperHireRecord,
  DEVELOPER_HIRE_LABELS,
} from '@bytecraft/contracts/developer-hire';
import {
  confirmationAndAlert,
  labelled,
  MailTemplate,
  StaffMailbox,
} from '@bytecraft/contracts/mail';
import {
  HIRE_BUDGETS,
  HIRE_PROJECT_TYPES,
  HIRE_TIMELINES,
  labelOf,
} from '@bytecraft/contracts/options';
import { JobName, type JobOf } from '@bytecraft/contracts/queues';
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
        data: labelled(DEVELOPER_HIRE_LABELS, {
          ...data,
          projectType: labelOf(HIRE_PROJECT_TYPES, data.projectType),
          budget: labelOf(HIRE_BUDGETS, data.budget),
          timeline: labelOf(HIRE_TIMELINES, data.timeline),
        }),
      }),
      context,
    );
  }
}
