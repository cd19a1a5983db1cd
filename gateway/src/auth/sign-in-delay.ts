/** How failed sign-ins to one account from one client slow that client down. */
export interface SignInDelayRules {
  /** Failures before any wait: a person mistyping a few times is never held up. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** From this many failures on, the client waits until the window ends. */
  maxFailures: number;
}

/** A wait that lasts until the failures' window ends. */
export const UNTIL_WINDOW_ENDS = -1;

/**
 * How long, in seconds, one client may not try one account again after its `failures`-th
 * failure in a window: 0 while failures are free, then doubling up to the cap, and
 * UNTIL_WINDOW_ENDS from `maxFailures` on.
 */
export function delayAfter(failures: number, rules: SignInDelayRules): number {
  if (failures >= rules.maxFailures) return UNTIL_WINDOW_ENDS;
  if (failures <= rules.freeFailures) return 0;
  const doublings = failures - rules.freeFailures - 1;
  return Math.min(rules.firstDelaySeconds * 2 ** doublings, rules.maxDelaySeconds);
}

/**
 * The wait after each failure count from 1 to `maxFailures`, in order: the table the sign-in
 * counter's Redis script looks the wait up in, so it is decided in the same step as the count.
 */
export function delaySchedule(rules: SignInDelayRules): number[] {
  return Array.from({ length: rules.maxFailures }, (_, i) => delayAfter(i + 1, rules));
}
