import type { NewsletterSubscriptionRecord } from '@bytecraft/contracts/newsletter';
import type { Subscription } from './subscription.entity';

/** A subscription as staff read it (and export it); the unsubscribe token never leaves. */
export const toSubscriptionRecord = (row: Subscription): NewsletterSubscriptionRecord => ({
  id: row.id,
  email: row.email,
  status: row.status,
  source: row.source,
  subscribedAt: row.subscribedAt.toISOString(),
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});
