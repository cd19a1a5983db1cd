import { LIMITS } from '@bytecraft/contracts/fields';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { kindOf, type WorkedKind } from '@bytecraft/contracts/records';
import type { InboundRefusal, StaffAnswer } from '@bytecraft/contracts/staff-answers';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { AddressObject, ParsedMail } from 'mailparser';
import { MAIL_TEMPLATES } from '../templates/mail-templates';
import { InboundMessagesRepository } from './inbound-messages.repository';
import type { ReadMail } from './read-mail';
import { RECORD_ADDRESSES, type AddressedRecord, type RecordAddresses } from './record-address';
import { STAFF_SENDER_CHECK, type SenderCheck } from './staff-sender-dkim';

/** The headers naming where a message went: a forwarded mailbox's copy keeps Delivered-To. */
const RECIPIENT_HEADERS = ['to', 'cc', 'delivered-to', 'x-original-to'] as const;

const REPLY_PREFIXES = /^(\s*(re|fwd?|aw|sv)\s*:\s*)+/i;

function recipientsOf(parsed: ParsedMail): string[] {
  return RECIPIENT_HEADERS.flatMap((name) => {
    const value = parsed.headers.get(name) as AddressObject | AddressObject[] | string | undefined;
    if (typeof value === 'string') return [value.trim()];
    return [value ?? []].flat().flatMap((field) => field.value.map((a) => a.address ?? ''));
  }).filter((address) => address.includes('@'));
}

/**
 * The reply's subject: the staff member's own, unless it only answers the alert (whose subject
 * the visitor never saw): then it answers the confirmation the visitor got.
 */
function replySubject(kind: WorkedKind, typed: string | null): string {
  const { alert, confirmation } = kindOf(kind).mail;
  const subject = (typed ?? '').trim();
  const own = subject.replace(REPLY_PREFIXES, '').trim();
  const answered = own === '' || own === MAIL_TEMPLATES[alert].subject;
  return (answered ? `Re: ${MAIL_TEMPLATES[confirmation].subject}` : subject).slice(
    0,
    LIMITS.replySubject,
  );
}

/**
 * Staff answers typed in a mail client: a message to a record's signed address (an alert's
 * Reply-To) is one, whatever else it answers, and is never a visitor's answer. It waits here as
 * 'answer' while the gateway, which alone knows staff accounts, checks its sender and has the
 * owning service mail it to the visitor as a reply from the record, under the message's id. A
 * forged or altered address, a sender who is no active staff account, or no words of the
 * sender's own once the quoted alert is stripped, and it goes to the Unmatched list with why.
 */
@Injectable()
export class StaffAnswers {
  private readonly logger = new Logger('inbound-mail');

  constructor(
    @Inject(RECORD_ADDRESSES) private readonly addresses: RecordAddresses | undefined,
    private readonly messages: InboundMessagesRepository,
    @InjectQueue(QueueName.StaffAnswers) private readonly gateway: Queue,
    @Inject(STAFF_SENDER_CHECK) private readonly senderCheck: SenderCheck | undefined,
  ) {}

  /**
   * Reads a message as a staff answer if it went to a record's address: kept for the gateway's
   * check, or refused. Undefined for any other message, which is matched as a visitor's answer.
   */
  async take(
    inboundId: string,
    raw: Buffer,
    parsed: ParsedMail,
    mail: ReadMail,
  ): Promise<'staff-answer' | 'refused' | undefined> {
    const addressed = this.addressedIn(parsed);
    if (!addressed) return undefined;
    const refusal = await this.refusalOf(addressed, raw, mail);
    if (refusal || addressed === 'forged') {
      await this.messages.refuse(inboundId, refusal ?? 'forged-address', mail);
      this.logger.warn({ inboundId, refusal }, 'mail to a record address refused');
      return 'refused';
    }
    await this.messages.answer(inboundId, mail, addressed);
    await this.handOver(inboundId);
    return 'staff-answer';
  }

  /**
   * Queues the gateway's check, under the message's id: a run of the message's job that died
   * after keeping it hands it over again, and it is one job.
   */
  async handOver(inboundId: string): Promise<'staff-answer'> {
    await this.gateway.add(
      JobName.StaffAnswerMailed,
      { inboundId },
      { ...DEFAULT_JOB_OPTIONS, jobId: `staff-answer.${inboundId}` },
    );
    return 'staff-answer';
  }

  /** The answer as the gateway has it mailed; null once it no longer waits (refused, erased). */
  async waiting(inboundId: string): Promise<StaffAnswer | null> {
    const message = await this.messages.waitingAnswer(inboundId);
    if (!message?.kind || !message.recordId || !message.fromAddress) return null;
    return {
      kind: message.kind,
      recordId: message.recordId,
      from: message.fromAddress,
      subject: replySubject(message.kind, message.subject),
      body: (message.text ?? '').slice(0, LIMITS.replyBody),
    };
  }

  /** The gateway's refusal: the sender is no active staff account, or the record is gone. */
  async refuse(inboundId: string, refusal: InboundRefusal): Promise<void> {
    await this.messages.refuse(inboundId, refusal);
    this.logger.warn({ inboundId, refusal }, 'mail to a record address refused');
  }

  private async refusalOf(
    addressed: AddressedRecord | 'forged',
    raw: Buffer,
    mail: ReadMail,
  ): Promise<InboundRefusal | undefined> {
    if (addressed === 'forged') return 'forged-address';
    if (this.senderCheck && !(await this.senderCheck(raw, mail.from))) return 'unauthenticated';
    return mail.text === '' ? 'empty' : undefined;
  }

  /**
   * The record a recipient's address names; 'forged' when one claims to be a record's address
   * and none verifies.
   */
  private addressedIn(parsed: ParsedMail): AddressedRecord | 'forged' | undefined {
    if (!this.addresses) return undefined;
    let forged = false;
    for (const address of recipientsOf(parsed)) {
      const read = this.addresses.read(address);
      if (read === 'forged') forged = true;
      else if (read) return read;
    }
    return forged ? 'forged' : undefined;
  }
}
