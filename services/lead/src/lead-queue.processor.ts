import { JobName, QueueName, type JobOf } from '@bytecraft/contracts/queues';
import { QueueWorker, QueueWorkerHost } from '@bytecraft/service-runtime/queues/queue-worker';
import type { Job } from 'bullmq';
import { ConsultationsService } from './consultations/consultations.service';
import { ContactsService } from './contacts/contacts.service';
import { DeveloperHiresService } from './developer-hires/developer-hires.service';
import { ScheduleCallsService } from './schedule-calls/schedule-calls.service';

/**
 * The lead queue's one worker: it hands each job to the service that owns its record kind.
 * An unknown job name throws, so the job fails visibly instead of vanishing.
 */
@QueueWorker(QueueName.Lead)
export class LeadQueueProcessor extends QueueWorkerHost {
  constructor(
    private readonly contacts: ContactsService,
    private readonly consultations: ConsultationsService,
    private readonly calls: ScheduleCallsService,
    private readonly hires: DeveloperHiresService,
  ) {
    super();
  }

  async process(job: Job): Promise<void> {
    switch (job.name) {
      case JobName.ContactSubmitted:
        return this.contacts.record(job.data as JobOf<JobName.ContactSubmitted>);
      case JobName.ConsultationRequested:
        return this.consultations.record(job.data as JobOf<JobName.ConsultationRequested>);
      case JobName.CallScheduled:
        return this.calls.record(job.data as JobOf<JobName.CallScheduled>);
      case JobName.DeveloperHireRequested:
        return this.hires.record(job.data as JobOf<JobName.DeveloperHireRequested>);
      default:
        throw new Error(`The lead service has no handler for job "${job.name}"`);
    }
  }
}
