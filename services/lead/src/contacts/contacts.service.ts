import type { ContactRecord } from '@bytecraft/contracts/kinds/contact';
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
import type { WorkedRecords } from '@bytecraft/service-runtime/records/worked-records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { Contact } from './contact.entity';

@Injectable()
export class ContactsService {
  constructor(
    @InjectRecords('contact') private readonly records: WorkedRecords<Contact, ContactRecord>,
  ) {}

  /** Stores a contact message once (status new) and asks for both mails. */
  @OnJob(JobName.ContactSubmitted)
  record(submission: JobOf<JobName.ContactSubmitted>, context: JobContext): Promise<void> {
    const { data } = submission;
    return this.records.record(submission, context, {
      service: labelOf(CONTACT_SERVICES, data.service),
      budget: labelOf(CONTACT_BUDGETS, data.budget),
      timeline: labelOf(CONTACT_TIMELINES, data.timeline),
    });
  }
}
