import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { STAFF_REDIS } from './staff-redis';

/** One sign-in attempt that was let through; a successful one is taken back off the counts. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Limits sign-in attempts per IP and per account address (known or not, so the limit tells
 * nothing about which addresses exist). Each attempt is counted before the password is checked,
 * so a burst of parallel guesses is cut off at the limit too; a successful sign-in is then taken
 * back off, leaving only failures to count. Counters live in Redis, shared by every replica, and
 * expire a window after their first attempt.
 */
@Injectable()
export class LoginAttempts {
  constructor(
    @Inject(STAFF_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The attempt, or null when the IP or the account has used up its window. */
  async begin(ip: string, email: string): Promise<LoginAttempt | null> {
    const prefix = `${this.config.QUEUE_PREFIX}:staff-login:`;
    const byIp = `${prefix}ip:${ip}`;
    const byAccount = `${prefix}account:${email}`;
    const window = this.config.STAFF_LOGIN_WINDOW_SECONDS;
    const replies = await this.redis
      .multi()
      .incr(byIp)
      .expire(byIp, window, 'NX')
      .incr(byAccount)
      .expire(byAccount, window, 'NX')
      .exec();
    if (!replies) throw new Error('Redis discarded the sign-in counters');
    const [ipCount, , accountCount] = replies.map(([error, value]) => {
      if (error) throw error;
      return value as number;
    }) as [number, number, number, number];
    if (
      ipCount > this.config.STAFF_LOGIN_MAX_PER_IP ||
      accountCount > this.config.STAFF_LOGIN_MAX_PER_ACCOUNT
    ) {
      return null;
    }
    return {
      succeeded: async () => {
        await this.redis.multi().decr(byIp).decr(byAccount).exec();
      },
    };
  }
}
