import type { InboundAttachmentFile } from '@bytecraft/contracts/inbound';
import type { RetainedKind } from '@bytecraft/contracts/retention';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import { InboundAttachment } from './inbound-attachment.entity';
import { PAST_RETENTION, pastRetentionParams } from './inbound-messages.repository';

/** A kept attachment's file and row, as an erasure removes them. */
export type KeptFile = Pick<InboundAttachment, 'inboundId' | 'position'> & { key: string };

/** The only code that touches inbound_attachments. */
@Injectable()
export class InboundAttachmentsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get rows() {
    return this.db.getRepository(InboundAttachment);
  }

  /** Keeps an attachment's row once: its message's job, run again, finds it there. */
  async storeOnce(attachment: InboundAttachment): Promise<void> {
    await this.rows.createQueryBuilder().insert().values(attachment).orIgnore().execute();
  }

  ofMessage(inboundId: string): Promise<InboundAttachment[]> {
    return this.rows.find({ where: { inboundId }, order: { position: 'ASC' } });
  }

  async file(inboundId: string, position: number): Promise<InboundAttachmentFile | null> {
    const row = await this.rows.findOneBy({ inboundId, position, key: Not(IsNull()) });
    return row && { key: row.key!, name: row.name, contentType: row.contentType! };
  }

  /** The attachments' names of each message, in their order. */
  async namesOf(inboundIds: string[]): Promise<Map<string, string[]>> {
    const rows = await this.rows.find({
      select: { inboundId: true, name: true },
      where: { inboundId: In(inboundIds) },
      order: { position: 'ASC' },
    });
    const names = new Map<string, string[]>();
    for (const row of rows)
      names.set(row.inboundId, [...(names.get(row.inboundId) ?? []), row.name]);
    return names;
  }

  /** The kept files an address sent us. */
  async filesOfSender(email: string): Promise<KeptFile[]> {
    return (await this.rows.find({
      select: { inboundId: true, position: true, key: true },
      where: { fromAddress: email, key: Not(IsNull()) },
    })) as KeptFile[];
  }

  /** The kept files of the messages past retention (as their messages' own erasure finds them). */
  filesPastRetention(before: Record<RetainedKind, string>): Promise<KeptFile[]> {
    return this.db.query<KeptFile[]>(
      `SELECT a."inboundId", a."position", a."key"
         FROM inbound_attachments a JOIN inbound_messages m ON m.id = a."inboundId"
        WHERE a."key" IS NOT NULL AND ${PAST_RETENTION}`,
      pastRetentionParams(before),
    );
  }

  /** Drops the rows of files removed from the bucket, refused ones of the same sender too. */
  async erase(files: KeptFile[], email?: string): Promise<void> {
    for (const { inboundId, position } of files) await this.rows.delete({ inboundId, position });
    if (email) await this.rows.delete({ fromAddress: email });
  }
}
