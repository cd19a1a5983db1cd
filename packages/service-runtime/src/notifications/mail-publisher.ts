import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { mailBatchId, type MailBatch, type MailJob } from '@bytecraft/contracts/mail';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { MAIL_JOB_OPTIONS } from '../queues/job-options';
import type { Trace } from '../jobs/job-context';

/**
 * Asks the notification service for the mails one event causes, as one job whose id is made of
 * their delivery ids, so a re-run publishes the same job. The mail carries the request and
 * submission ids of the work that asks for it (a job's context, a request's trace), so the
 * notification service's log lines join the rest of the submission's.
 */
@Injectable()
export class MailPublisher {
  constructor(@InjectQueue(QueueName.Notification) private readonly queue: Queue) {}

  async send(mails: MailJob[], trace: Trace): Promise<void> {
    await this.publish(mails, trace);
  }

  /** `send`, giving back the queued job: a campaign hands its next batch on once this one is done. */
  publish(mails: MailJob[], { requestId, submissionId }: Trace): Promise<Job<MailBatch>> {
    const batch: MailBatch = { requestId, submissionId, mails };
    return this.queue.add(JobName.SendMail, batch, {
      ...MAIL_JOB_OPTIONS,
      jobId: mailBatchId(mails),
    });
  }
}
