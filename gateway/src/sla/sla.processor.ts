import { QueueName } from '@bytecraft/contracts/queues';
import { JobHandlers } from '@bytecraft/service-runtime/jobs/job-handlers';
import { QueueWorker, QueueWorkerHost } from '@bytecraft/service-runtime/queues/queue-worker';
import type { Job } from 'bullmq';
import { SlaBreaches } from './sla-breaches.service';

/** The sla queue's worker, on every gateway replica: missed promises to mail. */
@QueueWorker(QueueName.Sla)
export class SlaQueueProcessor extends QueueWorkerHost {
  private readonly jobs: JobHandlers;

  constructor(breaches: SlaBreaches) {
    super();
    this.jobs = new JobHandlers(QueueName.Sla, [breaches]);
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.run(job);
  }
}
