import type { MailBatch, MailJob } from '@bytecraft/contracts/mail';
import type { Queue } from 'bullmq';
import { waitFor } from './wait-for';

/** One mail asked of the notification service, the job that carries it and the job's trace. */
export interface QueuedMail {
  jobId: string;
  mail: MailJob;
  requestId?: string;
  submissionId?: string;
}

/** Every mail on the notification queue so far (waiting, running or done), one entry a mail. */
export async function queuedMails(queue: Queue): Promise<QueuedMail[]> {
  const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.flatMap((job) => {
    const { mails, requestId, submissionId } = job.data as MailBatch;
    return mails.map((mail) => ({ jobId: job.id!, mail, requestId, submissionId }));
  });
}

/** Waits until the mail with this delivery id is on the notification queue. */
export const queuedMail = (queue: Queue, deliveryId: string) =>
  waitFor(async () => (await queuedMails(queue)).find((m) => m.mail.deliveryId === deliveryId), {
    what: `the mail ${deliveryId} to be queued`,
  });
