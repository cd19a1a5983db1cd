import type {
  InboundAttachment as ListedAttachment,
  RecordMatch,
} from '@bytecraft/contracts/inbound';
import type { RetainedKind } from '@bytecraft/contracts/retention';
import {
  ATTACHMENT_CONTENT_TYPES,
  attachmentKind,
  type AttachmentKind,
} from '@bytecraft/service-runtime/files/file-type';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Attachment } from 'mailparser';
import type { Attachment as MailAttachment } from 'nodemailer/lib/mailer';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { AttachmentBucket, INBOUND_PREFIX } from './attachment-bucket';
import type { InboundAttachment } from './inbound-attachment.entity';
import { InboundAttachmentsRepository, type KeptFile } from './inbound-attachments.repository';
import { InboundMessagesRepository } from './inbound-messages.repository';
import { parseMail } from './read-mail';

/** The most files of one message looked at; a mail carrying more is not a visitor's answer. */
export const ATTACHMENTS_PER_MESSAGE_MAX = 20;
const NAME_MAX = 255;

/** A name safe in a key: letters, digits, dot, dash and underscore, the rest a dash. */
const keyName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100) || 'attachment';

/** A message's attachments (not the pictures its HTML shows inline), as many as are looked at. */
const attachedFiles = (attachments: Attachment[]) =>
  attachments.filter((file) => !file.related).slice(0, ATTACHMENTS_PER_MESSAGE_MAX);

/**
 * The files inbound mail carries: each checked by its bytes, as resumes are, against the kinds
 * an attachment may be, and by its size; a kept one goes to the bucket under the record its
 * message went to, a refused one is listed with why. Either way the message itself lands.
 */
@Injectable()
export class InboundAttachmentsService {
  private readonly logger = new Logger('inbound-attachments');

  constructor(
    private readonly rows: InboundAttachmentsRepository,
    private readonly bucket: AttachmentBucket,
    private readonly messages: InboundMessagesRepository,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
  ) {}

  /** A file's kind by its bytes; none when it is too large or no kind an attachment may be. */
  private kindOf(file: Attachment): AttachmentKind | undefined {
    return file.size > this.config.INBOUND_ATTACHMENT_MAX_BYTES
      ? undefined
      : attachmentKind(file.content);
  }

  /**
   * The files of a staff answer mailed from a mail client, to go with its reply to the visitor:
   * those a visitor's answer would have kept, under the type their bytes are; none once the
   * message is erased.
   */
  async passedOn(inboundId: string): Promise<MailAttachment[]> {
    const message = await this.messages.find(inboundId);
    if (!message || message.raw.length === 0) return [];
    const { attachments } = await parseMail(message.raw);
    return attachedFiles(attachments).flatMap((file, index) => {
      const kind = this.kindOf(file);
      if (!kind) {
        this.logger.warn({ inboundId, position: index + 1 }, 'staff answer attachment not sent');
        return [];
      }
      const filename = (file.filename ?? `attachment-${index + 1}`).slice(0, NAME_MAX);
      return [{ filename, content: file.content, contentType: ATTACHMENT_CONTENT_TYPES[kind] }];
    });
  }

  /**
   * Keeps a message's attachments (not the pictures its HTML shows inline), numbered from 1, in
   * `inbound/<kind>/<recordId>/<message>/` or, for a message no record was found for,
   * `inbound/unmatched/<message>/`. Run again, it stores the same keys and rows.
   */
  async keep(
    inboundId: string,
    from: string,
    attachments: Attachment[],
    record: Pick<RecordMatch, 'kind' | 'recordId'> | null,
  ): Promise<void> {
    const place = record ? `${record.kind}/${record.recordId}` : 'unmatched';
    for (const [index, file] of attachedFiles(attachments).entries()) {
      const position = index + 1;
      const name = (file.filename ?? `attachment-${position}`).slice(0, NAME_MAX);
      const row: InboundAttachment = {
        inboundId,
        position,
        fromAddress: from,
        name,
        contentType: null,
        size: file.size,
        key: null,
        refusal: null,
      };
      const kind = this.kindOf(file);
      row.refusal = kind
        ? null
        : file.size > this.config.INBOUND_ATTACHMENT_MAX_BYTES
          ? 'size'
          : 'type';
      if (kind) {
        row.contentType = ATTACHMENT_CONTENT_TYPES[kind];
        row.key = `${INBOUND_PREFIX}${place}/${inboundId}/${position}-${keyName(name)}`;
        await this.bucket.put(row.key, file.content, row.contentType);
      }
      if (row.refusal) {
        this.logger.warn({ inboundId, position, refusal: row.refusal }, 'attachment refused');
      }
      await this.rows.storeOnce(row);
    }
  }

  async list(inboundId: string): Promise<ListedAttachment[]> {
    return (await this.rows.ofMessage(inboundId)).map((row) => ({
      position: row.position,
      name: row.name,
      contentType: row.contentType,
      size: row.size,
      refused: row.refusal,
    }));
  }

  file(inboundId: string, position: number) {
    return this.rows.file(inboundId, position);
  }

  namesOf(inboundIds: string[]) {
    return this.rows.namesOf(inboundIds);
  }

  /**
   * Removes the files an address sent us, then their rows, before their messages go: a retry
   * after a failure between the two finds the rest by the same address.
   */
  async eraseSender(email: string): Promise<void> {
    await this.erase(await this.rows.filesOfSender(email), email);
  }

  /** Removes the files of the messages past retention, before the messages themselves go. */
  async eraseBefore(before: Record<RetainedKind, string>): Promise<void> {
    await this.erase(await this.rows.filesPastRetention(before));
  }

  private async erase(files: KeptFile[], email?: string): Promise<void> {
    await this.bucket.remove(files.map((file) => file.key));
    await this.rows.erase(files, email);
  }
}
