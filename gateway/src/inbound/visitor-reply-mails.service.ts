import { visitorReplyMailId, type VisitorReplyEntry } from '@bytecraft/contracts/inbound';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { LIMITS } from '@bytecraft/contracts/fields';
import type { FieldsMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { JobName } from '@bytecraft/contracts/queues';
import { kindOf } from '@bytecraft/contracts/records';
import type { ActivityEntry, Detailed } from '@bytecraft/contracts/records/work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Inject, Injectable } from '@nestjs/common';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { StaffAccountsService } from '../staff/staff-accounts.service';

/**
 * Tells a record's owner that its visitor answered by mail, or its kind's mailbox when nobody
 * owns it or its owner can no longer sign in, as a missed promise is told. The answer is read
 * from the record (the job holds ids only): one erased since is mailed to nobody. The mail's
 * delivery id is the received message's, so however often the owning service hands the answer
 * over, it is one mail; answering it from a mail client answers the visitor from the record.
 */
@Injectable()
export class VisitorReplyMails {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly accounts: StaffAccountsService,
    private readonly mail: MailPublisher,
  ) {}

  @OnJob(JobName.VisitorReplyAdded)
  async mailOwner(
    { kind, recordId, inboundId, ownerId }: JobOf<JobName.VisitorReplyAdded>,
    context: JobContext,
  ): Promise<'mailed' | 'erased'> {
    // A service that does not answer fails the job, which the queue retries.
    const record = await askService<Detailed<object> | null>(
      this.services,
      staffRpc.get(kind),
      { id: recordId },
      context.requestId,
    );
    const reply = record?.activity.find(
      (entry: ActivityEntry): entry is VisitorReplyEntry =>
        entry.type === 'visitor-reply' && entry.id === inboundId,
    );
    if (!reply) return 'erased';
    const owner = ownerId && (await this.accounts.activeById(ownerId));
    const mail: FieldsMail = {
      deliveryId: visitorReplyMailId(inboundId),
      template: MailTemplate.VisitorReplied,
      to: owner ? { visitor: owner.email } : { staff: kindOf(kind).mail.mailbox },
      data: {
        From: reply.from,
        Subject: reply.subject,
        // The whole answer stays on the record; the mail's line has the alert's room.
        Message: reply.text.slice(0, LIMITS.longText),
      },
      replyTo: reply.from,
      record: { kind, id: recordId },
    };
    await this.mail.send([mail], context);
    return 'mailed';
  }
}
