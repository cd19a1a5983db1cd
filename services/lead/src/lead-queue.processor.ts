import { JobName, QueueName, type JobOf } from '@bytecraft/contracts/queues';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ContactsService } from './contacts/contacts.service';

/**
 * The lead queue's one worker: it hands each job to the service that owns its record kind.
 * An unknown job name throws, so the job fails visibly instead of vanishing.
 */
@Processor(QueueName.Lead)
export class LeadQueueProcessor extends WorkerHost {
  constructor(private readonly contacts: ContactsService) {
    super();
  }

  async process(job: Job): Promise<void> {
    switch (job.name) {
      case JobName.ContactSubmitted:
        return this.contacts.record(job.data as JobOf<JobName.ContactSubmitted>);
      default:
        throw new Error(`The lead service has no handler for job "${job.name}"`);
    }
  }
}
