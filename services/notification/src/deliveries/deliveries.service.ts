import { StaffMailbox, type MailJob, type MailRecipient } from '@bytecraft/contracts/mail';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { renderMail } from '../templates/render-mail';
import { MailDelivery } from './mail-delivery.entity';
import { MAIL_TRANSPORT } from './mail-transport';

@Injectable()
export class DeliveriesService {
  constructor(
    @InjectRepository(MailDelivery) private readonly deliveries: Repository<MailDelivery>,
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
  ) {}

  /**
   * Sends one mail unless it already went out. A failed send throws, so the queue retries it
   * with backoff and finally keeps it among the failed jobs.
   */
  async deliver(job: MailJob): Promise<'sent' | 'already-sent'> {
    if (await this.deliveries.existsBy({ id: job.deliveryId })) return 'already-sent';
    const recipient = this.addressOf(job.to);
    const mail = renderMail(job, {
      siteUrl: this.config.PUBLIC_SITE_URL,
      apiUrl: this.config.PUBLIC_API_URL,
    });
    const info = await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: recipient,
      ...mail,
    });
    await this.deliveries.insert({
      id: job.deliveryId,
      template: job.template,
      recipient,
      messageId: info.messageId ?? null,
    });
    return 'sent';
  }

  private addressOf(to: MailRecipient): string {
    if ('visitor' in to) return to.visitor;
    const mailboxes: Record<StaffMailbox, string> = {
      [StaffMailbox.Sales]: this.config.STAFF_SALES_EMAIL,
      [StaffMailbox.Careers]: this.config.STAFF_CAREERS_EMAIL,
      [StaffMailbox.Internships]: this.config.STAFF_INTERNSHIPS_EMAIL,
    };
    return mailboxes[to.staff];
  }
}
