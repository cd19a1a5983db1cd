import { staffEventsChannel, type StaffEvent } from '@bytecraft/contracts/records/events';
import { Injectable, Logger, OnModuleDestroy, type Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../config/env';

/**
 * Tells every gateway (and so every open console) what changed, over Redis pub/sub. Live
 * updates are a convenience on top of the stored rows: a lost event is logged, never a failed
 * job, since the row it announces is already committed and the console reloads lists anyway.
 */
@Injectable()
export class StaffEvents implements OnModuleDestroy {
  private readonly logger = new Logger(StaffEvents.name);

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
  ) {}

  async publish(event: StaffEvent): Promise<void> {
    try {
      await this.redis.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      this.logger.warn(`Staff event ${event.type} for ${event.id} not published: ${String(error)}`);
    }
  }

  async onModuleDestroy() {
    await this.redis.quit().catch(() => undefined);
  }
}

export function staffEventsProvider(config: { REDIS_URL: string; QUEUE_PREFIX: string }): Provider {
  return {
    provide: StaffEvents,
    // No offline queue: while Redis is away a publish fails at once instead of piling up.
    useFactory: () =>
      new StaffEvents(
        new Redis({ ...redisOptionsFromUrl(config.REDIS_URL), enableOfflineQueue: false }),
        staffEventsChannel(config.QUEUE_PREFIX),
      ),
  };
}
