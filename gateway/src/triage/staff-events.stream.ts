import { staffEventsChannel, type StaffEvent } from '@bytecraft/contracts/triage';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Subject, type Observable } from 'rxjs';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/**
 * The services' staff events as one stream per gateway: a single Redis subscription (ioredis
 * reconnects and re-subscribes by itself) shared by every open console on this replica.
 */
@Injectable()
export class StaffEventsStream implements OnModuleDestroy {
  private readonly logger = new Logger(StaffEventsStream.name);
  private readonly subscriber: Redis;
  private readonly events = new Subject<StaffEvent>();

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const channel = staffEventsChannel(config.QUEUE_PREFIX);
    this.subscriber = new Redis(redisOptionsFromUrl(config.REDIS_URL));
    this.subscriber.on('error', (error) => this.logger.warn(`Staff events: ${error.message}`));
    this.subscriber.on('message', (from, message) => {
      if (from !== channel) return;
      try {
        this.events.next(JSON.parse(message) as StaffEvent);
      } catch {
        this.logger.warn(`Staff events: ignored a message that is not JSON`);
      }
    });
    void this.subscriber.subscribe(channel).catch(() => undefined);
  }

  get stream(): Observable<StaffEvent> {
    return this.events.asObservable();
  }

  async onModuleDestroy() {
    this.events.complete();
    this.subscriber.disconnect();
  }
}
