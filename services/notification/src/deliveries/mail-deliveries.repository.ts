import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryStatus } from './mail-delivery.entity';

export interface DeliveryClaim {
  id: string;
  token: string;
}

export interface NewClaim extends DeliveryClaim {
  template: string;
  recipient: string;
}

/**
 * The claim, renewal and record of deliveries: the only code that touches mail_deliveries.
 * Each call takes the deliveries of one job at once, so a job of two mails costs one statement
 * per step, not two.
 */
@Injectable()
export class MailDeliveriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims deliveries for one run, in one statement: a new row 'sending', or a 'sending' row
   * whose lease has run out (its holder died or gave up). Postgres lets one of two concurrent
   * claims of a row through; the other sees the winner's row and gets nothing. Returns the ids
   * claimed.
   */
  async claim(claims: NewClaim[], leaseMs: number): Promise<Set<string>> {
    const rows = (await this.db.query(
      `INSERT INTO mail_deliveries (id, template, recipient, status, "claimToken", "leaseUntil", claims)
       SELECT id, template, recipient, 'sending', token::uuid,
              clock_timestamp() + $5 * interval '1 millisecond', 1
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS c(id, template, recipient, token)
       ON CONFLICT (id) DO UPDATE
         SET "claimToken" = EXCLUDED."claimToken",
             "leaseUntil" = EXCLUDED."leaseUntil",
             claims = mail_deliveries.claims + 1
         WHERE mail_deliveries.status = 'sending'
           AND mail_deliveries."leaseUntil" <= clock_timestamp()
       RETURNING id`,
      [
        claims.map((c) => c.id),
        claims.map((c) => c.template),
        claims.map((c) => c.recipient),
        claims.map((c) => c.token),
        leaseMs,
      ],
    )) as { id: string }[];
    return new Set(rows.map((row) => row.id));
  }

  async statusOf(ids: string[]): Promise<Map<string, DeliveryStatus>> {
    const rows = (await this.db.query(
      'SELECT id, status FROM mail_deliveries WHERE id = ANY($1::text[])',
      [ids],
    )) as { id: string; status: DeliveryStatus }[];
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  /** Extends claims still held by this run; returns the ids that are no longer this run's. */
  async renew(claims: DeliveryClaim[], leaseMs: number): Promise<string[]> {
    const rows = (await this.db.query(
      `UPDATE mail_deliveries AS d
          SET "leaseUntil" = clock_timestamp() + $3 * interval '1 millisecond'
         FROM unnest($1::text[], $2::uuid[]) AS c(id, token)
        WHERE d.id = c.id AND d."claimToken" = c.token AND d.status = 'sending'
        RETURNING d.id`,
      [claims.map((c) => c.id), claims.map((c) => c.token), leaseMs],
    )) as { id: string }[];
    const renewed = new Set(rows.map((row) => row.id));
    return claims.filter((claim) => !renewed.has(claim.id)).map((claim) => claim.id);
  }

  /**
   * Records that the server accepted the mails. Unconditional on the claim: if this run's claim
   * was taken over while it sent (it stalled past its lease), the mail has gone out all the
   * same, and recording it at once keeps any further run from sending it again.
   */
  async markSent(sent: { id: string; messageId: string }[]): Promise<void> {
    await this.db.query(
      `UPDATE mail_deliveries AS d
          SET status = 'sent', "sentAt" = clock_timestamp(), "messageId" = s.message_id,
              "claimToken" = NULL, "leaseUntil" = NULL
         FROM unnest($1::text[], $2::text[]) AS s(id, message_id)
        WHERE d.id = s.id`,
      [sent.map((s) => s.id), sent.map((s) => s.messageId)],
    );
  }

  /** Gives failed runs' claims back at once, so the retry need not wait out the lease. */
  async release(claims: DeliveryClaim[]): Promise<void> {
    await this.db.query(
      `UPDATE mail_deliveries AS d SET "leaseUntil" = clock_timestamp()
         FROM unnest($1::text[], $2::uuid[]) AS c(id, token)
        WHERE d.id = c.id AND d."claimToken" = c.token AND d.status = 'sending'`,
      [claims.map((c) => c.id), claims.map((c) => c.token)],
    );
  }
}
