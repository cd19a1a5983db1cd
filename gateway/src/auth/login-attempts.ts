import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
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

export type SignInStart =
  { attempt: LoginAttempt } | { refused: SignInRefusalReason; retryAfterSeconds: number };

/** The sign-in's client: its address (TRUST_PROXY applied) and the request, for the logs. */
export interface SignInClient extends Trace {
  ip: string;
}

// KEYS: 1 account-from-client failures, 2 its lock, 3 client failures, 4 account failures.
// ARGV: 1 window (ms), 2 most failures per client, 3 per account, 4 this attempt's token,
// 5... the wait after 1, 2, ... failures of the account from the client (ms; -1: the window).
// The checks, the counts and the lock are one step, so parallel guesses cannot slip past.
const BEGIN = `
local window = tonumber(ARGV[1])
local function left(key)
  local ms = redis.call('PTTL', key)
  if ms < 0 then return window end
  return ms
end
local function full(key, max)
  return tonumber(redis.call('GET', key) or '0') >= tonumber(max)
end
local locked = redis.call('PTTL', KEYS[2])
if locked > 0 then return {'accountFromClient', locked} end
if full(KEYS[3], ARGV[2]) then return {'client', left(KEYS[3])} end
if full(KEYS[4], ARGV[3]) then return {'account', left(KEYS[4])} end
local function count(key)
  local n = redis.call('INCR', key)
  redis.call('PEXPIRE', key, window, 'NX')
  return n
end
local failures = count(KEYS[1])
count(KEYS[3])
local accountFailures = count(KEYS[4])
local wait = tonumber(ARGV[4 + math.min(failures, #ARGV - 4)])
local windowLeft = left(KEYS[1])
if wait < 0 or wait > windowLeft then wait = windowLeft end
if wait > 0 then redis.call('SET', KEYS[2], ARGV[4], 'PX', wait) end
return {'counted', accountFailures}
`;

// KEYS as BEGIN's; ARGV: 1 the attempt's token. A counter that has expired meanwhile is left
// alone (DECR would make it anew, without a TTL); a lock is lifted only if this attempt set it.
const TAKE_BACK = `
for _, key in ipairs({KEYS[1], KEYS[3], KEYS[4]}) do
  if redis.call('EXISTS', key) == 1 then redis.call('DECR', key) end
end
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
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

type Keys = [string, string, string, string];

interface SignInScripts {
  staffSignInBegin(...args: [...Keys, ...(string | number)[]]): Promise<[string, number]>;
  staffSignInTakeBack(...args: [...Keys, string]): Promise<number>;
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
 */
@Injectable()
export class LoginAttempts {
  private readonly redis: Redis & SignInScripts;
  private readonly prefix: string;
  private readonly schedule: number[];

  constructor(
    @Inject(STAFF_REDIS) redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly alerts: SignInAlerts,
  ) {
    redis.defineCommand('staffSignInBegin', { numberOfKeys: 4, lua: BEGIN });
    redis.defineCommand('staffSignInTakeBack', { numberOfKeys: 4, lua: TAKE_BACK });
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

  /** The attempt, or why it is refused and for how long. */
  async begin(email: string, client: SignInClient): Promise<SignInStart> {
    const from = clientKey(client.ip);
    // An email's domain has no ':' and a client key no '@': no two pairs share a key.
    const keys: Keys = [
      `${this.prefix}account-client:${email}:${from}`,
      `${this.prefix}account-client-lock:${email}:${from}`,
      `${this.prefix}client:${from}`,
      `${this.prefix}account:${email}`,
    ];
    const token = randomUUID();
    const [outcome, value] = await this.redis.staffSignInBegin(
      ...keys,
      this.config.STAFF_LOGIN_WINDOW_SECONDS * 1000,
      this.config.STAFF_LOGIN_MAX_PER_CLIENT,
      this.config.STAFF_LOGIN_MAX_PER_ACCOUNT,
      token,
      ...this.schedule,
    );
    const trace = { requestId: client.requestId };
    if (outcome !== 'counted') {
      if (outcome === 'account') await this.alertOnce(email, trace);
      return {
        refused: outcome as SignInRefusalReason,
        retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)),
      };
    }
    return {
      attempt: {
        succeeded: async () => {
          await this.redis.staffSignInTakeBack(...keys, token);
        },
        failed: async () => {
          if (value >= this.config.STAFF_LOGIN_MAX_PER_ACCOUNT) await this.alertOnce(email, trace);
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
