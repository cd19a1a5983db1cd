import { type ConsultationRecord, consultation } from '@bytecraft/contracts/kinds/consultation';
import { confirmationAndAlert, labelled } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import {
  CONSULTATION_BUDGETS,
  CONSULTATION_TIMELINES,
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
import { Consultation } from './consultation.entity';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';

@Injectable()
export class ConsultationsService {
  constructor(
    @InjectRecords('consultation')
    private readonly records: Records<Consultation, ConsultationRecord>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores a consultation request once (status pending) and asks for both mails. */
  @OnJob(JobName.ConsultationRequested)
  async record(
    submission: JobOf<JobName.ConsultationRequested>,
    context: JobContext,
  ): Promise<void> {
    const { id, data } = submission;
    await recordSubmission(
      this.records,
      this.mail,
      submission,
      confirmationAndAlert({
        kind: 'consultation',
        recordId: id,
        visitor: data,
        confirmation: MailTemplate.ConsultationConfirmation,
        alert: MailTemplate.ConsultationAlert,
        mailbox: StaffMailbox.Sales,
        data: labelled(consultation.labels, {
          ...data,
          budget: labelOf(CONSULTATION_BUDGETS, data.budget),
          timeline: labelOf(CONSULTATION_TIMELINES, data.timeline),
        }),
      }),
      context,
    );
  }
}
