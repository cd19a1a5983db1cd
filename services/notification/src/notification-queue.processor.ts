import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { HandlersWorkerHost, QueueWorker } from '@bytecraft/service-runtime/queues/queue-worker';
import { UnrecoverableError, type Job } from 'bullmq';
import { SendMailHandler } from './deliveries/send-mail.handler';
import { InboundMailHandler } from './inbound/inbound-mail.handler';
import { PeopleService } from './people/people.service';

/** The notification queue's worker; its handlers are checked at start (JobHandlers). */
@QueueWorker(QueueName.Notification)
export class NotificationQueueProcessor extends HandlersWorkerHost {
  constructor(
    private readonly mail: SendMailHandler,
    people: PeopleService,
    inbound: InboundMailHandler,
  ) {
    super(QueueName.Notification, [mail, people, inbound]);
  }

  /**
   * Runs the job; a mail job failing its last attempt records its unsent mails as failed
   * before BullMQ moves it to the failed set, in this run rather than on the worker's
   * 'failed' event, which a process stopping just then would never deliver.
   */
  override async process(job: Job): Promise<unknown> {
    try {
      return await this.jobs.run(job);
    } catch (error) {
      // attemptsMade counts the attempts that ended before this one, as JobHandlers reads it.
      const last =
        error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last && job.name === JobName.SendMail) {
        await this.mail.gaveUp(job.data, {
          queue: QueueName.Notification,
          job: job.name,
          jobId: job.id,
        });
      }
      throw error;
    }
  }
}
