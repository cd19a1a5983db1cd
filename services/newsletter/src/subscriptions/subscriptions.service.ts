import type {
  NewsletterConfirmRequest,
  NewsletterStats,
  NewsletterSubscribeRequest,
  NewsletterSubscriptionRecord,
} from '@bytecraft/contracts/kinds/newsletter-subscription';
import { NEWSLETTER_CONSENT_TEXT } from '@bytecraft/contracts/newsletter-messages';
import { NEWSLETTER_CONFIRM_DAYS } from '@bytecraft/contracts/retention-policy';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type {
  ConfirmOutcome,
  SubscribeOutcome,
  UnsubscribeOutcome,
} from '@bytecraft/contracts/rpc';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import type { Records } from '@bytecraft/service-runtime/records/records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { In, type Repository } from 'typeorm';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { CampaignsService } from '../campaigns/campaigns.service';
import { NEWSLETTER_CONFIG, type NewsletterConfig } from '../config/newsletter.config';
import { Subscription } from './subscription.entity';

const newToken = () => randomBytes(24).toString('base64url');
/** Only the hash of a confirmation token is stored, as staff links' tokens are. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A subscription counts as recent for the stats within this many days of subscribing. */
const RECENT_DAYS = 30;

/** What one subscribe request sets on its row, new or renewed. */
type Subscribing = Pick<
  Subscription,
  | 'status'
  | 'source'
  | 'token'
  | 'subscribedAt'
  | 'unsubscribedAt'
  | 'confirmTokenHash'
  | 'consentAt'
  | 'consentClientKey'
  | 'consentPage'
  | 'consentText'
  | 'confirmedAt'
>;

@Injectable()
export class SubscriptionsService {
  /** The links' tokens travel sealed: whoever reads the mail queue cannot follow them. */
  private readonly seal: MailLinkSeal;

  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRecords('newsletter-subscription')
    private readonly records: Records<Subscription, NewsletterSubscriptionRecord>,
    private readonly mail: MailPublisher,
    private readonly campaigns: CampaignsService,
    @Inject(NEWSLETTER_CONFIG) private readonly config: NewsletterConfig,
  ) {
    this.seal = new MailLinkSeal(config.MAIL_LINK_KEY);
  }

  /**
   * A new address is stored with its proof of consent: active, or, with double opt-in, pending
   * until the link mailed to it is followed. An unsubscribed or bounced address subscribes anew
   * with a fresh token (old links stop working); a pending one gets a fresh confirmation link (the old
   * one stops working). An active one is reported, not duplicated, and its welcome mail asked
   * for again: a request that stored the subscription but could not ask for the mail (Redis
   * gone for a moment) fails, and the site's retry lands here. The delivery id keeps it one
   * mail. The insert comes first, so a new address, nearly every request, costs one statement;
   * the address is looked up only when it was already there.
   */
  async subscribe(request: NewsletterSubscribeRequest, trace: Trace): Promise<SubscribeOutcome> {
    const confirmToken = this.config.NEWSLETTER_DOUBLE_OPT_IN ? newToken() : undefined;
    const subscribing = this.subscribing(request, confirmToken);
    const inserted = await this.insert(request.email, subscribing);
    if (inserted) {
      await this.announceAndMail(inserted, confirmToken, trace);
      return { status: confirmToken ? 'pending' : 'subscribed', id: inserted.id };
    }
    const existing = await this.subscriptions.findOneBy({ email: request.email });
    if (!existing) return { status: 'already-subscribed' };
    if (existing.status === 'active') {
      await this.welcome(existing, trace);
      return { status: 'already-subscribed' };
    }
    const renewed = await this.renew(existing, subscribing);
    if (renewed) {
      if (existing.status !== 'pending') await this.announceAndMail(renewed, confirmToken, trace);
      else await this.mailFor(renewed, confirmToken, trace);
      return { status: confirmToken ? 'pending' : 'reactivated', id: renewed.id };
    }
    // Another request renewed it first, and that one asks for the mail.
    return confirmToken ? { status: 'pending', id: existing.id } : { status: 'already-subscribed' };
  }

  /**
   * One conditional update confirms a pending subscription whose link is still valid, so of two
   * follows at once one confirms; the other, like any later one, answers already-confirmed and
   * asks for the welcome again (the confirming request may have failed before asking), which
   * its delivery id keeps one mail.
   */
  async confirm({ token }: NewsletterConfirmRequest, trace: Trace): Promise<ConfirmOutcome> {
    const confirmTokenHash = hashToken(token);
    const updated = await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({ status: 'active', confirmedAt: () => 'now()' })
      .where('"confirmTokenHash" = :confirmTokenHash AND status = :status', {
        confirmTokenHash,
        status: 'pending',
      })
      .andWhere('"subscribedAt" > now() - make_interval(days => :days)', {
        days: NEWSLETTER_CONFIRM_DAYS,
      })
      .returning('*')
      .execute();
    const confirmed = this.returned(updated.raw);
    if (confirmed) {
      await this.welcome(confirmed, trace);
      return { status: 'confirmed' };
    }
    const existing = await this.subscriptions.findOneBy({ confirmTokenHash });
    if (existing?.status !== 'active') return { status: 'unknown-token' };
    await this.welcome(existing, trace);
    return { status: 'already-confirmed' };
  }

  /** The row one request sets: a fresh unsubscribe token, and consent as this form gave it. */
  private subscribing(
    { source, page, clientKey }: NewsletterSubscribeRequest,
    confirmToken: string | undefined,
  ): Subscribing {
    const now = new Date();
    return {
      status: confirmToken ? 'pending' : 'active',
      source,
      token: newToken(),
      subscribedAt: now,
      unsubscribedAt: null,
      confirmTokenHash: confirmToken ? hashToken(confirmToken) : null,
      consentAt: now,
      consentClientKey: clientKey,
      consentPage: page ?? null,
      consentText: NEWSLETTER_CONSENT_TEXT,
      confirmedAt: null,
    };
  }

  private async announceAndMail(
    subscription: Subscription,
    confirmToken: string | undefined,
    trace: Trace,
  ): Promise<void> {
    await Promise.all([
      this.records.announce(subscription.id, subscription.email),
      this.mailFor(subscription, confirmToken, trace),
    ]);
  }

  private mailFor(
    subscription: Subscription,
    confirmToken: string | undefined,
    trace: Trace,
  ): Promise<void> {
    return confirmToken
      ? this.askToConfirm(subscription, confirmToken, trace)
      : this.welcome(subscription, trace);
  }

  /** The welcome mail of one subscribing: a reactivation has a date, so a welcome, of its own. */
  private welcome(subscription: Subscription, trace: Trace): Promise<void> {
    const to = { visitor: subscription.email };
    return this.mail.send(
      [
        {
          deliveryId: `${subscription.id}.${subscription.subscribedAt.getTime()}.${MailTemplate.NewsletterWelcome}`,
          template: MailTemplate.NewsletterWelcome,
          to,
          data: { Email: subscription.email },
          link: this.seal.seal('unsubscribe', to, subscription.token),
        },
      ],
      trace,
    );
  }

  /** The confirmation link's mail: one per token (its hash names it, the token stays secret). */
  private askToConfirm(
    subscription: Subscription,
    confirmToken: string,
    trace: Trace,
  ): Promise<void> {
    const to = { visitor: subscription.email };
    return this.mail.send(
      [
        {
          deliveryId: `${subscription.id}.${subscription.confirmTokenHash}.${MailTemplate.NewsletterConfirm}`,
          template: MailTemplate.NewsletterConfirm,
          to,
          data: { Email: subscription.email },
          link: this.seal.seal('newsletter-confirm', to, confirmToken),
        },
      ],
      trace,
    );
  }

  /** Undefined when the address is already there (or another request inserted it first). */
  private async insert(email: string, subscribing: Subscribing): Promise<Subscription | undefined> {
    const inserted = await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({ id: randomUUID(), email, ...subscribing })
      .orIgnore()
      .returning('*')
      .execute();
    return this.returned(inserted.raw);
  }

  /**
   * Only from the row as it was read (its status and unsubscribe token, which every renewal
   * replaces): of requests renewing one address at once, one does (one mail, one token) and
   * the others are told what became of it.
   */
  private async renew(
    existing: Subscription,
    subscribing: Subscribing,
  ): Promise<Subscription | undefined> {
    const updated = await this.subscriptions
      .createQueryBuilder()
      .update()
      .set(subscribing)
      .where('id = :id AND status = :status AND token = :token', {
        id: existing.id,
        status: existing.status,
        token: existing.token,
      })
      .returning('*')
      .execute();
    return this.returned(updated.raw);
  }

  private returned(raw: unknown): Subscription | undefined {
    const [row] = raw as Subscription[];
    return row && this.subscriptions.create(row);
  }

  /**
   * Idempotent: a second unsubscribe with the same link succeeds and changes nothing. A pending
   * or bounced subscription may be unsubscribed too. The campaign that mailed it last counts it.
   */
  async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
    const subscription = await this.subscriptions.findOneBy({ token });
    if (!subscription) return { status: 'unknown-token' };
    if (subscription.status === 'unsubscribed') return { status: 'already-unsubscribed' };
    const updated = await this.subscriptions.update(
      { id: subscription.id, status: In(['active', 'pending', 'bounced']) },
      { status: 'unsubscribed', unsubscribedAt: new Date() },
    );
    if (updated.affected) await this.campaigns.noteUnsubscribe(subscription.id);
    return { status: 'unsubscribed' };
  }

  /** The newsletter screen's figures, from one pass over the table; pending ones are not active. */
  async stats(): Promise<NewsletterStats> {
    const row = await this.subscriptions
      .createQueryBuilder('s')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE s.status = 'active')::int`, 'active')
      .addSelect(`count(*) FILTER (WHERE s.status = 'unsubscribed')::int`, 'unsubscribed')
      .addSelect(`count(*) FILTER (WHERE s.status = 'pending')::int`, 'pending')
      .addSelect(
        `count(*) FILTER (WHERE s."subscribedAt" >= now() - make_interval(days => :days))::int`,
        'recentSubscriptions',
      )
      .addSelect(
        `COALESCE(round(100.0 * count(*) FILTER (WHERE s.status = 'active') / NULLIF(count(*), 0), 1), 0)::float8`,
        'activeRate',
      )
      .setParameter('days', RECENT_DAYS)
      .getRawOne<NewsletterStats>();
    return row!;
  }
}
