import type { MailDeliveryState, ActivityEntry } from '@bytecraft/contracts/record-work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { Detailed } from '@bytecraft/contracts/triage';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';

/**
 * The states are a detail of the record, not the record: with the notification service away,
 * the record is shown after this long rather than after the transport's full wait.
 */
const STATES_TIMEOUT_MS = 1000;

type Mailed = Extract<ActivityEntry, MailDeliveryState>;

/**
 * A mail the owning service asked for: a reply held for an admin (or discarded) was never
 * queued, and the notification service would call it queued.
 */
const isMailed = (entry: ActivityEntry): entry is Mailed =>
  (entry.type === 'reply' || entry.type === 'confirmation') && entry.delivery === 'queued';

/**
 * A record's mails as the notification service knows them: the owning service records a reply
 * or confirmation as queued, and only the notification service learns whether it was sent.
 */
@Injectable()
export class DeliveryStates {
  private readonly logger = new Logger(DeliveryStates.name);

  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

  /**
   * The record with each mail's delivery state merged in. The notification service being away
   * leaves the owning service's states: the record is still worth showing.
   */
  async merge<T extends Detailed<object>>(record: T, requestId: string): Promise<T>;
  async merge<T extends Detailed<object>>(record: T | null, requestId: string): Promise<T | null>;
  async merge<T extends Detailed<object>>(record: T | null, requestId: string) {
    // A kind nobody works (the newsletter's) may come without a activity.
    const ids = (record?.activity ?? []).filter(isMailed).map((entry) => entry.deliveryId);
    if (!record || ids.length === 0) return record;
    let states: Record<string, MailDeliveryState>;
    try {
      states = await askService(
        this.services,
        staffRpc.deliveryStates,
        { ids },
        requestId,
        STATES_TIMEOUT_MS,
      );
    } catch (error) {
      this.logger.warn(`Delivery states not known, the service's shown: ${String(error)}`);
      return record;
    }
    const activity = record.activity.map((entry) => {
      const known = isMailed(entry) ? states[entry.deliveryId] : undefined;
      return known ? { ...entry, delivery: known.delivery, sentAt: known.sentAt } : entry;
    });
    return { ...record, activity };
  }
}
