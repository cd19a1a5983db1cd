import type { FieldsMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { kindOf } from '@bytecraft/contracts/records';
import { slaBreachDeliveryId } from '@bytecraft/contracts/records/sla';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { Injectable } from '@nestjs/common';
import { StaffAccountsService } from '../staff/staff-accounts.service';

const CLOCK_TEXT = { 'first-response': 'First answer', 'next-response': 'Next answer' } as const;

/**
 * Mails a missed promise, handed over by the service owning its record, to the record's owner,
 * or to its kind's mailbox when nobody owns it or its owner can no longer sign in. The mail's
 * delivery id is the breach's, so a job run again sends it once.
 */
@Injectable()
export class SlaBreaches {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly mail: MailPublisher,
  ) {}

  @OnJob(JobName.SlaBreached)
  async mailOwner(breach: JobOf<JobName.SlaBreached>, context: JobContext): Promise<void> {
    const owner = breach.ownerId && (await this.accounts.activeById(breach.ownerId));
    const template = MailTemplate.SlaBreached;
    const mail: FieldsMail = {
      deliveryId: slaBreachDeliveryId(breach.eventId),
      template,
      to: owner ? { visitor: owner.email } : { staff: kindOf(breach.kind).mail.mailbox },
      data: { Kind: breach.kind, Promise: CLOCK_TEXT[breach.clock], 'Due at': breach.dueAt },
      record: { kind: breach.kind, id: breach.recordId },
    };
    await this.mail.send([mail], context);
  }
}
