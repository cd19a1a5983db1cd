import { Injectable, type OnModuleDestroy, type Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { redisOptionsFromUrl } from '../config/env';

/**
 * `REPLY_DAILY_CAP_PER_RECIPIENT`, for a service that takes staff's replies: how many replies
 * one address is mailed per calendar day (UTC) before the next waits for an admin.
 */
export const replyCapEnv = {
  REPLY_DAILY_CAP_PER_RECIPIENT: z.coerce.number().int().min(1).max(1000).default(5),
};

/** What taking a reply's place in its address's day answered, and how to give it back. */
export interface CapTaken {
  /** False past the day's cap: the reply is held for an admin instead of mailed. */
  within: boolean;
  giveBack(): Promise<void>;
}

/** A counter outlives its day long enough for a reply taken at midnight to give it back. */
const COUNTER_SECONDS = 2 * 24 * 3600;

/**
 * Replies mailed to one address per calendar day (UTC), counted in Redis under the
 * deployment's prefix: one atomic counter per address and day, shared by every replica of
 * every service that replies, so a visitor is capped the same whichever record or kind staff
 * answer. The key holds the address's hash, not the address.
 */
@Injectable()
export class ReplyCap implements OnModuleDestroy {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly perDay: number,
  ) {}

  async take(email: string, now = new Date()): Promise<CapTaken> {
    const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const key = `${this.prefix}:reply-cap:${now.toISOString().slice(0, 10)}:${hash}`;
    const [[error, count] = [null, 0]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, COUNTER_SECONDS)
      .exec()) as [Error | null, number][];
    if (error) throw error;
    return {
      within: count <= this.perDay,
      giveBack: async () => {
        await this.redis.decr(key);
      },
    };
  }

  async onModuleDestroy() {
    await this.redis.quit().catch(() => undefined);
  }
}

export function replyCapProvider(config: {
  REDIS_URL: string;
  QUEUE_PREFIX: string;
  REPLY_DAILY_CAP_PER_RECIPIENT: number;
}): Provider {
  return {
    provide: ReplyCap,
    // One try per command: with Redis away a reply fails in moments rather than being mailed
    // past a cap nobody could count.
    useFactory: () =>
      new ReplyCap(
        new Redis({ ...redisOptionsFromUrl(config.REDIS_URL), maxRetriesPerRequest: 1 }),
        config.QUEUE_PREFIX,
        config.REPLY_DAILY_CAP_PER_RECIPIENT,
      ),
  };
}
