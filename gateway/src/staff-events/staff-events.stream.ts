import { staffEventsChannel, type StaffEvent } from '@bytecraft/contracts/records/events';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { filter, map, Subject, type Observable } from 'rxjs';
import { StaffSessionStore } from '../auth/staff-session.store';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/**
 * The services' staff events as one stream per gateway, and the sessions that end: a single
 * Redis subscription (ioredis reconnects and re-subscribes by itself) shared by every open
 * console on this replica.
 */
@Injectable()
export class StaffEventsStream implements OnModuleDestroy {
  private readonly logger = new Logger(StaffEventsStream.name);
  private readonly subscriber: Redis;
  private readonly events = new Subject<StaffEvent>();
  private readonly endedSessions = new Subject<string>();

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig, sessions: StaffSessionStore) {
    const channel = staffEventsChannel(config.QUEUE_PREFIX);
    this.subscriber = new Redis(redisOptionsFromUrl(config.REDIS_URL));
    this.subscriber.on('error', (error) => this.logger.warn(`Staff events: ${error.message}`));
    this.subscriber.on('message', (from, message) => {
      if (from === sessions.endedChannel) return this.endedSessions.next(message);
      if (from !== channel) return;
      try {
        this.events.next(JSON.parse(message) as StaffEvent);
      } catch {
        this.logger.warn(`Staff events: ignored a message that is not JSON`);
      }
    });
    void this.subscriber.subscribe(channel, sessions.endedChannel).catch(() => undefined);
  }

  get stream(): Observable<StaffEvent> {
    return this.events.asObservable();
  }

  /** Emits once the session of this ref (StaffSessionStore.refOf) has ended, on any replica. */
  ended(ref: string): Observable<void> {
    return this.endedSessions.pipe(
      filter((ended) => ended === ref),
      map(() => undefined),
    );
  }

  async onModuleDestroy() {
    this.events.complete();
    this.endedSessions.complete();
    this.subscriber.disconnect();
  }
}
