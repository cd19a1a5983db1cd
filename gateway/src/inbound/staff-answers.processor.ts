import { QueueName } from '@bytecraft/contracts/queues';
import { JobHandlers } from '@bytecraft/service-runtime/jobs/job-handlers';
import { QueueWorker, QueueWorkerHost } from '@bytecraft/service-runtime/queues/queue-worker';
import type { Job } from 'bullmq';
import { StaffAnswers } from './staff-answers.service';
import { VisitorReplyMails } from './visitor-reply-mails.service';

/**
 * The staff answers queue's worker, on every gateway replica: answers mailed to check, and
 * visitors' answers whose owners to mail.
 */
@QueueWorker(QueueName.StaffAnswers)
export class StaffAnswersQueueProcessor extends QueueWorkerHost {
  private readonly jobs: JobHandlers;

  constructor(answers: StaffAnswers, ownerMails: VisitorReplyMails) {
    super();
    this.jobs = new JobHandlers(QueueName.StaffAnswers, [answers, ownerMails]);
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.run(job);
  }
}
