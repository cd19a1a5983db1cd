import DataLoader from 'dataloader';

/**
 * Keys one call of `run` takes at most: far below PostgreSQL's 65,535 parameters for any of
 * our statements, and more than a worker's concurrency ever has waiting.
 */
const MAX_KEYS_PER_RUN = 200;

/**
 * A function whose calls made in the same turn of the event loop are answered together, by
 * one call of `run` with all their keys: the jobs a worker runs at once then share one
 * statement (one round trip, one commit) instead of one each. `run` gives one result per key,
 * in order; an Error among them fails that key's call only, and a thrown error fails them all.
 */
export function batchByTurn<K, V>(
  run: (keys: readonly K[]) => Promise<readonly (V | Error)[]>,
): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V>(run, {
    cache: false,
    maxBatchSize: MAX_KEYS_PER_RUN,
    // The whole turn, not only the current microtasks: jobs start from separate Redis replies.
    batchScheduleFn: (next) => setImmediate(next),
  });
  return (key) => loader.load(key);
}
