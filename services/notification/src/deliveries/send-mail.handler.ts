import { JobName } from '@bytecraft/contracts/queues';
import type { MailBatch } from '@bytecraft/contracts/mail';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { mailsTotal } from '@bytecraft/service-runtime/metrics/metrics';
import { Injectable, Logger } from '@nestjs/common';
import { DeliveriesService, type DeliveryResult } from './deliveries.service';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';

/** The log line of each outcome that ends a mail's delivery. */
const SETTLED: Record<Exclude<DeliveryResult['outcome'], 'failed' | 'in-progress'>, string> = {
  sent: 'mail sent',
  'already-sent': 'mail already sent',
  'skipped-cap': 'confirmation skipped: its address has had its confirmations for the day',
  'already-skipped': 'confirmation already skipped',
};

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
      const mail = mails[i]!;
      const fields = {
        ...context,
        deliveryId: mail.deliveryId,
        template: mail.template,
        recipient: 'visitor' in mail.to ? 'visitor' : `staff:${mail.to.staff}`,
      };
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
    if (firstError !== undefined) throw firstError;
    return results.map((result) => result.outcome);
  }
}
