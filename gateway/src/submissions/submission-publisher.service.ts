import { JOB_QUEUE, type JobOf, type SubmissionJobName } from '@bytecraft/contracts/jobs';
import { QueueName } from '@bytecraft/contracts/queues';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { RECEIPTS } from '@bytecraft/contracts/receipts';
import type { SubmissionAccepted } from '@bytecraft/contracts/submission';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { watchQueueDepth } from '@bytecraft/service-runtime/metrics/queue-depth';
import type { Queue } from 'bullmq';
import { ApiError } from '../http/api-error';
import type { RequestTrace } from '../http/request-id';

type SubmissionQueue =
  QueueName.Lead | QueueName.Recruiting | QueueName.Newsletter | QueueName.Notification;

/**
 * Hands an accepted submission to the service that owns it. The answer goes out only after
 * Redis has the job, and the submission id is the job id, so a retried request is one job.
 */
@Injectable()
export class SubmissionPublisher {
  private readonly logger = new Logger(SubmissionPublisher.name);
  /** The queues a form's submission goes to. */
  private readonly queues: Record<SubmissionQueue, Queue>;

  constructor(
    @InjectQueue(QueueName.Lead) lead: Queue,
    @InjectQueue(QueueName.Recruiting) recruiting: Queue,
    @InjectQueue(QueueName.Newsletter) newsletter: Queue,
    @InjectQueue(QueueName.Notification) notification: Queue,
  ) {
    this.queues = {
      [QueueName.Lead]: lead,
      [QueueName.Recruiting]: recruiting,
      [QueueName.Newsletter]: newsletter,
      [QueueName.Notification]: notification,
    };
    watchQueueDepth(lead, recruiting, newsletter, notification);
  }

  async publish<J extends SubmissionJobName>(
    job: J,
    id: string,
    data: JobOf<J>['data'],
    trace: RequestTrace,
  ): Promise<SubmissionAccepted> {
    const payload = { id, receivedAt: new Date().toISOString(), data, requestId: trace.requestId };
    // The request's one log line then names the submission it brought.
    trace.submissionId = id;
    try {
      const queue = JOB_QUEUE[job] as SubmissionQueue;
      await this.queues[queue].add(job, payload, { ...DEFAULT_JOB_OPTIONS, jobId: id });
    } catch (error) {
      // The queue's connection has no offline queue: with Redis away, add fails at once.
      this.logger.warn(`Submission ${id} not queued: ${String(error)}`);
      throw ApiError.unavailable();
    }
    return { success: true, ...RECEIPTS[job], data: { id } };
  }
}
