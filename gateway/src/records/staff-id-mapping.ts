import { WORKED_SERVICES } from '@bytecraft/contracts/records';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import {
  staffRpc,
  type StaffIdMapping as Mapping,
  type StaffIdsMapped,
} from '@bytecraft/contracts/staff-rpc';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { StaffAccountsService } from '../staff/staff-accounts.service';

/** A service maps its whole activity in one statement: it may take longer than a request. */
const MAP_TIMEOUT_MS = 60_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/**
 * At start, sends each service whose activity names staff every account's id by its address,
 * so that the entries it kept from before staff were named by id name them by id too (the
 * service maps its own rows: no service reads another's tables). A service that is away is
 * asked again, less and less often, until it answers; once its entries are mapped, a mapping
 * finds nothing left to do, so every replica sending one at each start is harmless.
 */
@Injectable()
export class StaffIdMapping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(StaffIdMapping.name);
  private readonly stop = new AbortController();
  private running?: Promise<unknown>;

  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly accounts: StaffAccountsService,
  ) {}

  onApplicationBootstrap() {
    this.running = Promise.all(WORKED_SERVICES.map((service) => this.untilMapped(service)));
  }

  /**
   * The retries stop, and a mapping under way is left to the service: the gateway stops waiting
   * for its answer.
   */
  async onModuleDestroy() {
    this.stop.abort();
    await this.running;
  }

  /** Asks one service to map its entries; the answer says how many it named, and how. */
  async map(service: ServiceName): Promise<StaffIdsMapped> {
    const directory = await this.accounts.directory();
    // The client connects on its first send: none may follow the gateway's stop.
    this.stop.signal.throwIfAborted();
    const request: Mapping = {
      accounts: Object.fromEntries(directory.map(({ email, id }) => [email, id])),
    };
    return askService<StaffIdsMapped>(
      this.services,
      staffRpc.mapStaffIds(service),
      request,
      undefined,
      { timeoutMs: MAP_TIMEOUT_MS, signal: this.stop.signal },
    );
  }

  private async untilMapped(service: ServiceName): Promise<void> {
    for (let wait = RETRY_FIRST_MS; !this.stop.signal.aborted;) {
      try {
        const { mapped, unknown } = await this.map(service);
        if (mapped || unknown) {
          this.logger.log(
            `${service}: ${mapped} activity entries now name their staff member by id, ${unknown} name an address no account has (shown as unknown staff)`,
          );
        }
        return;
      } catch (error) {
        if (this.stop.signal.aborted) return;
        this.logger.warn(
          `${service} did not map staff addresses to ids, asked again in ${wait / 1000}s: ${String(error)}`,
        );
      }
      // Its one rejection is the gateway stopping, which the loop's condition then sees.
      await sleep(wait, undefined, { signal: this.stop.signal, ref: false }).catch(() => undefined);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  }
}
