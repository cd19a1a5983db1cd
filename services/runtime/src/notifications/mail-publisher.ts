import { DEFAULT_JOB_OPTIONS, JobName, QueueName } from '@bytecraft/contracts/queues';
import { mailBatchId, type MailBatch, type MailJob } from '@bytecraft/contracts/mail';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { currentRequestId, currentSubmissionId } from '../jobs/job-context';

/**
 * Asks the notification service for the mails one event causes, as one job whose id is made of
 * their delivery ids, so a re-run publishes the same job. Mail asked for while a job runs
 * carries that job's request and submission ids, so the notification service's log lines join
 * the rest of the submission's.
 */
@Injectable()
export class MailPublisher {
  constructor(@InjectQueue(QueueName.Notification) private readonly queue: Queue) {}

  async send(mails: MailJob[]): Promise<void> {
    const batch: MailBatch = {
      requestId: currentRequestId(),
      submissionId: currentSubmissionId(),
      mails,
    };
    await this.queue.add(JobName.SendMail, batch, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: mailBatchId(mails),
    });
  }
}
