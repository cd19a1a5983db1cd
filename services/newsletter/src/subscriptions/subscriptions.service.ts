import { MailTemplate } from '@bytecraft/contracts/mail';
import type { NewsletterSubscribePayload } from '@bytecraft/contracts/newsletter';
import type { SubscribeOutcome, UnsubscribeOutcome } from '@bytecraft/contracts/rpc';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { Subscription } from './subscription.entity';

const newToken = () => randomBytes(24).toString('base64url');

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly mail: MailPublisher,
  ) {}

  /**
   * A new address becomes an active subscription; an unsubscribed one is reactivated with a
   * fresh token (old links stop working); an active one is reported, not duplicated.
   */
  async subscribe({ email, source }: NewsletterSubscribePayload): Promise<SubscribeOutcome> {
    const existing = await this.subscriptions.findOneBy({ email });
    if (existing?.status === 'active') return { status: 'already-subscribed' };
    const now = new Date();
    let subscription: Subscription;
    if (existing) {
      subscription = await this.subscriptions.save({
        ...existing,
        status: 'active',
        source,
        token: newToken(),
        subscribedAt: now,
        unsubscribedAt: null,
      });
    } else {
      const inserted = await this.subscriptions
        .createQueryBuilder()
        .insert()
        .values({
          id: randomUUID(),
          email,
          source,
          status: 'active',
          token: newToken(),
          subscribedAt: now,
        })
        .orIgnore()
        .returning('*')
        .execute();
      // Two requests for one new address at once: the other one inserted it first.
      if (!inserted.raw.length) return { status: 'already-subscribed' };
      subscription = this.subscriptions.create(inserted.raw[0] as Subscription);
    }
    await this.mail.send([
      {
        deliveryId: `${subscription.id}.${subscription.subscribedAt.getTime()}.${MailTemplate.NewsletterWelcome}`,
        template: MailTemplate.NewsletterWelcome,
        to: { visitor: subscription.email },
        data: { Email: subscription.email },
        unsubscribeToken: subscription.token,
      },
    ]);
    return { status: existing ? 'reactivated' : 'subscribed', id: subscription.id };
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
}
