import { WORKER_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { batchedCalls } from '@bytecraft/service-runtime/database/batched-calls';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryBounce } from '@bytecraft/contracts/records/work';
import type { DeliveryStatus, MailDelivery } from './mail-delivery.entity';

/**
 * How long a claim holds without renewal. The run renews it while its send is pending, so a
 * slow server or a paced pool never lets a second run in; only a dead (or frozen) process
 * stops renewing, and then its delivery is taken over this long after its last renewal. As
 * long as a job's own lock, so by the time a dead worker's job is handed out again its claim
 * has about run out too.
 */
export const CLAIM_LEASE_MS = WORKER_OPTIONS.lockDuration;

export interface DeliveryClaim {
  id: string;
  token: string;
}

export interface NewClaim extends DeliveryClaim {
  template: string;
  recipient: string;
}

/** A delivery's state as the log has it. */
export type DeliveryRow = Pick<MailDelivery, 'status' | 'sentAt' | 'bounce' | 'bounceStatus'>;

/** A mail of the log as a person's view lists it. */
export interface LoggedMail {
  id: string;
  template: string;
  status: DeliveryStatus;
  sentAt: Date | null;
}

/** Rows retention hashes per statement. */
const HASH_BATCH = 1000;

export interface SentMail {
  id: string;
  messageId: string;
}

/**
 * The claim, renewal and record of deliveries: the only code that touches mail_deliveries.
 * Each call takes the deliveries of one job at once, and the claims and records of the jobs
 * running together go to PostgreSQL as one statement each when they come within a few
 * milliseconds of each other (`batchedCalls`): under a burst, a statement per step for many
 * mails, not one per job.
 */
@Injectable()
export class MailDeliveriesRepository {
  private readonly claimOne = batchedCalls((claims: readonly NewClaim[]) => this.claimAll(claims));
  private readonly recordOne = batchedCalls(async (sent: readonly SentMail[]) => {
    await this.markAllSent(sent);
    return sent.map(() => true);
  });

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims deliveries for one run: a new row 'sending', a 'sending' row whose lease has run
   * out (its holder died or gave up), or a 'failed' one (its job is run again by hand).
   * Postgres lets one of two concurrent claims of a row through; the other sees the winner's
   * row and gets nothing. Returns the ids claimed.
   */
  async claim(claims: NewClaim[]): Promise<Set<string>> {
    const claimed = await Promise.all(claims.map((claim) => this.claimOne(claim)));
    return new Set(claims.filter((_, i) => claimed[i]).map((claim) => claim.id));
  }

  /** The claims of several runs in one statement; an id claimed twice goes to the first. */
  private async claimAll(claims: readonly NewClaim[]): Promise<boolean[]> {
    const first = new Map<string, NewClaim>();
    for (const claim of claims) if (!first.has(claim.id)) first.set(claim.id, claim);
    const unique = [...first.values()];
    const rows = await this.db.query<{ id: string }[]>(
      `INSERT INTO mail_deliveries (id, template, recipient, status, "claimToken", "leaseUntil", claims)
       SELECT id, template, recipient, 'sending', token::uuid,
              clock_timestamp() + $5 * interval '1 millisecond', 1
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS c(id, template, recipient, token)
       ON CONFLICT (id) DO UPDATE
         SET status = 'sending',
             "claimToken" = EXCLUDED."claimToken",
             "leaseUntil" = EXCLUDED."leaseUntil",
             claims = mail_deliveries.claims + 1
         WHERE mail_deliveries.status = 'failed'
            OR (mail_deliveries.status = 'sending'
                AND mail_deliveries."leaseUntil" <= clock_timestamp())
       RETURNING id`,
      [
        unique.map((c) => c.id),
        unique.map((c) => c.template),
        unique.map((c) => c.recipient),
        unique.map((c) => c.token),
        CLAIM_LEASE_MS,
      ],
    );
    const claimed = new Set(rows.map((row) => row.id));
    return claims.map((claim) => first.get(claim.id) === claim && claimed.has(claim.id));
  }

  /**
   * Records the mails of a job out of attempts as 'failed', unless one was sent, skipped or is
   * held by a run still sending it (whose own end decides); a mail that never got a row (its
   * claim failed) gets one, never claimed. Returns the ids recorded 'failed'.
   */
  async markFailed(mails: Omit<NewClaim, 'token'>[]): Promise<string[]> {
    const rows = await this.db.query<{ id: string }[]>(
      `INSERT INTO mail_deliveries (id, template, recipient, status, claims)
       SELECT id, template, recipient, 'failed', 0
         FROM unnest($1::text[], $2::text[], $3::text[]) AS m(id, template, recipient)
       ON CONFLICT (id) DO UPDATE
         SET status = 'failed', "claimToken" = NULL, "leaseUntil" = NULL
         WHERE mail_deliveries.status = 'sending'
           AND mail_deliveries."leaseUntil" <= clock_timestamp()
       RETURNING id`,
      [mails.map((m) => m.id), mails.map((m) => m.template), mails.map((m) => m.recipient)],
    );
    return rows.map((row) => row.id);
  }

  /** The deliveries asked for that have a row: their status and when they were sent. */
  async statusOf(ids: string[]): Promise<Map<string, DeliveryRow>> {
    const rows = await this.db.query<({ id: string } & DeliveryRow)[]>(
      `SELECT id, status, "sentAt", bounce, "bounceStatus" FROM mail_deliveries
        WHERE id = ANY($1::text[])`,
      [ids],
    );
    return new Map(rows.map(({ id, ...row }) => [id, row]));
  }

  /**
   * Marks mails that went out as failed by a bounce, with its kind and status code (a later
   * report on the same mail replaces an earlier one). Returns the ids marked.
   */
  async markBounced(ids: string[], bounce: DeliveryBounce): Promise<string[]> {
    const [rows] = await this.db.query<[{ id: string }[], number]>(
      `UPDATE mail_deliveries SET status = 'failed', bounce = $2, "bounceStatus" = $3
        WHERE id = ANY($1::text[]) AND "sentAt" IS NOT NULL
        RETURNING id`,
      [ids, bounce.type, bounce.status],
    );
    return rows.map((row) => row.id);
  }

  /** Extends claims still held by this run; returns the ids that are no longer this run's. */
  async renew(claims: DeliveryClaim[]): Promise<string[]> {
    // An UPDATE's answer is its rows and their count (TypeORM), RETURNING or not.
    const [rows] = await this.db.query<[{ id: string }[], number]>(
      `UPDATE mail_deliveries AS d
          SET "leaseUntil" = clock_timestamp() + $3 * interval '1 millisecond'
         FROM unnest($1::text[], $2::uuid[]) AS c(id, token)
        WHERE d.id = c.id AND d."claimToken" = c.token AND d.status = 'sending'
        RETURNING d.id`,
      [claims.map((c) => c.id), claims.map((c) => c.token), CLAIM_LEASE_MS],
    );
    const renewed = new Set(rows.map((row) => row.id));
    return claims.filter((claim) => !renewed.has(claim.id)).map((claim) => claim.id);
  }

  /**
   * Records that the server accepted the mails. Unconditional on the claim: if this run's claim
   * was taken over while it sent (it stalled past its lease), the mail has gone out all the
   * same, and recording it at once keeps any further run from sending it again.
   */
  async markSent(sent: SentMail[]): Promise<void> {
    await Promise.all(sent.map((mail) => this.recordOne(mail)));
  }

  private async markAllSent(sent: readonly SentMail[]): Promise<void> {
    await this.db.query(
      `UPDATE mail_deliveries AS d
          SET status = 'sent', "sentAt" = clock_timestamp(), "messageId" = s.message_id,
              "claimToken" = NULL, "leaseUntil" = NULL
         FROM unnest($1::text[], $2::text[]) AS s(id, message_id)
        WHERE d.id = s.id`,
      [sent.map((s) => s.id), sent.map((s) => s.messageId)],
    );
  }

  /**
   * Records confirmations the daily cap held back, while this run still holds their claims: a
   * run that took a claim over decides for itself.
   */
  async markSkipped(claims: DeliveryClaim[]): Promise<void> {
    await this.db.query(
      `UPDATE mail_deliveries AS d
          SET status = 'skipped', "claimToken" = NULL, "leaseUntil" = NULL
         FROM unnest($1::text[], $2::uuid[]) AS c(id, token)
        WHERE d.id = c.id AND d."claimToken" = c.token AND d.status = 'sending'`,
      [claims.map((c) => c.id), claims.map((c) => c.token)],
    );
  }

  /** The mails logged to an address (compared lower-cased), newest first. */
  async ofRecipient(email: string): Promise<LoggedMail[]> {
    return await this.db.query<LoggedMail[]>(
      `SELECT id, template, status, "sentAt" FROM mail_deliveries
        WHERE lower(recipient) = lower($1)
        ORDER BY "createdAt" DESC, id`,
      [email],
    );
  }

  /** Puts `hash` in place of an address in every mail logged to it; returns how many. */
  async hashRecipient(email: string, hash: string): Promise<number> {
    const [, count] = await this.db.query<[unknown[], number]>(
      'UPDATE mail_deliveries SET recipient = $2 WHERE lower(recipient) = lower($1)',
      [email, hash],
    );
    return count;
  }

  /**
   * Puts each address logged before `before` in place by its hash (`hashOf`), a batch of rows
   * at a time so a long log is never one long lock; a hashed recipient has no '@', so rows
   * hashed before are not read again. Returns how many rows it hashed.
   */
  async hashRecipientsBefore(before: Date, hashOf: (address: string) => string): Promise<number> {
    let hashed = 0;
    for (;;) {
      const rows = await this.db.query<{ id: string; recipient: string }[]>(
        `SELECT id, recipient FROM mail_deliveries
          WHERE "createdAt" < $1 AND recipient LIKE '%@%'
          LIMIT $2`,
        [before, HASH_BATCH],
      );
      if (rows.length === 0) return hashed;
      const [, count] = await this.db.query<[unknown[], number]>(
        `UPDATE mail_deliveries AS d SET recipient = r.hash
           FROM unnest($1::text[], $2::text[], $3::text[]) AS r(id, address, hash)
          WHERE d.id = r.id AND d.recipient = r.address`,
        [
          rows.map((row) => row.id),
          rows.map((row) => row.recipient),
          rows.map((row) => hashOf(row.recipient)),
        ],
      );
      hashed += count;
    }
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
