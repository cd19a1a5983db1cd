import type { StaffRole } from '@bytecraft/contracts/staff-team';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { STAFF_REDIS } from './staff-redis';

/** Who a session belongs to. */
export interface StaffSession {
  accountId: string;
  email: string;
  /** The role at sign-in; the staff-auth hook answers with the account's current one. */
  role: StaffRole;
  /** ISO time of the sign-in. */
  createdAt: string;
  /** Epoch ms after which the session ends however busy it is (its absolute lifetime). */
  endsAt: number;
}

/** The account a new session is for. */
export interface SessionAccount {
  id: string;
  email: string;
  role: StaffRole;
}

// KEYS: 1 the session. ARGV: 1 idle time (ms), 2 now (epoch ms). The session's value, its idle
// time starting over but never past its absolute end; nil (and gone) once that has passed.
const TOUCH = `
local value = redis.call('GET', KEYS[1])
if not value then return nil end
local left = tonumber(cjson.decode(value).endsAt) - tonumber(ARGV[2])
if left <= 0 then
  redis.call('DEL', KEYS[1])
  return nil
end
redis.call('PEXPIRE', KEYS[1], math.min(tonumber(ARGV[1]), left))
return value
`;

interface SessionScripts {
  staffSessionTouch(key: string, idleMs: number, now: number): Promise<string | null>;
}

/**
 * Server-side staff sessions. The cookie carries a random 256-bit id; Redis keeps the session
 * under a hash of it, its ref (someone who can read Redis still cannot sign in with what they
 * read), in the deployment's key namespace, and forgets it after the idle time without a
 * request or at its absolute end, whichever comes first. Each account's refs are indexed, so
 * that all its sessions can be ended at once (disabled, role or password changed). An ended
 * session's ref is published on `endedChannel`, so that what stays open on it (a live events
 * stream) ends on every replica at once.
 */
@Injectable()
export class StaffSessionStore implements OnModuleDestroy {
  private readonly redis: Redis & SessionScripts;
  private readonly prefix: string;
  private readonly accountPrefix: string;
  private readonly idleMs: number;
  private readonly maxMs: number;
  readonly endedChannel: string;

  constructor(
    @Inject(STAFF_REDIS) redis: Redis,
    @Inject(GATEWAY_CONFIG)
    config: Pick<
      GatewayConfig,
      'QUEUE_PREFIX' | 'STAFF_SESSION_IDLE_SECONDS' | 'STAFF_SESSION_MAX_SECONDS'
    >,
  ) {
    redis.defineCommand('staffSessionTouch', { numberOfKeys: 1, lua: TOUCH });
    this.redis = redis as Redis & SessionScripts;
    this.prefix = `${config.QUEUE_PREFIX}:staff-session:`;
    this.accountPrefix = `${config.QUEUE_PREFIX}:staff-account-sessions:`;
    this.idleMs = config.STAFF_SESSION_IDLE_SECONDS * 1000;
    this.maxMs = config.STAFF_SESSION_MAX_SECONDS * 1000;
    this.endedChannel = `${config.QUEUE_PREFIX}:staff-session-ended`;
  }

  /** A new session with a new id: a sign-in never reuses an id the browser already had. */
  async create(account: SessionAccount): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const now = Date.now();
    const session: StaffSession = {
      accountId: account.id,
      email: account.email,
      role: account.role,
      createdAt: new Date(now).toISOString(),
      endsAt: now + this.maxMs,
    };
    const index = this.accountPrefix + account.id;
    await this.redis
      .multi()
      .set(this.keyOf(id), JSON.stringify(session), 'PX', Math.min(this.idleMs, this.maxMs))
      .sadd(index, this.refOf(id))
      // No session of the account outlives the newest one's absolute end.
      .pexpire(index, this.maxMs)
      .exec();
    return id;
  }

  /** The live session with this id, its idle time starting over; null when there is none. */
  async touch(id: string | undefined): Promise<StaffSession | null> {
    if (!id) return null;
    const value = await this.redis.staffSessionTouch(this.keyOf(id), this.idleMs, Date.now());
    return value ? (JSON.parse(value) as StaffSession) : null;
  }

  /** Ends the session for every replica at once. */
  async destroy(id: string | undefined): Promise<void> {
    if (id) await this.end([this.refOf(id)]);
  }

  /**
   * Ends every session of the account on every replica at once, but `keepId`'s (the password
   * change's own). A ref left in the index by a session that ended alone is ended again:
   * deleting a missing key and announcing it is harmless.
   */
  async destroyAll(accountId: string, keepId?: string): Promise<void> {
    const index = this.accountPrefix + accountId;
    const keep = keepId && this.refOf(keepId);
    const refs = (await this.redis.smembers(index)).filter((ref) => ref !== keep);
    if (refs.length === 0) return;
    await this.end(refs, index);
  }

  /** Deletes the sessions, takes them out of the index, and announces each ref. */
  private async end(refs: string[], index?: string): Promise<void> {
    const multi = this.redis.multi().del(...refs.map((ref) => this.prefix + ref));
    if (index) multi.srem(index, ...refs);
    for (const ref of refs) multi.publish(this.endedChannel, ref);
    await multi.exec();
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
