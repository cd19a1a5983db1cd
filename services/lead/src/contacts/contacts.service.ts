import { RecordKind, type ContactRecord } from '@bytecraft/contracts/admin';
import {
  confirmationAndAlert,
  MailTemplate,
  StaffMailbox,
  type MailJob,
} from '@bytecraft/contracts/mail';
import {
  CONTACT_BUDGETS,
  CONTACT_SERVICES,
  CONTACT_TIMELINES,
  labelOf,
} from '@bytecraft/contracts/options';
import { JobName, type JobOf } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { storeOnce } from '@bytecraft/service-runtime/submissions/store-once';
import type { Triage } from '@bytecraft/service-runtime/triage/triage';
import { InjectTriage } from '@bytecraft/service-runtime/triage/triage.module';
import { Contact } from './contact.entity';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';

@Injectable()
export class ContactsService {
  constructor(
    @InjectRepository(Contact) private readonly contacts: Repository<Contact>,
    @InjectTriage(RecordKind.Contact) private readonly triage: Triage<Contact, ContactRecord>,
    private readonly mail: MailPublisher,
  ) {}

  /**
   * Stores a contact message once, however often its job runs, then asks for the mails. The
   * mails are asked for on every run: a run that stored the row but died before publishing
   * must not lose them, and their delivery ids keep them single. The console hears of the row
   * only from the run that stored it, so a re-run does not show it twice. The other kinds do
   * the same.
   */
  @OnJob(JobName.ContactSubmitted)
  async record(submission: JobOf<JobName.ContactSubmitted>, context: JobContext): Promise<void> {
    if (await storeOnce(this.contacts, submission)) {
      await this.triage.announce(submission.id, submission.data.name);
    }
    await this.mail.send(contactMails(submission.id, submission.data), context);
  }
}

function contactMails(id: string, data: JobOf<JobName.ContactSubmitted>['data']): MailJob[] {
  return confirmationAndAlert({
    recordId: id,
    visitorEmail: data.email,
    confirmation: MailTemplate.ContactConfirmation,
    alert: MailTemplate.ContactAlert,
    mailbox: StaffMailbox.Sales,
    data: {
      Name: data.name,
      Email: data.email,
      Company: data.company,
      Phone: data.phone,
      Service: labelOf(CONTACT_SERVICES, data.service),
      Budget: labelOf(CONTACT_BUDGETS, data.budget),
      Timeline: labelOf(CONTACT_TIMELINES, data.timeline),
      Message: data.message,
    },
  });
}
