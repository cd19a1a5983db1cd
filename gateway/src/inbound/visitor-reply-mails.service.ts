import { visitorReplyMailId } from '@bytecraft/contracts/inbound';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { LIMITS } from '@bytecraft/contracts/fields';
import type { FieldsMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { JobName } from '@bytecraft/contracts/queues';
import { kindOf } from '@bytecraft/contracts/records';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { Injectable } from '@nestjs/common';
import { StaffAccountsService } from '../staff/staff-accounts.service';

/**
 * Tells a record's owner that its visitor answered by mail, or its kind's mailbox when nobody
 * owns it or its owner can no longer sign in, as a missed promise is told. The mail's delivery
 * id is the received message's, so however often the owning service hands the answer over, it
 * is one mail; answering it from a mail client answers the visitor from the record.
 */
@Injectable()
export class VisitorReplyMails {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly mail: MailPublisher,
  ) {}

  @OnJob(JobName.VisitorReplyAdded)
  async mailOwner(reply: JobOf<JobName.VisitorReplyAdded>, context: JobContext): Promise<void> {
    const owner = reply.ownerId && (await this.accounts.activeById(reply.ownerId));
    const mail: FieldsMail = {
      deliveryId: visitorReplyMailId(reply.inboundId),
      template: MailTemplate.VisitorReplied,
      to: owner ? { visitor: owner.email } : { staff: kindOf(reply.kind).mail.mailbox },
      data: {
        From: reply.from,
        Subject: reply.subject,
        // The whole answer stays on the record; the mail's line has the alert's room.
        Message: reply.text.slice(0, LIMITS.longText),
      },
      replyTo: reply.from,
      record: { kind: reply.kind, id: reply.recordId },
    };
    await this.mail.send([mail], context);
  }
}
