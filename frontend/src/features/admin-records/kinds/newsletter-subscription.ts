import { formatDate } from '../../../lib/format-date';
import { failed, recordScreen } from '../record-screen';

export const newsletterSubscriptionScreen = recordScreen('newsletter-subscription', {
  plural: 'subscribers',
  loadFailed: () => failed('fetch newsletter data'),
  hasDetail: false,
  heading: (r) => r.email,
  subheading: () => null,
  facts: [
    'source',
    (r) => ({ label: 'Unsubscribed', value: r.unsubscribedAt && formatDate(r.unsubscribedAt) }),
  ],
  date: (r) => r.subscribedAt,
});
