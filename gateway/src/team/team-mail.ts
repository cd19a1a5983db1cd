import type { FieldsMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type { StaffLinkPurpose } from '@bytecraft/contracts/staff-team';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

const TEMPLATES: Record<StaffLinkPurpose, FieldsMail['template']> = {
  invite: MailTemplate.StaffInvitation,
  reset: MailTemplate.StaffPasswordReset,
};

/**
 * Mails a one-time link to its account's address through the notification queue. The mail is
 * our text and the link (the notification service writes it on the console's site), nothing
 * an admin typed; each link is a new mail, so its delivery id is new. The token travels
 * sealed: whoever reads the queue cannot set the account's password with it.
 */
@Injectable()
export class TeamMail {
  private readonly seal: MailLinkSeal;

  constructor(
    private readonly mail: MailPublisher,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.seal = new MailLinkSeal(config.MAIL_LINK_KEY);
  }

  async link(purpose: StaffLinkPurpose, email: string, token: string, trace: Trace) {
    const template = TEMPLATES[purpose];
    const to = { visitor: email };
    await this.mail.send(
      [
        {
          deliveryId: `${template}.${randomUUID()}`,
          template,
          to,
          data: {},
          link: this.seal.seal(purpose, to, token),
        },
      ],
      trace,
    );
  }
}
