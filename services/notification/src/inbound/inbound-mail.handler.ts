import type { InboundMailJob, RecordMatch, VisitorReply } from '@bytecraft/contracts/inbound';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import type { WorkedKind } from '@bytecraft/contracts/records';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { createHash } from 'node:crypto';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { InboundAttachmentsService } from './inbound-attachments.service';
import type { InboundMessage } from './inbound-message.entity';
import { InboundMessagesRepository } from './inbound-messages.repository';
import { bounceOf } from './read-bounce';
import { messageIdOf, parseMail, readMail, type ReadMail } from './read-mail';
import { RecordMatcher } from './record-matcher';
import { StaffAnswers } from './staff-answers';
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
 * The one pipeline of inbound mail, whichever way a message came in (the SMTP listener, the
 * IMAP mailbox): stores it once, reads it once and sends its answer to the record it answers,
 * or keeps it for staff; staff attach a kept one to a record or discard it.
 */
@Injectable()
export class InboundMailHandler {
  private readonly logger = new Logger('inbound-mail');

  constructor(
    private readonly messages: InboundMessagesRepository,
    private readonly matcher: RecordMatcher,
    private readonly replies: VisitorReplyPublisher,
    private readonly deliveries: DeliveriesService,
    private readonly staffAnswers: StaffAnswers,
    private readonly attachments: InboundAttachmentsService,
    @InjectQueue(QueueName.Notification) private readonly queue: Queue,
  ) {}

  /**
   * Stores a message as it came in, once (by Message-ID, or its bytes' hash), and queues its
   * reading, under the message's id: the same message received twice, by one way in or both,
   * or by two replicas, is one row and one job. Reading waits for the queue, so a malformed
   * message fails its own job only.
   */
  async receive(raw: Buffer): Promise<void> {
    const key =
      (await messageIdOf(raw)) ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const inboundId = await this.messages.storeOnce(key, raw);
    await this.queue.add(
      JobName.InboundMailReceived,
      { inboundId },
      { ...DEFAULT_JOB_OPTIONS, jobId: `inbound.${inboundId}` },
    );
  }

  /**
   * The answer is queued for the owning service before the message is marked read: a run that
   * dies between the two runs again and queues the same job, which the owning service adds once.
   * A message erased before its job ran (its sender's erasure, or retention) has nothing left.
   */
  @OnJob(JobName.InboundMailReceived)
  async received({
    inboundId,
  }: InboundMailJob): Promise<
    'matched' | 'unmatched' | 'bounce' | 'staff-answer' | 'refused' | 'already-read' | 'erased'
  > {
    const message = await this.messages.find(inboundId);
    if (!message) return 'erased';
    if (message.status === 'answer') return this.staffAnswers.handOver(inboundId);
    if (message.status !== 'received') return 'already-read';
    const parsed = await parseMail(message.raw);
    const bounce = bounceOf(parsed);
    if (bounce) {
      // A report on our mail, never a visitor's answer: it fails the mail it names, and only
      // ids and status codes are logged (the report names the address that refused it).
      const failed = bounce.failure
        ? await this.deliveries.bounced(bounce.messageIds, bounce.failure)
        : [];
      await this.messages.bounced(inboundId);
      this.logger.log(
        { inboundId, status: bounce.failure?.status ?? null, deliveryIds: failed },
        failed.length > 0 ? 'bounce: delivery failed' : 'bounce for no mail of ours: ignored',
      );
      return 'bounce';
    }
    const mail = await readMail(parsed);
    // A record's address is matched first: what comes to it is staff's, never a visitor's answer.
    const answered = await this.staffAnswers.take(inboundId, message.raw, parsed, mail);
    if (answered) return answered;
    const match = await this.matcher.match(mail);
    await this.attachments.keep(inboundId, mail.from, parsed.attachments, match);
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
