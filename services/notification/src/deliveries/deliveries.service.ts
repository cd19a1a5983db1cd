import {
  isConfirmation,
  isReply,
  type MailJob,
  type MailRecipient,
} from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type {
  DeliveryBounce,
  DeliveryState,
  MailDeliveryState,
} from '@bytecraft/contracts/records/work';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { CampaignBounces } from '../campaigns/campaign-bounces';
import { InboundAttachmentsService } from '../inbound/inbound-attachments.service';
import { mailLinksOf } from '../templates/mail-links';
import { renderMail, type MailLinks } from '../templates/render-mail';
import {
  CLAIM_LEASE_MS,
  MailDeliveriesRepository,
  type DeliveryClaim,
} from './mail-deliveries.repository';
import { ConfirmationCap } from './confirmation-cap';
import { MailTransport } from './mail-transport';

/** How often a run renews the claims of the mails it is sending. */
export const RENEW_EVERY_MS = CLAIM_LEASE_MS / 3;

/** Another run holds the delivery's claim: this job is retried (with backoff) until it is sent. */
export class DeliveryInProgressError extends Error {
  constructor(deliveryId: string) {
    super(`Delivery ${deliveryId} is being sent by another run; retrying later`);
    this.name = 'DeliveryInProgressError';
  }
}

/**
 * What became of one mail of a job: sent now, found sent before, held back by its address's
 * daily cap now or before, or not sent (and why).
 */
export type DeliveryResult =
  | { outcome: 'sent' }
  | { outcome: 'already-sent' }
  | { outcome: 'skipped-cap' }
  | { outcome: 'already-skipped' }
  | { outcome: 'failed'; error: unknown }
  | { outcome: 'in-progress'; error: DeliveryInProgressError };

/**
 * The address of a mail anyone can have us send to any address by typing it into a form, which
 * the daily cap counts: a submission's confirmation, and a subscription's confirmation link
 * (asked for again, it is mailed again).
 */
function cappedAddressOf(mail: MailJob): string | undefined {
  if (!isConfirmation(mail) && mail.template !== MailTemplate.NewsletterConfirm) return undefined;
  return 'visitor' in mail.to ? mail.to.visitor : undefined;
}

@Injectable()
export class DeliveriesService {
  private readonly logger = new Logger(DeliveriesService.name);
  private readonly messageIdDomain: string;
  private readonly links: MailLinks;
  /** Mails the server accepted whose record failed (the database away): recorded, not resent. */
  private readonly unrecorded = new Set<string>();

  constructor(
    private readonly deliveries: MailDeliveriesRepository,
    private readonly transport: MailTransport,
    private readonly cap: ConfirmationCap,
    private readonly campaignBounces: CampaignBounces,
    private readonly inboundFiles: InboundAttachmentsService,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
  ) {
    this.messageIdDomain = /@([^\s>]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? 'localhost';
    this.links = mailLinksOf(config);
  }

  /**
   * Sends each mail at most once per delivery id, however many runs of it there are (a retry,
   * a stalled job handed to a second worker while the first still runs, two replicas): claim,
   * send, record, each one statement for all the job's mails. The one gap is a crash after the
   * server accepted a mail and before the record (one UPDATE, about a millisecond); the mail is
   * then sent again once the claim's lease runs out, with the same Message-ID, which lets the
   * duplicate be recognised.
   *
   * Returns each mail's result, in order, once every mail is sent and recorded or has failed:
   * the caller fails the job when one failed, so the queue retries it with backoff and the
   * retry sends only what is left. A refused connection or a 4xx (a relay's rate limit,
   * greylisting) releases the claim for the retry; a mail whose claim another run holds is
   * 'in-progress', so its job ends only once the mail is recorded as sent. A confirmation
   * past its address's daily cap (ConfirmationCap) is not sent but recorded 'skipped', so its
   * job's retry finds it decided. A failed record throws.
   */
  async deliver(mails: MailJob[]): Promise<DeliveryResult[]> {
    const outcomes = new Map<string, DeliveryResult>();
    const recorded = mails.map((mail) => mail.deliveryId).filter((id) => this.unrecorded.has(id));
    if (recorded.length > 0) await this.record(recorded, outcomes);

    const claims = mails
      .filter((mail) => !outcomes.has(mail.deliveryId))
      .map((mail) => ({
        mail,
        id: mail.deliveryId,
        token: randomUUID(),
        template: mail.template,
        recipient: this.addressOf(mail.to),
      }));
    if (claims.length === 0) return mails.map((mail) => outcomes.get(mail.deliveryId)!);
    const claimed = await this.deliveries.claim(claims);
    const ours = claims.filter((claim) => claimed.has(claim.id));
    const others = claims.filter((claim) => !claimed.has(claim.id)).map((claim) => claim.id);
    if (others.length > 0) {
      const statuses = await this.deliveries.statusOf(others);
      for (const id of others) {
        const status = statuses.get(id)?.status;
        outcomes.set(
          id,
          status === 'sent'
            ? { outcome: 'already-sent' }
            : status === 'skipped'
              ? { outcome: 'already-skipped' }
              : { outcome: 'in-progress', error: new DeliveryInProgressError(id) },
        );
      }
    }
    if (ours.length > 0) await this.sendClaimed(ours, outcomes);
    return mails.map((mail) => outcomes.get(mail.deliveryId)!);
  }

  /**
   * Records the mails of a job that ran out of attempts as failed, but for those sent, skipped
   * or still being sent by another run (`markFailed`) and those this process knows went out.
   * Returns the ids recorded failed.
   */
  async markFailed(mails: MailJob[]): Promise<string[]> {
    const unsent = mails.filter((mail) => !this.unrecorded.has(mail.deliveryId));
    if (unsent.length === 0) return [];
    return this.deliveries.markFailed(
      unsent.map((mail) => ({
        id: mail.deliveryId,
        template: mail.template,
        recipient: this.addressOf(mail.to),
      })),
    );
  }

  /**
   * Each delivery's state as a record's activity shows it: one sending or not yet claimed
   * (its job waits in the queue, or between attempts) is 'queued'.
   */
  async states(ids: string[]): Promise<Record<string, MailDeliveryState>> {
    const rows = await this.deliveries.statusOf(ids);
    return Object.fromEntries(
      ids.map((deliveryId) => {
        const row = rows.get(deliveryId);
        const delivery: DeliveryState = !row || row.status === 'sending' ? 'queued' : row.status;
        const state: MailDeliveryState = {
          deliveryId,
          delivery,
          sentAt: row?.sentAt?.toISOString() ?? null,
        };
        if (row?.bounce) state.bounce = { type: row.bounce, status: row.bounceStatus! };
        return [deliveryId, state];
      }),
    );
  }

  /**
   * The deliveries we sent under these Message-IDs (a mail's `In-Reply-To` and `References`),
   * newest reference last as a mail lists them: ids of ours are read back from their form
   * (`messageIdOf`), and only those the log has as sent count.
   */
  async sentUnder(messageIds: string[]): Promise<string[]> {
    const ours = this.deliveryIdsOf(messageIds);
    if (ours.length === 0) return [];
    const statuses = await this.deliveries.statusOf(ours);
    return ours.filter((id) => statuses.get(id)?.status === 'sent');
  }

  /**
   * Marks the mails we sent under these Message-IDs (the headers a bounce returns) as failed by
   * it, and a campaign's subscriber whose mail bounced for good as bounced. Returns the delivery
   * ids marked: none when the report is about no mail of ours.
   */
  async bounced(messageIds: string[], bounce: DeliveryBounce): Promise<string[]> {
    const ours = this.deliveryIdsOf(messageIds);
    if (ours.length === 0) return [];
    const marked = await this.deliveries.markBounced(ours, bounce);
    if (bounce.type === 'hard') await this.campaignBounces.hardBounced(marked);
    return marked;
  }

  /** The delivery ids of the Message-IDs that are ours (`messageIdOf`'s form, our domain). */
  private deliveryIdsOf(messageIds: string[]): string[] {
    return messageIds
      .map((messageId) => /^<?([^@<>\s]+)@([^>\s]+)>?$/.exec(messageId.trim()))
      .filter((parts) => parts?.[2].toLowerCase() === this.messageIdDomain.toLowerCase())
      .map((parts) => parts![1]);
  }

  /**
   * Sends the mails this run claimed, together over the pool, renewing their claims meanwhile;
   * records those the server accepted, then those the cap held back, and gives back the claims
   * of those the server did not accept. The cap is asked only with the claim held, so runs of
   * one delivery ask it one at a time, and a retry keeps the place its first run was given.
   */
  private async sendClaimed(
    claims: (DeliveryClaim & { mail: MailJob })[],
    outcomes: Map<string, DeliveryResult>,
  ): Promise<void> {
    const renewal = setInterval(() => void this.renew(claims), RENEW_EVERY_MS);
    let sends: PromiseSettledResult<'sent' | 'skipped'>[];
    try {
      sends = await Promise.allSettled(claims.map((claim) => this.sendUnlessCapped(claim.mail)));
    } finally {
      clearInterval(renewal);
    }
    const failed: DeliveryClaim[] = [];
    const sent: string[] = [];
    const skipped: DeliveryClaim[] = [];
    claims.forEach((claim, i) => {
      const result = sends[i];
      if (result.status === 'rejected') {
        outcomes.set(claim.id, { outcome: 'failed', error: result.reason });
        failed.push(claim);
      } else if (result.value === 'sent') sent.push(claim.id);
      else skipped.push(claim);
    });
    if (failed.length > 0) {
      await this.deliveries.release(failed).catch((releaseError: unknown) =>
        // The lease frees them anyway; the sends' errors are the ones the job must report.
        this.logger.warn(
          { deliveryIds: failed.map((c) => c.id), err: releaseError },
          'claims not released',
        ),
      );
    }
    // The sent ones first: their record is what keeps them from going out twice.
    if (sent.length > 0) await this.record(sent, outcomes);
    if (skipped.length > 0) {
      await this.deliveries.markSkipped(skipped);
      for (const claim of skipped) outcomes.set(claim.id, { outcome: 'skipped-cap' });
    }
  }

  /** Sends one mail, unless it is a confirmation its address's daily cap holds back. */
  private async sendUnlessCapped(mail: MailJob): Promise<'sent' | 'skipped'> {
    const capped = cappedAddressOf(mail);
    if (capped !== undefined && !(await this.cap.admit(mail.deliveryId, capped))) {
      return 'skipped';
    }
    await this.send(mail);
    return 'sent';
  }

  /** Hands one mail to the SMTP pool, with the files of the staff answer a reply was mailed as. */
  private async send(mail: MailJob): Promise<void> {
    const attachmentsOf = isReply(mail) ? mail.attachmentsOf : undefined;
    await this.transport.send({
      from: this.config.MAIL_FROM,
      to: this.addressOf(mail.to),
      messageId: this.messageIdOf(mail.deliveryId),
      ...renderMail(mail, this.links),
      ...(attachmentsOf ? { attachments: await this.inboundFiles.passedOn(attachmentsOf) } : {}),
    });
  }

  /**
   * The same for every send of a delivery: a duplicate is one message to mail clients that
   * collapse equal ids, and countable at the server.
   */
  private messageIdOf(deliveryId: string): string {
    return `<${deliveryId}@${this.messageIdDomain}>`;
  }

  /**
   * Records the mails as sent. If the record fails, this process remembers they went out, and
   * the job's retry here records them without sending. A retry on another replica waits out
   * the claims' lease and sends again: the one duplicate this design allows besides a crash.
   */
  private async record(ids: string[], outcomes: Map<string, DeliveryResult>): Promise<void> {
    try {
      await this.deliveries.markSent(ids.map((id) => ({ id, messageId: this.messageIdOf(id) })));
    } catch (error) {
      for (const id of ids) this.unrecorded.add(id);
      throw error;
    }
    for (const id of ids) {
      this.unrecorded.delete(id);
      outcomes.set(id, { outcome: 'sent' });
    }
  }

  private async renew(claims: DeliveryClaim[]): Promise<void> {
    try {
      const lost = await this.deliveries.renew(claims);
      for (const id of lost) {
        this.logger.warn({ deliveryId: id }, 'claim taken over while its mail was being sent');
      }
    } catch (error) {
      this.logger.warn({ deliveryIds: claims.map((c) => c.id), err: error }, 'claims not renewed');
    }
  }

  private addressOf(to: MailRecipient): string {
    return 'visitor' in to ? to.visitor : this.links.mailboxes[to.staff];
  }
}
