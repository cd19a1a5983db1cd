import { VISITOR_REPLY_QUEUES, type VisitorReply } from '@bytecraft/contracts/inbound';
import { JobName, type QueueName } from '@bytecraft/contracts/queues';
import { RECORD_KINDS } from '@bytecraft/contracts/records';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { getQueueToken } from '@nestjs/bullmq';
import type { Provider } from '@nestjs/common';
import type { Queue } from 'bullmq';

/**
 * Hands a matched answer to the service owning its record, on that service's queue, as one job
 * per received message (its id the message's): matched again after a crash, it is the same job.
 */
export class VisitorReplyPublisher {
  constructor(private readonly queues: ReadonlyMap<QueueName, Queue>) {}

  async publish(reply: VisitorReply): Promise<void> {
    const queue = this.queues.get(RECORD_KINDS[reply.kind].queue!)!;
    await queue.add(JobName.VisitorReplied, reply, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: `visitor-reply.${reply.inboundId}`,
    });
  }
}

export const visitorReplyPublisherProvider: Provider = {
  provide: VisitorReplyPublisher,
  inject: VISITOR_REPLY_QUEUES.map((name) => getQueueToken(name)),
  useFactory: (...queues: Queue[]) =>
    new VisitorReplyPublisher(new Map(VISITOR_REPLY_QUEUES.map((name, i) => [name, queues[i]]))),
};
