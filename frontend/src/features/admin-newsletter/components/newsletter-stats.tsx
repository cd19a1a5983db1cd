import {
  EMPTY_NEWSLETTER_STATS,
  type NewsletterStats as Stats,
} from '@bytecraft/contracts/kinds/newsletter-subscription';
import { FigureCards } from '../../../components/ui/figure-cards';
import { useNewsletterStatsQuery } from '../api/newsletter-api';

/** Churn is unsubscribed over total, as a percentage to one decimal. */
export function churnRate({ unsubscribed, total }: Pick<Stats, 'unsubscribed' | 'total'>) {
  return total ? ((unsubscribed / total) * 100).toFixed(1) : '0.0';
}

/**
 * Subscriber figures above the list: total, active, unsubscribed, pending (waiting for their
 * confirmation link, not active), recent, rates.
 */
export function NewsletterStats() {
  const { data } = useNewsletterStatsQuery();
  const stats: Stats = data ?? EMPTY_NEWSLETTER_STATS;
  const figures = [
    { label: 'Total Subscribers', value: String(stats.total) },
    { label: 'Active', value: String(stats.active) },
    { label: 'Unsubscribed', value: String(stats.unsubscribed) },
    { label: 'Pending', value: String(stats.pending) },
    { label: 'Last 30 Days', value: String(stats.recentSubscriptions) },
    { label: 'Active Rate', value: `${stats.activeRate}%` },
    { label: 'Churn', value: `${churnRate(stats)}%` },
  ];
  return <FigureCards figures={figures} label="Newsletter figures" />;
}
