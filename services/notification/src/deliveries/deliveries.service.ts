import { StaffMailbox, type MailJob, type MailRecipient } from '@bytecraft/contracts/mail';
import { WORKER_OPTIONS } from '@bytecraft/contracts/queues';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { renderMail } from '../templates/render-mail';
import { MailDeliveriesRepository, type DeliveryClaim } from './mail-deliveries.repository';
import { MailTransport } from './mail-transport';

/**
 * How long a claim holds without renewal. The run renews it while its send is pending, so a
 * slow server or a paced pool never lets a second run in; only a dead (or frozen) process
 * stops renewing, and then its delivery is taken over this long after its last renewal. As
 * long as a job's own lock, so by the time a dead worker's job is handed out again its claim
 * has about run out too.
 */
export const CLAIM_LEASE_MS = WORKER_OPTIONS.lockDuration;
const RENEW_EVERY_MS = CLAIM_LEASE_MS / 3;

/** Another run holds the delivery's claim: this job is retried (with backoff) until it is sent. */
export class DeliveryInProgressError extends Error {
  constructor(deliveryId: string) {
    super(`Delivery ${deliveryId} is being sent by another run; retrying later`);
    this.name = 'DeliveryInProgressError';
  }
}

@Injectable()
export class DeliveriesService {
  private readonly logger = new Logger(DeliveriesService.name);
  private readonly messageIdDomain: string;
  /** Mails the server accepted whose record failed (the database away): recorded, not resent. */
  private readonly unrecorded = new Map<string, string | null>();

  constructor(
    private readonly deliveries: MailDeliveriesRepository,
    private readonly transport: MailTransport,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
  ) {
    this.messageIdDomain = /@([^\s>]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? 'localhost';
  }

  /**
   * Sends one mail at most once per delivery id, however many runs of it there are (a retry,
   * a stalled job handed to a second worker while the first still runs, two replicas): claim,
   * send, record. The one gap is a crash after the server accepted the mail and before the
   * record (one UPDATE, about a millisecond); the mail is then sent again once the claim's
   * lease runs out, with the same Message-ID, which lets the duplicate be recognised.
   *
   * Every failure throws, so the queue retries with backoff and finally keeps the job among
   * the failed: a refused connection or a 4xx (a relay's rate limit, greylisting) releases the
   * claim for the retry; a run that finds the claim held by another throws too, so its job
   * ends only once the mail is recorded as sent.
   */
  async deliver(job: MailJob): Promise<'sent' | 'already-sent'> {
    if (this.unrecorded.has(job.deliveryId)) {
      await this.record(job.deliveryId, this.unrecorded.get(job.deliveryId)!);
      return 'sent';
    }
    const recipient = this.addressOf(job.to);
    const claim: DeliveryClaim = { id: job.deliveryId, token: randomUUID() };
    const claimed = await this.deliveries.claim(
      { ...claim, template: job.template, recipient },
      CLAIM_LEASE_MS,
    );
    if (!claimed) {
      if ((await this.deliveries.statusOf(job.deliveryId)) === 'sent') return 'already-sent';
      throw new DeliveryInProgressError(job.deliveryId);
    }

    const mail = renderMail(job, {
      siteUrl: this.config.PUBLIC_SITE_URL,
      apiUrl: this.config.PUBLIC_API_URL,
    });
    const renewal = setInterval(() => void this.renew(claim), RENEW_EVERY_MS);
    let messageId: string | null;
    try {
      const info = await this.transport.send({
        from: this.config.MAIL_FROM,
        to: recipient,
        // The same for every send of this delivery: a duplicate is one message to mail
        // clients that collapse equal ids, and countable at the server.
        messageId: `<${job.deliveryId}@${this.messageIdDomain}>`,
        ...mail,
      });
      messageId = info.messageId ?? null;
    } catch (error) {
      await this.deliveries.release(claim).catch((releaseError: unknown) =>
        // The lease frees it anyway; the send's error is the one the job must report.
        this.logger.warn(`Claim of ${claim.id} not released: ${String(releaseError)}`),
      );
      throw error;
    } finally {
      clearInterval(renewal);
    }
    await this.record(job.deliveryId, messageId);
    return 'sent';
  }

  /**
   * If the record fails, this process remembers the mail went out, and the job's retry here
   * records it without sending. A retry on another replica waits out the claim's lease and
   * sends again: the one duplicate this design allows besides a crash.
   */
  private async record(deliveryId: string, messageId: string | null): Promise<void> {
    try {
      await this.deliveries.markSent(deliveryId, messageId);
      this.unrecorded.delete(deliveryId);
    } catch (error) {
      this.unrecorded.set(deliveryId, messageId);
      throw error;
    }
  }

  private async renew(claim: DeliveryClaim): Promise<void> {
    try {
      if (!(await this.deliveries.renew(claim, CLAIM_LEASE_MS))) {
        this.logger.warn(`Claim of ${claim.id} was taken over while its mail was being sent`);
      }
    } catch (error) {
      this.logger.warn(`Claim of ${claim.id} not renewed: ${String(error)}`);
    }
  }

  private addressOf(to: MailRecipient): string {
    if ('visitor' in to) return to.visitor;
    const mailboxes: Record<StaffMailbox, string> = {
      [StaffMailbox.Sales]: this.config.STAFF_SALES_EMAIL,
      [StaffMailbox.Careers]: this.config.STAFF_CAREERS_EMAIL,
      [StaffMailbox.Internships]: this.config.STAFF_INTERNSHIPS_EMAIL,
    };
    return mailboxes[to.staff];
  }
}
