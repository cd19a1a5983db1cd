import {
  inboundRpc,
  VISITOR_REPLY_SERVICES,
  type RecordMatch,
  type RecordMatchRequest,
} from '@bytecraft/contracts/inbound';
import type { WorkedKind } from '@bytecraft/contracts/records';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Inject, Injectable, type OnModuleDestroy, type Provider } from '@nestjs/common';
import { firstValueFrom, timeout } from 'rxjs';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { DeliveriesService } from '../deliveries/deliveries.service';
import type { ReadMail } from './read-mail';

/** A service that does not answer in this long fails the job, which the queue retries. */
const ASK_TIMEOUT_MS = 5000;

export const RECORD_SERVICES = Symbol('RECORD_SERVICES');

/** The client the matcher asks the services owning records with, in the deployment's namespace. */
export const recordServicesProvider: Provider = {
  provide: RECORD_SERVICES,
  inject: [NOTIFICATION_CONFIG],
  useFactory: (config: NotificationConfig) =>
    new NamespacedClientRedis(config.QUEUE_PREFIX, config.REDIS_URL),
};

/** The delivery id's record: every mail about a record has an id starting with the record's. */
const recordOf = (deliveryId: string) => {
  const recordId = deliveryId.split('.')[0];
  return UUID_PATTERN.test(recordId) ? recordId : undefined;
};

/**
 * Finds the record a visitor's message answers: the record of a mail we sent that it answers
 * (`In-Reply-To`, `References`), else the sender's newest open record. Only the services owning
 * the records know them (no service reads another's tables): they are asked over the transport.
 */
@Injectable()
export class RecordMatcher implements OnModuleDestroy {
  constructor(
    @Inject(RECORD_SERVICES) private readonly services: NamespacedClientRedis,
    private readonly deliveries: DeliveriesService,
  ) {}

  async match(mail: ReadMail): Promise<RecordMatch | null> {
    for (const deliveryId of await this.deliveries.sentUnder(mail.answers)) {
      const recordId = recordOf(deliveryId);
      const found = recordId && (await this.ask({ recordId }));
      if (found) return found;
    }
    return this.ask({ email: mail.from });
  }

  /** Whether there is such a record, for staff attaching a message to it. */
  async exists(kind: WorkedKind, recordId: string): Promise<boolean> {
    return (await this.ask({ recordId }))?.kind === kind;
  }

  /** Every owning service's answer; the newest record of them. */
  private async ask(request: RecordMatchRequest): Promise<RecordMatch | null> {
    const answers = await Promise.all(
      VISITOR_REPLY_SERVICES.map((service) =>
        firstValueFrom(
          this.services
            .send<RecordMatch | null>(inboundRpc.match(service), request)
            .pipe(timeout(ASK_TIMEOUT_MS)),
        ),
      ),
    );
    return (
      answers
        .filter((answer): answer is RecordMatch => !!answer)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0] ?? null
    );
  }

  async onModuleDestroy() {
    await this.services.close();
  }
}
