import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { delaySchedule } from './sign-in-delay';
import { SignInAlerts } from './sign-in-alerts';
import { STAFF_REDIS } from './staff-redis';

/** One sign-in attempt that was let through, counted as a failure until it says otherwise. */
export interface LoginAttempt {
  /** The password was right: the attempt is taken back off every count. */
  succeeded(): Promise<void>;
  /** The password was wrong: the count stands, and staff hear if it reached the ceiling. */
  failed(): Promise<void>;
}

/**
 * Why an attempt was refused before its password was checked: this account from this client
 * (the growing delay), this client across accounts, or this account across all clients.
 */
export type SignInRefusalReason = 'accountFromClient' | 'client' | 'account';

type SignInStart =
  { attempt: LoginAttempt } | { refused: SignInRefusalReason; retryAfterSeconds: number };

/** The sign-in's client: its address (TRUST_PROXY applied) and the request, for the logs. */
export interface SignInClient extends Trace {
  ip: string;
}

export const signInClientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  requestId: request.id,
});

/** What a refused attempt is told: why, and how long to wait. */
const THROTTLED: Record<SignInRefusalReason, (seconds: number) => string> = {
  accountFromClient: STAFF_ERROR_MESSAGES.signInThrottledAccountFromClient,
  client: STAFF_ERROR_MESSAGES.signInThrottledClient,
  account: STAFF_ERROR_MESSAGES.signInThrottledAccount,
};

// KEYS: 1 client failures; for an attempt on an account also 2 account-from-client failures,
// 3 account failures, 4 the account-from-client lock. A one-time link's claim names no
// account, so its client alone is counted.
// ARGV: 1 window (ms), 2 most failures per client, 3 per account, 4 this attempt's token,
// 5... the wait after 1, 2, ... failures of the account from the client (ms; -1: the window).
// The checks, the counts and the lock are one step, so parallel guesses cannot slip past.
const BEGIN = `
local window = tonumber(ARGV[1])
local onAccount = KEYS[4] ~= nil
local function left(key)
  local ms = redis.call('PTTL', key)
  if ms < 0 then return window end
  return ms
end
local function full(key, max)
  return tonumber(redis.call('GET', key) or '0') >= tonumber(max)
end
if onAccount then
  local locked = redis.call('PTTL', KEYS[4])
  if locked > 0 then return {'accountFromClient', locked} end
end
if full(KEYS[1], ARGV[2]) then return {'client', left(KEYS[1])} end
if onAccount and full(KEYS[3], ARGV[3]) then return {'account', left(KEYS[3])} end
local function count(key)
  local n = redis.call('INCR', key)
  redis.call('PEXPIRE', key, window, 'NX')
  return n
end
count(KEYS[1])
if not onAccount then return {'counted', 0} end
local failures = count(KEYS[2])
local accountFailures = count(KEYS[3])
local wait = tonumber(ARGV[4 + math.min(failures, #ARGV - 4)])
local windowLeft = left(KEYS[2])
if wait < 0 or wait > windowLeft then wait = windowLeft end
if wait > 0 then redis.call('SET', KEYS[4], ARGV[4], 'PX', wait) end
return {'counted', accountFailures}
`;

// KEYS as BEGIN's; ARGV: 1 the attempt's token. A counter that has expired meanwhile is left
// alone (DECR would make it anew, without a TTL); a lock is lifted only if this attempt set it.
const TAKE_BACK = `
for i = 1, math.min(#KEYS, 3) do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('DECR', KEYS[i]) end
end
if KEYS[4] and redis.call('GET', KEYS[4]) == ARGV[1] then redis.call('DEL', KEYS[4]) end
return 1
`;

// KEYS: 1 account failures, 2 the account's alerted flag, which lasts as long as its window.
// Answers the failures and the ms left in the window when the flag was not set yet, else 0.
const ALERT_ONCE = `
local ms = redis.call('PTTL', KEYS[1])
if ms <= 0 then return 0 end
if not redis.call('SET', KEYS[2], '1', 'PX', ms, 'NX') then return 0 end
return {tonumber(redis.call('GET', KEYS[1])), ms}
`;

/** The client's counter alone, or with the account's (BEGIN's KEYS). */
type Keys = [string] | [string, string, string, string];

// Called with the number of keys first: it depends on whether the attempt names an account.
interface SignInScripts {
  staffSignInBegin(...args: (string | number)[]): Promise<[string, number]>;
  staffSignInTakeBack(...args: (string | number)[]): Promise<number>;
  staffSignInAlertOnce(accountKey: string, flagKey: string): Promise<[number, number] | 0>;
}

/**
 * Limits failed sign-ins in a window, with counters in Redis that every replica shares:
 * - per account from one client (its IPv4 address or IPv6 /64): a few free failures, then a
 *   wait that doubles with each one, then none until the window ends. Whoever guesses is slowed
 *   down on their own network; the account still signs in from everywhere else;
 * - per client across accounts, against one client trying many addresses;
 * - per account across all clients, a ceiling high enough that only many clients together reach
 *   it; then the account is refused to everyone, and staff are mailed once per window.
 * Addresses without an account are counted alike, so the limits tell nothing about which exist.
 * Each attempt is counted before its password is checked, so a burst of parallel guesses is cut
 * off at the limit too; a successful one is then taken back off, leaving only failures.
 * Every check of something secret is an attempt: a sign-in, its two-factor code, a signed-in
 * member's current password, and a one-time link's claim, which counts against its client only.
 */
@Injectable()
export class LoginAttempts {
  private readonly logger = new Logger(LoginAttempts.name);
  private readonly redis: Redis & SignInScripts;
  private readonly prefix: string;
  private readonly schedule: number[];

  constructor(
    @Inject(STAFF_REDIS) redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly alerts: SignInAlerts,
  ) {
    redis.defineCommand('staffSignInBegin', { lua: BEGIN });
    redis.defineCommand('staffSignInTakeBack', { lua: TAKE_BACK });
    redis.defineCommand('staffSignInAlertOnce', { numberOfKeys: 2, lua: ALERT_ONCE });
    this.redis = redis as Redis & SignInScripts;
    this.prefix = `${config.QUEUE_PREFIX}:staff-login:`;
    this.schedule = delaySchedule({
      freeFailures: config.STAFF_LOGIN_FREE_FAILURES,
      firstDelaySeconds: config.STAFF_LOGIN_DELAY_SECONDS,
      maxDelaySeconds: config.STAFF_LOGIN_MAX_DELAY_SECONDS,
      maxFailures: config.STAFF_LOGIN_MAX_PER_ACCOUNT_AND_CLIENT,
    }).map((seconds) => (seconds < 0 ? seconds : seconds * 1000));
  }

  /**
   * The attempt, counted; or the catalogue's 429 saying why, with its Retry-After. `email` is
   * the account tried (lower-cased), null for a one-time link's claim. With Redis away nothing
   * can be counted, so nothing is let through: 503, which says trying again is safe.
   */
  async admit(email: string | null, client: SignInClient): Promise<LoginAttempt> {
    const start = await this.orUnavailable(() => this.begin(email, client));
    if ('refused' in start) {
      const { refused, retryAfterSeconds } = start;
      const message = THROTTLED[refused](retryAfterSeconds);
      throw new ApiError(429, ErrorCode.RateLimit, message, undefined, retryAfterSeconds);
    }
    const { attempt } = start;
    return {
      succeeded: () => this.orUnavailable(() => attempt.succeeded()),
      failed: () => this.orUnavailable(() => attempt.failed()),
    };
  }

  private async orUnavailable<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Sign-in counters unavailable: ${String(error)}`);
      throw new ApiError(503, ErrorCode.ServiceUnavailable, ERROR_MESSAGES.serviceUnavailable);
    }
  }

  private async begin(email: string | null, client: SignInClient): Promise<SignInStart> {
    const from = clientKey(client.ip);
    const clientCount = `${this.prefix}client:${from}`;
    // An email's domain has no ':' and a client key no '@': no two pairs share a key.
    const keys: Keys = email
      ? [
          clientCount,
          `${this.prefix}account-client:${email}:${from}`,
          `${this.prefix}account:${email}`,
          `${this.prefix}account-client-lock:${email}:${from}`,
        ]
      : [clientCount];
    const token = randomUUID();
    const [outcome, value] = await this.redis.staffSignInBegin(
      keys.length,
      ...keys,
      this.config.STAFF_LOGIN_WINDOW_SECONDS * 1000,
      this.config.STAFF_LOGIN_MAX_PER_CLIENT,
      this.config.STAFF_LOGIN_MAX_PER_ACCOUNT,
      token,
      ...this.schedule,
    );
    const trace = { requestId: client.requestId };
    if (outcome !== 'counted') {
      if (outcome === 'account' && email) await this.alertOnce(email, trace);
      return {
        refused: outcome as SignInRefusalReason,
        retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)),
      };
    }
    return {
      attempt: {
        succeeded: async () => {
          await this.redis.staffSignInTakeBack(keys.length, ...keys, token);
        },
        failed: async () => {
          if (email && value >= this.config.STAFF_LOGIN_MAX_PER_ACCOUNT) {
            await this.alertOnce(email, trace);
          }
        },
      },
    };
  }

  /** Mails staff unless this window's alert for the account has gone out already. */
  private async alertOnce(email: string, trace: Trace): Promise<void> {
    const flag = `${this.prefix}account-alerted:${email}`;
    const first = await this.redis.staffSignInAlertOnce(`${this.prefix}account:${email}`, flag);
    if (!first) return;
    const [failures, msLeft] = first;
    try {
      await this.alerts.ceilingReached(email, failures, new Date(Date.now() + msLeft), trace);
    } catch (error) {
      // Not sent: the next refused attempt tries again rather than the window passing silently.
      await this.redis.del(flag);
      throw error;
    }
  }
}
