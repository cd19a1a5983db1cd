import { DEFAULT_JOB_OPTIONS, JobName, QueueName } from '@bytecraft/contracts/queues';
import type { MailJob } from '@bytecraft/contracts/mail';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

/** Asks the notification service for mail; the delivery id as job id makes a re-run harmless. */
@Injectable()
export class MailPublisher {
  constructor(@InjectQueue(QueueName.Notification) private readonly queue: Queue) {}

  async send(mails: MailJob[]): Promise<void> {
    await this.queue.addBulk(
      mails.map((mail) => ({
        name: JobName.SendMail,
        data: mail,
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: mail.deliveryId },
      })),
    );
  }
}
