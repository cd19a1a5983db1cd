import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryStatus } from './mail-delivery.entity';

export interface DeliveryClaim {
  id: string;
  token: string;
}

/** The claim, renewal and record of deliveries: the only code that touches mail_deliveries. */
@Injectable()
export class MailDeliveriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims a delivery for one run, in one statement: a new row 'sending', or a 'sending' row
   * whose lease has run out (its holder died or gave up). Postgres lets one of two concurrent
   * claims through; the other sees the winner's row and gets nothing. True when claimed.
   */
  async claim(
    claim: DeliveryClaim & { template: string; recipient: string },
    leaseMs: number,
  ): Promise<boolean> {
    const rows = (await this.db.query(
      `INSERT INTO mail_deliveries (id, template, recipient, status, "claimToken", "leaseUntil", claims)
       VALUES ($1, $2, $3, 'sending', $4, clock_timestamp() + $5 * interval '1 millisecond', 1)
       ON CONFLICT (id) DO UPDATE
         SET "claimToken" = EXCLUDED."claimToken",
             "leaseUntil" = EXCLUDED."leaseUntil",
             claims = mail_deliveries.claims + 1
         WHERE mail_deliveries.status = 'sending'
           AND mail_deliveries."leaseUntil" <= clock_timestamp()
       RETURNING id`,
      [claim.id, claim.template, claim.recipient, claim.token, leaseMs],
    )) as unknown[];
    return rows.length > 0;
  }

  async statusOf(id: string): Promise<DeliveryStatus | undefined> {
    const rows = (await this.db.query('SELECT status FROM mail_deliveries WHERE id = $1', [
      id,
    ])) as { status: DeliveryStatus }[];
    return rows[0]?.status;
  }

  /** Extends a claim still held by this run; false when it is no longer this run's. */
  async renew({ id, token }: DeliveryClaim, leaseMs: number): Promise<boolean> {
    const [, affected] = (await this.db.query(
      `UPDATE mail_deliveries
          SET "leaseUntil" = clock_timestamp() + $3 * interval '1 millisecond'
        WHERE id = $1 AND "claimToken" = $2 AND status = 'sending'`,
      [id, token, leaseMs],
    )) as [unknown[], number];
    return affected > 0;
  }

  /**
   * Records that the server accepted the mail. Unconditional on the claim: if this run's claim
   * was taken over while it sent (it stalled past its lease), the mail has gone out all the
   * same, and recording it at once keeps any further run from sending it again.
   */
  async markSent(id: string, messageId: string | null): Promise<void> {
    await this.db.query(
      `UPDATE mail_deliveries
          SET status = 'sent', "sentAt" = clock_timestamp(), "messageId" = $2,
              "claimToken" = NULL, "leaseUntil" = NULL
        WHERE id = $1`,
      [id, messageId],
    );
  }

  /** Gives a failed run's claim back at once, so the retry need not wait out the lease. */
  async release({ id, token }: DeliveryClaim): Promise<void> {
    await this.db.query(
      `UPDATE mail_deliveries SET "leaseUntil" = clock_timestamp()
        WHERE id = $1 AND "claimToken" = $2 AND status = 'sending'`,
      [id, token],
    );
  }
}
