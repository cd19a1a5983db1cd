import { QueueName } from '@bytecraft/contracts/queues';
import { JobHandlers } from '@bytecraft/service-runtime/jobs/job-handlers';
import { QueueWorker, QueueWorkerHost } from '@bytecraft/service-runtime/queues/queue-worker';
import type { Job } from 'bullmq';
import { ErasuresService } from './erasures.service';
import { QueueSweep } from './queue-sweep.service';
import { Retention } from './retention.service';

/**
 * The erasures queue's worker, on every gateway replica: the gateway's own part of an erasure,
 * the parts' reports, and the daily retention run. JobHandlers checks at start that each of
 * the queue's jobs has exactly one handler.
 */
@QueueWorker(QueueName.Erasures)
export class ErasuresQueueProcessor extends QueueWorkerHost {
  private readonly jobs: JobHandlers;

  constructor(erasures: ErasuresService, sweep: QueueSweep, retention: Retention) {
    super();
    this.jobs = new JobHandlers(QueueName.Erasures, [erasures, sweep, retention]);
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.run(job);
  }
}
