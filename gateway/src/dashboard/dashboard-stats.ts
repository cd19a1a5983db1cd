import type { NewsletterStats } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { RecordKind } from '@bytecraft/contracts/records';
import { dashboardStatsOf, type DashboardStats } from '@bytecraft/contracts/records/dashboard';
import type { KindCounts } from '@bytecraft/contracts/records/lists';

export type KindCountsByKind = Partial<Record<RecordKind, KindCounts>>;

/**
 * The dashboard's figures from the services' counts, as each kind's definition names them; the
 * newsletter's come from its own stats, the only ones that count the last 30 days.
 */
export function toDashboardStats(
  counts: KindCountsByKind,
  newsletter: NewsletterStats,
): DashboardStats {
  const { total, active, unsubscribed, pending, recentSubscriptions } = newsletter;
  const all: Partial<Record<RecordKind, KindCounts & { recent?: number }>> = {
    ...counts,
    'newsletter-subscription': {
      total,
      byStatus: { active, unsubscribed, pending },
      recent: recentSubscriptions,
    },
  };
  return dashboardStatsOf((kind, counted) => {
    const of = all[kind];
    if (counted === 'total') return of?.total ?? 0;
    if (counted === 'recent') return of?.recent ?? 0;
    return of?.byStatus[counted] ?? 0;
  });
}
