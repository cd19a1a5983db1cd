import { QueueName } from '@bytecraft/contracts/queues';
import { PersonRecords } from '@bytecraft/service-runtime/people/person-records';
import { HandlersWorkerHost, QueueWorker } from '@bytecraft/service-runtime/queues/queue-worker';
import { CampaignBounces } from './campaigns/campaign-bounces';

/**
 * The newsletter queue's worker. Subscriptions arrive over the transport (the gateway must
 * know at once whether an address is subscribed), so the queue carries what must wait for a
 * service that is down: erasures (PersonRecords) and campaign mails' bounces (CampaignBounces).
 */
@QueueWorker(QueueName.Newsletter)
export class NewsletterQueueProcessor extends HandlersWorkerHost {
  constructor(people: PersonRecords, bounces: CampaignBounces) {
    super(QueueName.Newsletter, [people, bounces]);
  }
}
