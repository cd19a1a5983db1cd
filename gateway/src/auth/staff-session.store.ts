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
 * under a hash of it (someone who can read Redis still cannot sign in with what they read), in
 * the deployment's key namespace, and forgets it after the idle time without a request.
 */
@Injectable()
export class StaffSessionStore implements OnModuleDestroy {
  private readonly prefix: string;
  private readonly idleSeconds: number;

  constructor(
    @Inject(STAFF_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:staff-session:`;
    this.idleSeconds = config.STAFF_SESSION_IDLE_SECONDS;
  }

  /** A new session with a new id: a sign-in never reuses an id the browser already had. */
  async create(email: string): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const session: StaffSession = { email, createdAt: new Date().toISOString() };
    await this.redis.set(this.key(id), JSON.stringify(session), 'EX', this.idleSeconds);
    return id;
  }

  /** The live session with this id, its idle time starting over; null when there is none. */
  async touch(id: string | undefined): Promise<StaffSession | null> {
    if (!id) return null;
    const value = await this.redis.getex(this.key(id), 'EX', this.idleSeconds);
    return value ? (JSON.parse(value) as StaffSession) : null;
  }

  /** Ends the session for every replica at once. */
  async destroy(id: string | undefined): Promise<void> {
    if (id) await this.redis.del(this.key(id));
  }

  async onModuleDestroy() {
    // Without an offline queue, quit() fails on a connection that never came up.
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }

  private key(id: string) {
    return this.prefix + createHash('sha256').update(id).digest('base64url');
  }
}
