import { type ScheduleCallRecord, scheduleCall } from '@bytecraft/contracts/kinds/schedule-call';
import { confirmationAndAlert, labelled } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { SCHEDULE_CALL_PURPOSES, labelOf, PREFERRED_TIMES } from '@bytecraft/contracts/options';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { recordSubmission } from '@bytecraft/service-runtime/records/record-submission';
import type { Records } from '@bytecraft/service-runtime/records/records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import { ScheduleCall } from './schedule-call.entity';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';

@Injectable()
export class ScheduleCallsService {
  constructor(
    @InjectRecords('schedule-call')
    private readonly records: Records<ScheduleCall, ScheduleCallRecord>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores a call request once (status scheduled) and asks for both mails. */
  @OnJob(JobName.ScheduleCallSubmitted)
  async record(
    submission: JobOf<JobName.ScheduleCallSubmitted>,
    context: JobContext,
  ): Promise<void> {
    const { id, data } = submission;
    await recordSubmission(
      this.records,
      this.mail,
      submission,
      confirmationAndAlert({
        kind: 'schedule-call',
        recordId: id,
        visitor: data,
        confirmation: MailTemplate.ScheduleCallConfirmation,
        alert: MailTemplate.ScheduleCallAlert,
        mailbox: StaffMailbox.Sales,
        data: labelled(scheduleCall.labels, {
          ...data,
          purpose: labelOf(SCHEDULE_CALL_PURPOSES, data.purpose),
          preferredTime: labelOf(PREFERRED_TIMES, data.preferredTime),
        }),
      }),
      context,
    );
  }
}
