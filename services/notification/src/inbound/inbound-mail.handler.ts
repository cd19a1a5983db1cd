import type { InboundMailJob, RecordMatch, VisitorReply } from '@bytecraft/contracts/inbound';
import { JobName } from '@bytecraft/contracts/queues';
import type { WorkedKind } from '@bytecraft/contracts/records';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import type { InboundMessage } from './inbound-message.entity';
import { InboundMessagesRepository } from './inbound-messages.repository';
import { readMail, type ReadMail } from './read-mail';
import { RecordMatcher } from './record-matcher';
import { VisitorReplyPublisher } from './visitor-reply-publisher';

/** The answer a message carries, for the record it goes to. */
const replyOf = (
  message: InboundMessage,
  mail: Pick<ReadMail, 'from' | 'subject' | 'text'>,
  record: Pick<RecordMatch, 'kind' | 'recordId'>,
): VisitorReply => ({
  kind: record.kind,
  recordId: record.recordId,
  inboundId: message.id,
  from: mail.from,
  subject: mail.subject,
  text: mail.text,
  receivedAt: message.receivedAt.toISOString(),
});

/**
 * Reads each received message once and sends its answer to the record it answers, or keeps it
 * for staff; staff attach a kept one to a record or discard it.
 */
@Injectable()
export class InboundMailHandler {
  constructor(
    private readonly messages: InboundMessagesRepository,
    private readonly matcher: RecordMatcher,
    private readonly replies: VisitorReplyPublisher,
  ) {}

  /**
   * The answer is queued for the owning service before the message is marked read: a run that
   * dies between the two runs again and queues the same job, which the owning service adds once.
   * A message erased before its job ran (its sender's erasure, or retention) has nothing left.
   */
  @OnJob(JobName.InboundMailReceived)
  async received({
    inboundId,
  }: InboundMailJob): Promise<'matched' | 'unmatched' | 'already-read' | 'erased'> {
    const message = await this.messages.find(inboundId);
    if (!message) return 'erased';
    if (message.status !== 'received') return 'already-read';
    const mail = await readMail(message.raw);
    const match = await this.matcher.match(mail);
    if (match) await this.replies.publish(replyOf(message, mail, match));
    await this.messages.read(inboundId, mail, match);
    return match ? 'matched' : 'unmatched';
  }

  /**
   * A staff member attaches an unmatched message to a record: its answer goes there as a
   * matched one would. False when the message is not unmatched or there is no such record. The
   * message is taken off the list first, so of two staff attaching it at once one does; if its
   * answer cannot be queued, it is put back and the call fails.
   */
  async attach(id: string, kind: WorkedKind, recordId: string, actorId: string): Promise<boolean> {
    const message = await this.messages.find(id);
    if (message?.status !== 'unmatched' || !(await this.matcher.exists(kind, recordId))) {
      return false;
    }
    if (
      !(await this.messages.decide(id, { status: 'attached', decidedBy: actorId, kind, recordId }))
    ) {
      return false;
    }
    const mail = {
      from: message.fromAddress!,
      subject: message.subject ?? '',
      text: message.text ?? '',
    };
    try {
      await this.replies.publish(replyOf(message, mail, { kind, recordId }));
    } catch (error) {
      await this.messages.reopen(id);
      throw error;
    }
    return true;
  }

  discard(id: string, actorId: string): Promise<boolean> {
    return this.messages.decide(id, { status: 'discarded', decidedBy: actorId });
  }
}
