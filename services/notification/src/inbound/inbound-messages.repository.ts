import type { RecordMatch, UnmatchedMail } from '@bytecraft/contracts/inbound';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { InboundMessage, type InboundStatus } from './inbound-message.entity';
import type { ReadMail } from './read-mail';

/** How many unmatched messages the staff list shows, newest first. */
export const UNMATCHED_LIST_MAX = 200;

/** The only code that touches inbound_messages. */
@Injectable()
export class InboundMessagesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get rows() {
    return this.db.getRepository(InboundMessage);
  }

  /**
   * Stores a received message under its key unless one is there, and answers the id it is
   * stored under: a message delivered twice (a sender retrying, two replicas given the same
   * mail) is one row.
   */
  async storeOnce(key: string, raw: Buffer): Promise<string> {
    // DO UPDATE of nothing, so RETURNING answers the row that was already there too.
    const [row] = await this.db.query<{ id: string }[]>(
      `INSERT INTO inbound_messages (id, key, raw, status) VALUES ($1, $2, $3, 'received')
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
       RETURNING id`,
      [randomUUID(), key, raw],
    );
    return row.id;
  }

  find(id: string): Promise<InboundMessage | null> {
    return this.rows.findOneBy({ id });
  }

  /** Keeps what its job read, and where it went: to a record, or to the staff list. */
  async read(id: string, mail: ReadMail, match: RecordMatch | null): Promise<void> {
    await this.rows.update(
      { id, status: 'received' },
      {
        status: match ? 'matched' : 'unmatched',
        fromAddress: mail.from,
        subject: mail.subject,
        text: mail.text,
        kind: match?.kind ?? null,
        recordId: match?.recordId ?? null,
      },
    );
  }

  async unmatched(): Promise<UnmatchedMail[]> {
    const rows = await this.rows.find({
      select: { id: true, fromAddress: true, subject: true, text: true, receivedAt: true },
      where: { status: 'unmatched' },
      order: { receivedAt: 'DESC', id: 'DESC' },
      take: UNMATCHED_LIST_MAX,
    });
    return rows.map((row) => ({
      id: row.id,
      from: row.fromAddress,
      subject: row.subject ?? '',
      text: row.text ?? '',
      receivedAt: row.receivedAt.toISOString(),
    }));
  }

  /**
   * Decides an unmatched message (attached to a record, or discarded) by a staff member;
   * answers whether it was unmatched, so two decisions of one message let one through.
   */
  async decide(
    id: string,
    decision: {
      status: Extract<InboundStatus, 'attached' | 'discarded'>;
      decidedBy: string;
    } & Partial<Pick<InboundMessage, 'kind' | 'recordId'>>,
  ): Promise<boolean> {
    const { affected } = await this.rows.update({ id, status: 'unmatched' }, decision);
    return (affected ?? 0) > 0;
  }

  /** An attached message whose answer could not be queued goes back to the list. */
  async reopen(id: string): Promise<void> {
    await this.rows.update(
      { id, status: 'attached' },
      { status: 'unmatched', decidedBy: null, kind: null, recordId: null },
    );
  }
}
