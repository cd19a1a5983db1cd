import { QueueName } from '@bytecraft/contracts/queues';
import { JobHandlers } from '@bytecraft/service-runtime/jobs/job-handlers';
import { PersonRecords } from '@bytecraft/service-runtime/people/person-records';
import { QueueWorker, QueueWorkerHost } from '@bytecraft/service-runtime/queues/queue-worker';
import type { Job } from 'bullmq';
import { CampaignBounces } from './campaigns/campaign-bounces';

/**
 * The newsletter queue's worker. Subscriptions arrive over the transport (the gateway must
 * know at once whether an address is subscribed), so the queue carries what must wait for a
 * service that is down: erasures (PersonRecords) and campaign mails' bounces (CampaignBounces).
 */
@QueueWorker(QueueName.Newsletter)
export class NewsletterQueueProcessor extends QueueWorkerHost {
  private readonly jobs: JobHandlers;

  constructor(people: PersonRecords, bounces: CampaignBounces) {
    super();
    this.jobs = new JobHandlers(QueueName.Newsletter, [people, bounces]);
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.run(job);
  }
}
