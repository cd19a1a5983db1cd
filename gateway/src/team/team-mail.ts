import { MailTemplate, type FieldsMail } from '@bytecraft/contracts/mail';
import type { StaffLinkPurpose } from '@bytecraft/contracts/staff-team';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

const TEMPLATES: Record<StaffLinkPurpose, FieldsMail['template']> = {
  invite: MailTemplate.StaffInvitation,
  reset: MailTemplate.StaffPasswordReset,
};

/**
 * Mails a one-time link to its account's address through the notification queue. The mail is
 * our text and the link (the notification service writes it on the console's site), nothing
 * an admin typed; each link is a new mail, so its delivery id is new.
 */
@Injectable()
export class TeamMail {
  constructor(private readonly mail: MailPublisher) {}

  async link(purpose: StaffLinkPurpose, email: string, token: string, trace: Trace) {
    const template = TEMPLATES[purpose];
    await this.mail.send(
      [
        {
          deliveryId: `${template}.${randomUUID()}`,
          template,
          to: { visitor: email },
          data: {},
          staffLink: { purpose, token },
        },
      ],
      trace,
    );
  }
}
