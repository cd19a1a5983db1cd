import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Admits a delivery against its address's confirmations of the last day, atomically. The set
 * holds the delivery ids admitted, each scored by when: a delivery found in it is admitted
 * again without counting (a retried job, a second run), and the set counts only what is left
 * of the window.
 *   KEYS[1] the address's set; ARGV: delivery id, now (ms), window (ms), cap.
 */
const ADMIT = `
local key, id = KEYS[1], ARGV[1]
local now, window, cap = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZSCORE', key, id) then return 1 end
if redis.call('ZCARD', key) >= cap then return 0 end
redis.call('ZADD', key, now, id)
redis.call('PEXPIRE', key, window)
return 1
`;

/**
 * At most CONFIRMATIONS_PER_RECIPIENT_PER_DAY confirmations to one address in any 24 hours,
 * counted in Redis so that every replica counts against the same limit, and by a Lua script so
 * that two replicas admitting at once cannot both take the last place. The address is kept only
 * as the SHA-256 of its lower-cased form, in a key that expires a day after its last admission.
 */
@Injectable()
export class ConfirmationCap implements OnApplicationShutdown {
  private readonly redis: Redis & {
    admitConfirmation(
      key: string,
      id: string,
      now: number,
      window: number,
      cap: number,
    ): Promise<number>;
  };

  constructor(@Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig) {
    const redis = new Redis(redisOptionsFromUrl(config.REDIS_URL));
    redis.defineCommand('admitConfirmation', { numberOfKeys: 1, lua: ADMIT });
    this.redis = redis as ConfirmationCap['redis'];
  }

  /**
   * Whether this delivery may be mailed: true for one admitted before (it keeps its place), or
   * while the address has had fewer than the cap in the last 24 hours. A Redis error rejects,
   * and the mail is retried with its job.
   */
  async admit(deliveryId: string, address: string): Promise<boolean> {
    const admitted = await this.redis.admitConfirmation(
      this.keyOf(address),
      deliveryId,
      Date.now(),
      DAY_MS,
      this.config.CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    );
    return admitted === 1;
  }

  /** Drops what the cap keeps of an address (its person is erased): its count starts again. */
  async forget(address: string): Promise<void> {
    await this.redis.del(this.keyOf(address));
  }

  private keyOf(address: string): string {
    const hash = createHash('sha256').update(address.toLowerCase()).digest('hex');
    return `${this.config.QUEUE_PREFIX}:confirmations:${hash}`;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
