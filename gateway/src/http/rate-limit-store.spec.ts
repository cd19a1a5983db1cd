import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { testQueuePrefix } from '@bytecraft/testing/databases';
import { dropKeys } from '@bytecraft/testing/redis-server';
import { Redis } from 'ioredis';
import { redisRequestCounts } from './rate-limit-store';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW_MS = 60_000;
const ROUTE = { routeInfo: { method: 'POST', url: '/api/contact' } };

type Count = { current: number; ttl: number };

/** Counts requests from `clients` all in one turn of the event loop, in that order. */
function countTogether(store: FastifyRateLimitStore, clients: string[]): Promise<Count[]> {
  return Promise.all(
    clients.map(
      (client) =>
        new Promise<Count>((resolve, reject) =>
          store.incr(
            client,
            (error, count) => (error ? reject(error) : resolve(count!)),
            WINDOW_MS,
            1,
          ),
        ),
    ),
  );
}

describe('request counts in Redis', () => {
  const prefix = testQueuePrefix('rate-limit');
  let redis: Redis;
  let store: FastifyRateLimitStore;

  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    const Store = redisRequestCounts(redis, `${prefix}:rate-limit:`);
    store = new Store({}).child(ROUTE as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
  });
  afterAll(async () => {
    await dropKeys(REDIS_URL, prefix);
    redis?.disconnect();
  });

  it('gives requests arriving together a count each, in order, with one Redis call per client', async () => {
    const calls = jest.spyOn(redis, 'countRequests');
    const counts = await countTogether(store, ['a', 'a', 'b', 'a', 'b']);
    expect(counts.map((count) => count.current)).toEqual([1, 2, 1, 3, 2]);
    expect(calls).toHaveBeenCalledTimes(2);
    calls.mockRestore();
    for (const { ttl } of counts) expect(ttl).toBe(WINDOW_MS);
    // The counts are Redis's, under the library's keys, so every replica counts against them.
    const key = `${prefix}:rate-limit:POST/api/contact-a`;
    expect(await redis.get(key)).toBe('3');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });

  it('goes on from the count so far in a later turn, within the same window', async () => {
    const [later] = await countTogether(store, ['a']);
    expect(later.current).toBe(4);
    expect(later.ttl).toBeGreaterThan(0);
    expect(later.ttl).toBeLessThanOrEqual(WINDOW_MS);
  });

  it('fails each request waiting when Redis cannot be reached', async () => {
    // Nothing listens on port 1; the gateway's counting connection has no offline queue either.
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    away.on('error', () => undefined);
    try {
      const Store = redisRequestCounts(away, `${prefix}:rate-limit:`);
      const unreachable = new Store({}).child(
        ROUTE as unknown as Parameters<FastifyRateLimitStore['child']>[0],
      );
      const results = await Promise.allSettled([
        countTogether(unreachable, ['a']),
        countTogether(unreachable, ['a']),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    } finally {
      away.disconnect();
    }
  });
});
