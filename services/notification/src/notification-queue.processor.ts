import { QueueName } from '@bytecraft/contracts/queues';
import { JobHandlers } from '@bytecraft/service-runtime/jobs/job-handlers';
import { QueueWorker, QueueWorkerHost } from '@bytecraft/service-runtime/queues/queue-worker';
import type { Job } from 'bullmq';
import { SendMailHandler } from './deliveries/send-mail.handler';

/** The notification queue's worker; its handlers are checked at start (JobHandlers). */
@QueueWorker(QueueName.Notification)
export class NotificationQueueProcessor extends QueueWorkerHost {
  private readonly jobs: JobHandlers;

  constructor(mail: SendMailHandler) {
    super();
    this.jobs = new JobHandlers(QueueName.Notification, [mail]);
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.run(job);
  }
}
