import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { replySchema, type ReplyRequest } from '@bytecraft/contracts/records/work';
import {
  staffAnswerRpc,
  type GatewayRefusal,
  type StaffAnswer,
} from '@bytecraft/contracts/staff-answers';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { displayName } from '../staff/staff-account.entity';
import { StaffAccountsService } from '../staff/staff-accounts.service';

/**
 * A staff member's answer mailed from a mail client to a record's address, handed over by the
 * notification service: only an active staff account's address may answer a visitor so, and
 * then the owning service mails it as that member's reply from the record, the console's own
 * (template, headers, delivery id, the activity naming them). The reply's id is the received
 * message's, so a job run again, or the message received twice, is one reply and one mail.
 * Anything else is refused back to the Unmatched list, never mailed.
 */
@Injectable()
export class StaffAnswers {
  private readonly logger = new Logger('staff-answers');

  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly accounts: StaffAccountsService,
  ) {}

  @OnJob(JobName.StaffAnswerMailed)
  async answer(
    { inboundId }: JobOf<JobName.StaffAnswerMailed>,
    context: JobContext,
  ): Promise<'replied' | 'refused' | 'no-longer-waiting'> {
    const answer = await this.ask<StaffAnswer | null>(
      staffAnswerRpc.answer,
      { id: inboundId },
      context,
    );
    if (!answer) return 'no-longer-waiting';
    const account = await this.accounts.activeByEmail(answer.from);
    if (!account) return this.refuse(inboundId, 'not-staff', context);
    // What the console would refuse, the owning service refuses on every retry: refused once here.
    const checked = replySchema.safeParse({ subject: answer.subject, body: answer.body });
    if (!checked.success) return this.refuse(inboundId, 'invalid', context);
    const reply = {
      id: answer.recordId,
      subject: answer.subject,
      body: answer.body,
      quote: false,
      actorId: account.id,
      senderName: displayName(account),
      replyId: inboundId,
    } satisfies ReplyRequest;
    const record = await this.ask<object | null>(staffRpc.reply(answer.kind), reply, context);
    if (!record) return this.refuse(inboundId, 'no-record', context);
    this.logger.log(
      { inboundId, kind: answer.kind, recordId: answer.recordId },
      'staff answer mailed',
    );
    return 'replied';
  }

  private async refuse(
    inboundId: string,
    reason: GatewayRefusal,
    context: JobContext,
  ): Promise<'refused'> {
    await this.ask<true>(staffAnswerRpc.refuse, { id: inboundId, reason }, context);
    this.logger.warn({ inboundId, reason }, 'staff answer refused');
    return 'refused';
  }

  /** A service that does not answer fails the job, which the queue retries. */
  private ask<T>(pattern: string, payload: object, context: JobContext): Promise<T> {
    return askService<T>(this.services, pattern, payload, context.requestId);
  }
}
