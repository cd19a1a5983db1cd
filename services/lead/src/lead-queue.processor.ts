import { QueueName } from '@bytecraft/contracts/queues';
import { HandlersWorkerHost, QueueWorker } from '@bytecraft/service-runtime/queues/queue-worker';
import { PersonRecords } from '@bytecraft/service-runtime/people/person-records';
import { VisitorReplies } from '@bytecraft/service-runtime/records/visitor-replies';
import { ConsultationsService } from './consultations/consultations.service';
import { ContactsService } from './contacts/contacts.service';
import { DeveloperHiresService } from './developer-hires/developer-hires.service';
import { ScheduleCallsService } from './schedule-calls/schedule-calls.service';

/**
 * The lead queue's one worker: each job goes to the `@OnJob` method of the service that owns
 * its record kind, an erasure to PersonRecords, a visitor's mailed answer to VisitorReplies. JobHandlers checks at start that every lead
 * job has exactly one.
 */
@QueueWorker(QueueName.Lead)
export class LeadQueueProcessor extends HandlersWorkerHost {
  constructor(
    contacts: ContactsService,
    consultations: ConsultationsService,
    calls: ScheduleCallsService,
    hires: DeveloperHiresService,
    people: PersonRecords,
    replies: VisitorReplies,
  ) {
    super(QueueName.Lead, [contacts, consultations, calls, hires, people, replies]);
  }
}
