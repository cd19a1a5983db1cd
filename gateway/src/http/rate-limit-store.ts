import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis, Result } from 'ioredis';

/**
 * Adds a number of requests to a client's count and answers the count and the milliseconds left
 * in its window; a count it creates starts the window.
 */
const COUNT_REQUESTS = `
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
if current == tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
return {current, redis.call('PTTL', KEYS[1])}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    countRequests(
      key: string,
      windowMs: number,
      requests: number,
    ): Result<[number, number], Context>;
  }
}

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's counts in Redis, shared by every gateway replica, with one Redis call per
 * client for the requests that arrive in one turn of the event loop: a call of its own per
 * request was a large share of the accept path's CPU, the gateway's and Redis's
 * (docs/performance.md, "Accept path"). Each request still gets a count of its own, in the order
 * the requests came, so exactly as many pass as one at a time would.
 */
class RedisRequestCounts implements FastifyRateLimitStore {
  private waiting = new Map<string, Counted[]>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  incr(key: string, counted: Counted, windowMs: number): void {
    if (this.waiting.size === 0) setImmediate(() => this.count(windowMs));
    const waiting = this.waiting.get(key);
    if (waiting) waiting.push(counted);
    else this.waiting.set(key, [counted]);
  }

  /**
   * A route's own counts, under the keys the library's Redis store gives them (method and route),
   * so a deploy carries the counts on. The library hands the route as `routeInfo` beside its
   * settings, whatever its types say.
   */
  child(route: Parameters<FastifyRateLimitStore['child']>[0]): RedisRequestCounts {
    const { method, url } = (route as unknown as { routeInfo: { method: string; url: string } })
      .routeInfo;
    return new RedisRequestCounts(this.redis, `${this.prefix}${method}${url}-`);
  }

  /** Every route has one window, so the requests waiting share the first one's. */
  private count(windowMs: number): void {
    const waiting = this.waiting;
    this.waiting = new Map();
    for (const [key, requests] of waiting) {
      this.redis.countRequests(this.prefix + key, windowMs, requests.length).then(
        ([current, ttl]) => {
          const first = current - requests.length + 1;
          requests.forEach((counted, index) => counted(null, { current: first + index, ttl }));
        },
        (error: Error) => requests.forEach((counted) => counted(error)),
      );
    }
  }
}

/** The store to give @fastify/rate-limit: counts under `prefix` in `redis`. */
export function redisRequestCounts(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  redis.defineCommand('countRequests', { numberOfKeys: 1, lua: COUNT_REQUESTS });
  return class extends RedisRequestCounts {
    constructor() {
      super(redis, prefix);
    }
  };
}
