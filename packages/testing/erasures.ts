import { type ErasureScope } from '@bytecraft/contracts/people';
import { RETENTION_DEFAULT_MONTHS, type RetainedKind } from '@bytecraft/contracts/retention';
import { NEWSLETTER_CONFIRM_DAYS } from '@bytecraft/contracts/retention-policy';
import { personHash } from '@bytecraft/service-runtime/people/person-hash';

/** `months` calendar months before `date`. */
export function monthsBefore(date: Date, months: number): Date {
  const before = new Date(date);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
}

/**
 * A retention run's scope at `now`, as the gateway computes it: each kind's cutoff its months
 * before (the defaults unless told), pending subscriptions' NEWSLETTER_CONFIRM_DAYS before.
 */
export function retentionScope(
  now = new Date(),
  months: Record<RetainedKind, number> = RETENTION_DEFAULT_MONTHS,
): Extract<ErasureScope, { before: unknown }> {
  return {
    before: Object.fromEntries(
      Object.entries(months).map(([kind, kept]) => [kind, monthsBefore(now, kept).toISOString()]),
    ) as Record<RetainedKind, string>,
    pendingBefore: new Date(
      now.getTime() - NEWSLETTER_CONFIRM_DAYS * 24 * 3600 * 1000,
    ).toISOString(),
  };
}

/** A person's erasure scope as the gateway sends it: the address, and its keyed hash. */
export const personScope = (email: string): Extract<ErasureScope, { email: string }> => ({
  email,
  emailHash: personHash('testing-person-hash-key', email),
});
