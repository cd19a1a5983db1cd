import type { MailDeliveryState, ActivityEntry, Detailed } from '@bytecraft/contracts/records/work';
import { DELIVERY_STATES_MAX_IDS, staffRpc } from '@bytecraft/contracts/staff-rpc';
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
 * Records' mails as the notification service knows them: the owning service records a reply
 * or confirmation as queued, and only the notification service learns whether it was sent.
 * Every answer that shows a record's activity (its detail, a person's records) merges them
 * here, so that each says what the others say.
 */
@Injectable()
export class DeliveryStates {
  private readonly logger = new Logger(DeliveryStates.name);

  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

  /** One record with each mail's delivery state merged in (`mergeAll`). */
  async merge<T extends Detailed<object>>(record: T, requestId: string): Promise<T>;
  async merge<T extends Detailed<object>>(record: T | null, requestId: string): Promise<T | null>;
  async merge<T extends Detailed<object>>(record: T | null, requestId: string) {
    return record && (await this.mergeAll([record], requestId))[0];
  }

  /**
   * The records with each mail's delivery state merged in, asked for all of them at once (in
   * batches of what one request may carry, one after another). The notification service being
   * away leaves the owning services' states: the records are still worth showing.
   */
  async mergeAll<T extends Detailed<object>>(records: T[], requestId: string): Promise<T[]> {
    // A kind nobody works (the newsletter's) may come without an activity.
    const ids = records.flatMap((record) =>
      (record.activity ?? []).filter(isMailed).map((entry) => entry.deliveryId),
    );
    if (ids.length === 0) return records;
    const states: Record<string, MailDeliveryState> = {};
    try {
      for (let at = 0; at < ids.length; at += DELIVERY_STATES_MAX_IDS) {
        const batch = ids.slice(at, at + DELIVERY_STATES_MAX_IDS);
        Object.assign(
          states,
          await askService<Record<string, MailDeliveryState>>(
            this.services,
            staffRpc.deliveryStates,
            { ids: batch },
            requestId,
            { timeoutMs: STATES_TIMEOUT_MS },
          ),
        );
      }
    } catch (error) {
      this.logger.warn(`Delivery states not known, the services' shown: ${String(error)}`);
      return records;
    }
    return records.map((record) =>
      record.activity
        ? {
            ...record,
            activity: record.activity.map((entry) => {
              const known = isMailed(entry) ? states[entry.deliveryId] : undefined;
              if (!known) return entry;
              const { delivery, sentAt, bounce } = known;
              return { ...entry, delivery, sentAt, ...(bounce && { bounce }) };
            }),
          }
        : record,
    );
  }
}
