import {
  type NewsletterStats,
  type NewsletterSubscriptionRecord,
} from '@bytecraft/contracts/newsletter';
import { RecordKind } from '@bytecraft/contracts/triage';
import { MailTemplate } from '@bytecraft/contracts/mail';
import type { NewsletterSubscribePayload } from '@bytecraft/contracts/newsletter';
import type { SubscribeOutcome, UnsubscribeOutcome } from '@bytecraft/contracts/rpc';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import type { Triage } from '@bytecraft/service-runtime/triage/triage';
import { InjectTriage } from '@bytecraft/service-runtime/triage/triage.module';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { Subscription } from './subscription.entity';

const newToken = () => randomBytes(24).toString('base64url');

/** A subscription counts as recent for the stats within this many days of subscribing. */
const RECENT_DAYS = 30;

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectTriage(RecordKind.NewsletterSubscription)
    private readonly triage: Triage<Subscription, NewsletterSubscriptionRecord>,
    private readonly mail: MailPublisher,
  ) {}

  /**
   * A new address becomes an active subscription; an unsubscribed one is reactivated with a
   * fresh token (old links stop working); an active one is reported, not duplicated, and its
   * welcome mail asked for again: a request that stored the subscription but could not ask for
   * the mail (Redis gone for a moment) fails, and the site's retry lands here. The delivery id
   * keeps it one mail. The insert comes first, so a new address, nearly every request, costs
   * one statement; the address is looked up only when it was already there.
   */
  async subscribe(
    { email, source }: NewsletterSubscribePayload,
    trace: Trace,
  ): Promise<SubscribeOutcome> {
    const inserted = await this.insert(email, source);
    if (inserted) return this.announceAndWelcome(inserted, 'subscribed', trace);
    const existing = await this.subscriptions.findOneBy({ email });
    const reactivated =
      existing?.status === 'unsubscribed' ? await this.reactivate(existing.id, source) : undefined;
    if (reactivated) return this.announceAndWelcome(reactivated, 'reactivated', trace);
    // When another request reactivated it first, that one asks for the mail.
    if (existing?.status === 'active') await this.welcome(existing, trace);
    return { status: 'already-subscribed' };
  }

  private async announceAndWelcome(
    subscription: Subscription,
    status: 'subscribed' | 'reactivated',
    trace: Trace,
  ): Promise<SubscribeOutcome> {
    await Promise.all([
      this.triage.announce(subscription.id, subscription.email),
      this.welcome(subscription, trace),
    ]);
    return { status, id: subscription.id };
  }

  /** The welcome mail of one subscribing: a reactivation has a date, so a welcome, of its own. */
  private welcome(subscription: Subscription, trace: Trace): Promise<void> {
    return this.mail.send(
      [
        {
          deliveryId: `${subscription.id}.${subscription.subscribedAt.getTime()}.${MailTemplate.NewsletterWelcome}`,
          template: MailTemplate.NewsletterWelcome,
          to: { visitor: subscription.email },
          data: { Email: subscription.email },
          unsubscribeToken: subscription.token,
        },
      ],
      trace,
    );
  }

  /** Undefined when the address is already there (or another request inserted it first). */
  private async insert(email: string, source: string): Promise<Subscription | undefined> {
    const inserted = await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({
        id: randomUUID(),
        email,
        source,
        status: 'active',
        token: newToken(),
        subscribedAt: new Date(),
      })
      .orIgnore()
      .returning('*')
      .execute();
    return this.returned(inserted.raw);
  }

  /**
   * Only from unsubscribed: of two requests at once one reactivates it (one welcome mail, one
   * token) and the other is told it is already subscribed.
   */
  private async reactivate(id: string, source: string): Promise<Subscription | undefined> {
    const updated = await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({
        status: 'active',
        source,
        token: newToken(),
        subscribedAt: new Date(),
        unsubscribedAt: null,
      })
      .where('id = :id AND status = :status', { id, status: 'unsubscribed' })
      .returning('*')
      .execute();
    return this.returned(updated.raw);
  }

  private returned(raw: unknown): Subscription | undefined {
    const [row] = raw as Subscription[];
    return row && this.subscriptions.create(row);
  }

  /** Idempotent: a second unsubscribe with the same link succeeds and changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
    const subscription = await this.subscriptions.findOneBy({ token });
    if (!subscription) return { status: 'unknown-token' };
    if (subscription.status === 'unsubscribed') return { status: 'already-unsubscribed' };
    await this.subscriptions.update(
      { id: subscription.id, status: 'active' },
      { status: 'unsubscribed', unsubscribedAt: new Date() },
    );
    return { status: 'unsubscribed' };
  }

  /** The newsletter screen's figures, from one pass over the table. */
  async stats(): Promise<NewsletterStats> {
    const row = await this.subscriptions
      .createQueryBuilder('s')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE s.status = 'active')::int`, 'active')
      .addSelect(`count(*) FILTER (WHERE s.status = 'unsubscribed')::int`, 'unsubscribed')
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
