import type { MailBatch, MailJob } from '@bytecraft/contracts/mail';
import type { Queue } from 'bullmq';
import { waitFor } from './wait-for';

/** One mail asked of the notification service, and the job that carries it. */
export interface QueuedMail {
  jobId: string;
  mail: MailJob;
}

/** Every mail on the notification queue so far (waiting, running or done), one entry a mail. */
export async function queuedMails(queue: Queue): Promise<QueuedMail[]> {
  const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.flatMap((job) =>
    (job.data as MailBatch).mails.map((mail) => ({ jobId: job.id!, mail })),
  );
}

/** Waits until the mail with this delivery id is on the notification queue. */
export const queuedMail = (queue: Queue, deliveryId: string) =>
  waitFor(async () => (await queuedMails(queue)).find((m) => m.mail.deliveryId === deliveryId), {
    what: `the mail ${deliveryId} to be queued`,
  });
