import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import { ErrorCode } from '@bytecraft/contracts/errors';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ApiError } from '../http/api-error';
import { STAFF_REDIS } from './staff-redis';
import type { StaffIdentity } from './staff-request';
import { StaffSessionStore } from './staff-session.store';

/** One open stream's hold on its session: renewed at each check, given back when it ends. */
export interface StreamLease {
  /** Keeps the lease and answers whether the session still lasts. */
  renew(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The long-lived streams (live events) an account holds open, counted across its sessions on
 * every replica: a session costs nothing to sign in again, so a limit per session would hold
 * nobody. A sorted set per account, each stream scored by its last check; a stream whose
 * replica died without giving its lease back stops counting after a few missed checks. Each
 * stream still lasts only as long as its own session.
 */
@Injectable()
export class SessionStreams {
  private readonly prefix: string;
  private readonly checkMs: number;
  private readonly max: number;

  constructor(
    @Inject(STAFF_REDIS) private readonly redis: Redis,
    private readonly sessions: StaffSessionStore,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:staff-streams:`;
    this.checkMs = config.STAFF_EVENTS_CHECK_SECONDS * 1000;
    this.max = config.STAFF_EVENTS_MAX_PER_ACCOUNT;
  }

  /** How often a stream renews its lease and checks its session. */
  get checkIntervalMs(): number {
    return this.checkMs;
  }

  /** A lease for one more stream of this account, or 429 when it holds its maximum already. */
  async open({ accountId, sessionId }: StaffIdentity): Promise<StreamLease> {
    const key = this.prefix + accountId;
    const stream = randomUUID();
    const lifetime = 3 * this.checkMs;
    const hold = () => {
      const now = Date.now();
      return this.redis
        .multi()
        .zremrangebyscore(key, '-inf', now - lifetime)
        .zadd(key, now, stream)
        .pexpire(key, lifetime)
        .zcard(key);
    };
    const replies = await hold().exec();
    const open = replies?.[3]?.[1];
    if (typeof open !== 'number' || open > this.max) {
      await this.redis.zrem(key, stream);
      throw new ApiError(429, ErrorCode.RateLimit, STAFF_ERROR_MESSAGES.tooManyStreams);
    }
    return {
      renew: async () => {
        const [, , , , [, live] = []] =
          (await hold().exists(this.sessions.keyOf(sessionId)).exec()) ?? [];
        return live === 1;
      },
      close: async () => void (await this.redis.zrem(key, stream)),
    };
  }
}
