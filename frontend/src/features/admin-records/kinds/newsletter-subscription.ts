import { formatDate } from '../../../lib/format-date';
import { failed, recordScreen } from '../record-screen';

export const newsletterSubscriptionScreen = recordScreen('newsletter-subscription', {
  plural: 'subscribers',
  loadFailed: () => failed('fetch newsletter data'),
  cardActions: [],
  statusSelect: false,
  hasDetail: false,
  board: false,
  heading: (r) => r.email,
  subheading: () => null,
  facts: (r) => [
    { label: 'Source', value: r.source },
    { label: 'Unsubscribed', value: r.unsubscribedAt && formatDate(r.unsubscribedAt) },
  ],
  details: () => [],
  date: (r) => r.subscribedAt,
});
