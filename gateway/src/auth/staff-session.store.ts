import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { STAFF_REDIS } from './staff-redis';

/** Who a session belongs to. */
export interface StaffSession {
  email: string;
  /** ISO time of the sign-in. */
  createdAt: string;
}

/**
 * Server-side staff sessions. The cookie carries a random 256-bit id; Redis keeps the session
 * under a hash of it, its ref (someone who can read Redis still cannot sign in with what they
 * read), in the deployment's key namespace, and forgets it after the idle time without a
 * request. An ended session's ref is published on `endedChannel`, so that what stays open on
 * it (a live events stream) ends on every replica at once.
 */
@Injectable()
export class StaffSessionStore implements OnModuleDestroy {
  private readonly prefix: string;
  private readonly idleSeconds: number;
  readonly endedChannel: string;

  constructor(
    @Inject(STAFF_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:staff-session:`;
    this.idleSeconds = config.STAFF_SESSION_IDLE_SECONDS;
    this.endedChannel = `${config.QUEUE_PREFIX}:staff-session-ended`;
  }

  /** A new session with a new id: a sign-in never reuses an id the browser already had. */
  async create(email: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const session: StaffSession = { email, createdAt: new Date().toISOString() };
    await this.redis.set(this.keyOf(id), JSON.stringify(session), 'EX', this.idleSeconds);
    return id;
  }

  /** The live session with this id, its idle time starting over; null when there is none. */
  async touch(id: string | undefined): Promise<StaffSession | null> {
    if (!id) return null;
    const value = await this.redis.getex(this.keyOf(id), 'EX', this.idleSeconds);
    return value ? (JSON.parse(value) as StaffSession) : null;
  }

  /** Ends the session for every replica at once. */
  async destroy(id: string | undefined): Promise<void> {
    if (!id) return;
    const ref = this.refOf(id);
    await this.redis
      .multi()
      .del(this.prefix + ref)
      .publish(this.endedChannel, ref)
      .exec();
  }

  /** The session's name in Redis: a hash of its id, which reveals nothing to sign in with. */
  refOf(id: string): string {
    return createHash('sha256').update(id).digest('base64url');
  }

  async onModuleDestroy() {
    // Without an offline queue, quit() fails on a connection that never came up, or that a
    // live events stream's check is still using as the app stops.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** The Redis key that holds the session while it lasts. */
  keyOf(id: string): string {
    return this.prefix + this.refOf(id);
  }
}
