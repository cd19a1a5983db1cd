import type { NewsletterSubscriptionRecord } from '@bytecraft/contracts/kinds/newsletter-subscription';
import type { Subscription } from './subscription.entity';

/**
 * A subscription as staff read it (and export it); the unsubscribe token and the confirmation
 * token's hash never leave.
 */
export const toSubscriptionRecord = (row: Subscription): NewsletterSubscriptionRecord => ({
  id: row.id,
  email: row.email,
  status: row.status,
  source: row.source,
  subscribedAt: row.subscribedAt.toISOString(),
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  consent: row.consentAt && {
    at: row.consentAt.toISOString(),
    clientKey: row.consentClientKey ?? '',
    page: row.consentPage,
    text: row.consentText ?? '',
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  },
});
