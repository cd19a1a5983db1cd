import { JobName } from '@bytecraft/contracts/queues';
import { mailBatchSchema, type MailBatch, type MailJob } from '@bytecraft/contracts/mail';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { loggableError } from '@bytecraft/service-runtime/logging/loggable-error';
import { mailsTotal } from '@bytecraft/service-runtime/metrics/metrics';
import { Injectable, Logger } from '@nestjs/common';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { DeliveriesService, type DeliveryResult } from './deliveries.service';

/** The log line of each outcome that ends a mail's delivery. */
const SETTLED: Record<Exclude<DeliveryResult['outcome'], 'failed' | 'in-progress'>, string> = {
  sent: 'mail sent',
  'already-sent': 'mail already sent',
  'skipped-cap': 'confirmation skipped: its address has had its confirmations for the day',
  'already-skipped': 'confirmation already skipped',
};

/** A mail as its log lines name it: never its address, subject or text (personal data). */
const logFieldsOf = (mail: MailJob) => ({
  deliveryId: mail.deliveryId,
  template: mail.template,
  recipient: 'visitor' in mail.to ? 'visitor' : `staff:${mail.to.staff}`,
});

/**
 * The error a mail job fails with, as BullMQ keeps it: the job's failed reason and stack trace
 * (shown on the queue board), and the queue's events stream, which outlives the job. An SMTP
 * server's answer quotes the recipient, so the address is masked there as in a log line.
 */
function failureOf(error: unknown): Error {
  const { type, message, stack } = loggableError(error);
  const failure = new Error(message);
  failure.name = type;
  failure.stack = stack ?? `${type}: ${message}`;
  return failure;
}

/**
 * The notification queue's one job: deliver an event's mails, say what became of each in the
 * log (template, delivery id and the kind of recipient, never the address) and count it. A
 * mail that failed fails the job, for the queue to retry what is left; a mail that another run
 * was found sending is not a failed mail, but its job waits for it all the same.
 */
@Injectable()
export class SendMailHandler {
  private readonly logger = new Logger('mail');

  constructor(private readonly deliveries: DeliveriesService) {}

  @OnJob(JobName.SendMail)
  async send({ mails }: MailBatch, context: JobContext): Promise<string[]> {
    const results = await this.deliveries.deliver(mails);
    let firstError: unknown;
    results.forEach((result, i) => {
      const mail = mails[i];
      const fields = { ...context, ...logFieldsOf(mail) };
      if (result.outcome === 'failed' || result.outcome === 'in-progress') {
        firstError ??= result.error;
        if (result.outcome === 'failed') {
          mailsTotal.inc({ template: mail.template, outcome: 'failed' });
          this.logger.warn({ ...fields, err: result.error }, 'mail not sent');
        }
        return;
      }
      mailsTotal.inc({ template: mail.template, outcome: result.outcome });
      this.logger.log({ ...fields, outcome: result.outcome }, SETTLED[result.outcome]);
    });
    if (firstError !== undefined) throw failureOf(firstError);
    return results.map((result) => result.outcome);
  }

  /**
   * A mail job ran out of attempts: its mails not sent are recorded 'failed', so a record's
   * activity says so instead of 'queued' for ever; the job stays in the failed set, retryable
   * from the queue board. Data that is no batch (a job refused by its schema) names no mail.
   * Not recording it only leaves the mails 'queued', so that error is logged, not thrown: the
   * job's own error is the one its failure must keep.
   */
  async gaveUp(data: unknown, context: JobContext): Promise<void> {
    const batch = mailBatchSchema.safeParse(data);
    if (!batch.success) return;
    let failed: Set<string>;
    try {
      failed = new Set(await this.deliveries.markFailed(batch.data.mails));
    } catch (error) {
      this.logger.error({ ...context, err: error }, 'failed mails not recorded as failed');
      return;
    }
    for (const mail of batch.data.mails.filter((m) => failed.has(m.deliveryId))) {
      this.logger.warn({ ...context, ...logFieldsOf(mail) }, 'mail not sent, no attempt left');
    }
  }
}
