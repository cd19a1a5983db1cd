import type { RecordKind } from '@bytecraft/contracts/records';
import type { RetentionScope, RowCondition } from '@bytecraft/service-runtime/people/person-rows';

/**
 * The subscriptions past retention: an active one is kept as long as it is active; an
 * unsubscribed one for the kind's months after unsubscribing, a bounced one after bouncing; a
 * pending one (double opt-in) until its confirmation link has expired (`pendingBefore`).
 */
export const subscriptionsPastRetention = (
  kind: RecordKind,
  { before, pendingBefore }: RetentionScope,
): RowCondition => ({
  where: `((r.status = 'unsubscribed' AND r."unsubscribedAt" < :before) OR (r.status = 'bounced' AND r."bouncedAt" < :before) OR (r.status = 'pending' AND r."subscribedAt" < :pendingBefore))`,
  parameters: { before: before[kind], pendingBefore },
});
