import type { RecordMatch, UnmatchedMail } from '@bytecraft/contracts/inbound';
import type { PersonInboundMail } from '@bytecraft/contracts/people';
import type { RetainedKind } from '@bytecraft/contracts/retention';
import type { InboundRefusal } from '@bytecraft/contracts/staff-answers';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { InboundMessage, type InboundStatus } from './inbound-message.entity';
import { senderOf, type ReadMail } from './read-mail';
import type { AddressedRecord } from './record-address';

/** How many unmatched messages the staff list shows, newest first. */
export const UNMATCHED_LIST_MAX = 200;

/** Messages read or deleted at once by an erasure: each holds up to INBOUND_MAX_BYTES. */
const ERASE_BATCH = 100;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A message past retention: received before the inbound mail's cutoff ($1), or before the
 * cutoff of the kind of the record it went to ($2, the cutoffs by kind); $3 is the latest cutoff,
 * which lets the index on receivedAt narrow the rows first.
 */
export const PAST_RETENTION = `"receivedAt" < $3
  AND ("receivedAt" < $1
       OR ("kind" IS NOT NULL AND "receivedAt" < ($2::jsonb ->> "kind")::timestamptz))`;

/** PAST_RETENTION's $1, $2 and $3 for the cutoffs given. */
export const pastRetentionParams = (before: Record<RetainedKind, string>) => [
  before['inbound-mail'],
  JSON.stringify(before),
  Object.values(before).reduce((a, b) => (a > b ? a : b)),
];

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

  /**
   * A staff answer read: kept with the record its address names, waiting for the gateway to
   * check its sender. Answers whether this read it (a second run finds it read).
   */
  async answer(id: string, mail: ReadMail, record: AddressedRecord): Promise<boolean> {
    const { affected } = await this.rows.update(
      { id, status: 'received' },
      {
        status: 'answer',
        fromAddress: mail.from,
        subject: mail.subject,
        text: mail.text,
        kind: record.kind,
        recordId: record.recordId,
      },
    );
    return (affected ?? 0) > 0;
  }

  /** A staff answer still waiting for the gateway's check. */
  waitingAnswer(id: string): Promise<InboundMessage | null> {
    return this.rows.findOneBy({ id, status: 'answer' });
  }

  /**
   * A message to a record's address that is not mailed on: to the Unmatched list, with why and
   * without the record, read now (`mail`) or already waiting as an answer.
   */
  async refuse(id: string, refusal: InboundRefusal, mail?: ReadMail): Promise<void> {
    await this.rows.update(
      { id, status: In(['received', 'answer']) },
      {
        status: 'unmatched',
        refusal,
        kind: null,
        recordId: null,
        ...(mail ? { fromAddress: mail.from, subject: mail.subject, text: mail.text } : {}),
      },
    );
  }

  /**
   * A delivery report read: kept under its key, so that it is read once, but without its
   * bytes, which name the address that refused our mail and quote the mail.
   */
  async bounced(id: string): Promise<void> {
    await this.rows.update(
      { id, status: 'received' },
      { status: 'bounce', raw: Buffer.alloc(0), fromAddress: null, subject: null, text: null },
    );
  }

  async unmatched(): Promise<UnmatchedMail[]> {
    const rows = await this.rows.find({
      select: {
        id: true,
        fromAddress: true,
        subject: true,
        text: true,
        receivedAt: true,
        refusal: true,
      },
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
      ...(row.refusal ? { refused: row.refusal } : {}),
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

  /** The messages an address sent (stored lower-cased, as read), newest first. */
  async ofSender(email: string): Promise<Omit<PersonInboundMail, 'attachments'>[]> {
    const rows = await this.rows.find({
      select: {
        id: true,
        subject: true,
        text: true,
        receivedAt: true,
        kind: true,
        recordId: true,
      },
      where: { fromAddress: email },
      order: { receivedAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject ?? '',
      receivedAt: row.receivedAt.toISOString(),
      record: row.kind && row.recordId ? { kind: row.kind, recordId: row.recordId } : null,
      text: row.text ?? '',
    }));
  }

  /**
   * Deletes every message the address sent, raw mail and all: those read (by their sender's
   * address) and those whose job has not read them yet (by the sender their bytes name).
   * Returns how many.
   */
  async eraseSender(email: string): Promise<number> {
    const [, read] = await this.db.query<[unknown[], number]>(
      'DELETE FROM inbound_messages WHERE "fromAddress" = $1',
      [email],
    );
    let unread = 0;
    for (let after = NIL_UUID; ;) {
      const rows = await this.db.query<{ id: string; raw: Buffer }[]>(
        `SELECT id, raw FROM inbound_messages WHERE "fromAddress" IS NULL AND id > $1
          ORDER BY id LIMIT $2`,
        [after, ERASE_BATCH],
      );
      if (rows.length === 0) return read + unread;
      after = rows.at(-1)!.id;
      const theirs: string[] = [];
      for (const row of rows) if ((await senderOf(row.raw)) === email) theirs.push(row.id);
      if (theirs.length > 0) {
        const [, count] = await this.db.query<[unknown[], number]>(
          'DELETE FROM inbound_messages WHERE id = ANY($1::uuid[])',
          [theirs],
        );
        unread += count;
      }
    }
  }

  /**
   * Deletes the messages past retention: received before the inbound mail's cutoff, or before
   * the cutoff of the kind of the record they went to, a batch at a time so a long table is
   * never one long lock. Returns how many.
   */
  async eraseBefore(before: Record<RetainedKind, string>): Promise<number> {
    let erased = 0;
    for (;;) {
      const [, count] = await this.db.query<[unknown[], number]>(
        `DELETE FROM inbound_messages WHERE id IN (
           SELECT id FROM inbound_messages
            WHERE ${PAST_RETENTION}
            LIMIT $4)`,
        [...pastRetentionParams(before), ERASE_BATCH],
      );
      if (count === 0) return erased;
      erased += count;
    }
  }

  /** An attached message whose answer could not be queued goes back to the list. */
  async reopen(id: string): Promise<void> {
    await this.rows.update(
      { id, status: 'attached' },
      { status: 'unmatched', decidedBy: null, kind: null, recordId: null },
    );
  }
}
