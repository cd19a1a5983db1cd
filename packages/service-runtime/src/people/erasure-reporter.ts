import { JobName, QueueName } from '@bytecraft/contracts/queues';
import type { ErasureReport } from '@bytecraft/contracts/people';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DEFAULT_JOB_OPTIONS } from '../queues/job-options';

/** A part's report's job id: a part reports once per erasure, however often its job ran. */
export const erasureReportId = ({ erasureId, part }: Pick<ErasureReport, 'erasureId' | 'part'>) =>
  `${erasureId}.${part}`;

/**
 * Tells the gateway (on the erasures queue) what this service erased. Register
 * QueueName.Erasures with the service's queues (`serviceQueues`) to inject it.
 */
@Injectable()
export class ErasureReporter {
  constructor(@InjectQueue(QueueName.Erasures) private readonly queue: Queue) {}

  async report(report: ErasureReport): Promise<void> {
    await this.queue.add(JobName.ErasureReported, report, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: erasureReportId(report),
    });
  }
}
