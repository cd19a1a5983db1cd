import DataLoader from 'dataloader';

/**
 * How long the first call of a batch waits for others to join it. Under a burst, jobs reach
 * the database a few at a time as their replies come in: a short wait lets one statement carry
 * several jobs' work, for fewer statements and less of PostgreSQL's CPU a mail
 * (docs/performance.md, "Pipeline"), at the price of that wait on a quiet system.
 */
const GATHER_MS = 5;

/**
 * Keys one call of `run` takes at most: far below PostgreSQL's 65,535 parameters for any of
 * our statements, and more than a worker's concurrency ever has waiting.
 */
const MAX_KEYS_PER_RUN = 200;

/**
 * A function whose calls made within a few milliseconds of each other are answered together,
 * by one call of `run` with all their keys: the jobs a worker runs at once then share one
 * statement (one round trip, one commit) instead of one each. `run` gives one result per key,
 * in order; an Error among them fails that key's call only, and a thrown error fails them all.
 */
export function batchedCalls<K, V>(
  run: (keys: readonly K[]) => Promise<readonly (V | Error)[]>,
): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V>(run, {
    cache: false,
    maxBatchSize: MAX_KEYS_PER_RUN,
    batchScheduleFn: (next) => setTimeout(next, GATHER_MS),
  });
  return (key) => loader.load(key);
}
