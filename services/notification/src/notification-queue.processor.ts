import { JobName, QueueName, type JobOf } from '@bytecraft/contracts/queues';
import { QueueWorker, QueueWorkerHost } from '@bytecraft/service-runtime/queues/queue-worker';
import type { Job } from 'bullmq';
import { DeliveriesService } from './deliveries/deliveries.service';

@QueueWorker(QueueName.Notification)
export class NotificationQueueProcessor extends QueueWorkerHost {
  constructor(private readonly deliveries: DeliveriesService) {
    super();
  }

  async process(job: Job): Promise<string> {
    if (job.name !== JobName.SendMail) {
      throw new Error(`The notification service has no handler for job "${job.name}"`);
    }
    return this.deliveries.deliver(job.data as JobOf<JobName.SendMail>);
  }
}
