import { DEFAULT_JOB_OPTIONS, JobName, QueueName } from '@bytecraft/contracts/queues';
import type { MailJob } from '@bytecraft/contracts/mail';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { currentRequestId, currentSubmissionId } from '../jobs/job-context';

/**
 * Asks the notification service for mail; the delivery id as job id makes a re-run harmless.
 * Mail asked for while a job runs carries that job's request and submission ids, so the
 * notification service's log lines join the rest of the submission's.
 */
@Injectable()
export class MailPublisher {
  constructor(@InjectQueue(QueueName.Notification) private readonly queue: Queue) {}

  async send(mails: MailJob[]): Promise<void> {
    const trace = { requestId: currentRequestId(), submissionId: currentSubmissionId() };
    await this.queue.addBulk(
      mails.map((mail) => ({
        name: JobName.SendMail,
        data: { ...trace, ...mail },
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: mail.deliveryId },
      })),
    );
  }
}
