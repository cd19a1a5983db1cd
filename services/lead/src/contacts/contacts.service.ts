import { type ContactRecord, contact } from '@bytecraft/contracts/kinds/contact';
import { confirmationAndAlert, labelled, type MailJob } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import {
  CONTACT_BUDGETS,
  CONTACT_SERVICES,
  CONTACT_TIMELINES,
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
import { Contact } from './contact.entity';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';

@Injectable()
export class ContactsService {
  constructor(
    @InjectRecords('contact') private readonly records: Records<Contact, ContactRecord>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores a contact message once (status new) and asks for both mails. */
  @OnJob(JobName.ContactSubmitted)
  async record(submission: JobOf<JobName.ContactSubmitted>, context: JobContext): Promise<void> {
    const mails = contactMails(submission.id, submission.data);
    await recordSubmission(this.records, this.mail, submission, mails, context);
  }
}

function contactMails(id: string, data: JobOf<JobName.ContactSubmitted>['data']): MailJob[] {
  return confirmationAndAlert({
    kind: 'contact',
    recordId: id,
    visitor: data,
    confirmation: MailTemplate.ContactConfirmation,
    alert: MailTemplate.ContactAlert,
    mailbox: StaffMailbox.Sales,
    data: labelled(contact.labels, {
      ...data,
      service: labelOf(CONTACT_SERVICES, data.service),
      budget: labelOf(CONTACT_BUDGETS, data.budget),
      timeline: labelOf(CONTACT_TIMELINES, data.timeline),
    }),
  });
}
