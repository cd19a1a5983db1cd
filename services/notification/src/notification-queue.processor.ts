import { JobName, QueueName, WORKER_OPTIONS, type JobOf } from '@bytecraft/contracts/queues';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { DeliveriesService } from './deliveries/deliveries.service';

@Processor(QueueName.Notification, WORKER_OPTIONS)
export class NotificationQueueProcessor extends WorkerHost {
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
