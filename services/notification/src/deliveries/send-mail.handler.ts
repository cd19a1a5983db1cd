import { JobName } from '@bytecraft/contracts/queues';
import type { MailJob } from '@bytecraft/contracts/mail';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { mailsTotal } from '@bytecraft/service-runtime/metrics/metrics';
import { Injectable, Logger } from '@nestjs/common';
import { DeliveriesService, DeliveryInProgressError } from './deliveries.service';

/**
 * The notification queue's one job: deliver a mail, say so in the log (template, delivery id
 * and the kind of recipient, never the address) and count what became of it. A failure is
 * rethrown for the queue to retry; a run that found another run sending the same mail is not a
 * failed mail.
 */
@Injectable()
export class SendMailHandler {
  private readonly logger = new Logger('mail');

  constructor(private readonly deliveries: DeliveriesService) {}

  @OnJob(JobName.SendMail)
  async send(mail: MailJob): Promise<'sent' | 'already-sent'> {
    const fields = {
      deliveryId: mail.deliveryId,
      template: mail.template,
      recipient: 'visitor' in mail.to ? 'visitor' : `staff:${mail.to.staff}`,
    };
    try {
      const outcome = await this.deliveries.deliver(mail);
      mailsTotal.inc({ template: mail.template, outcome });
      this.logger.log(
        { ...fields, outcome },
        outcome === 'sent' ? 'mail sent' : 'mail already sent',
      );
      return outcome;
    } catch (error) {
      if (!(error instanceof DeliveryInProgressError)) {
        mailsTotal.inc({ template: mail.template, outcome: 'failed' });
        this.logger.warn({ ...fields, err: error }, 'mail not sent');
      }
      throw error;
    }
  }
}
