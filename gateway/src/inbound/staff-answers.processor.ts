import { QueueName } from '@bytecraft/contracts/queues';
import { HandlersWorkerHost, QueueWorker } from '@bytecraft/service-runtime/queues/queue-worker';
import { StaffAnswers } from './staff-answers.service';
import { VisitorReplyMails } from './visitor-reply-mails.service';

/**
 * The staff answers queue's worker, on every gateway replica: answers mailed to check, and
 * visitors' answers whose owners to mail.
 */
@QueueWorker(QueueName.StaffAnswers)
export class StaffAnswersQueueProcessor extends HandlersWorkerHost {
  constructor(answers: StaffAnswers, ownerMails: VisitorReplyMails) {
    super(QueueName.StaffAnswers, [answers, ownerMails]);
  }
}
