import { QueueName } from '@bytecraft/contracts/queues';
import { rpc, ServiceName, type ServiceHealth } from '@bytecraft/contracts/rpc';
import { countTables } from '@bytecraft/service-runtime/health/count-tables';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import {
  HealthCheckService,
  HealthIndicatorService,
  type HealthCheckResult,
} from '@nestjs/terminus';
import type { Queue } from 'bullmq';
import { firstValueFrom } from 'rxjs';
import { DataSource } from 'typeorm';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { probe } from './probe';

const CHECK_TIMEOUT_MS = 1500;

/**
 * How long the anonymous status of one fan-out is answered to every caller: a public route must
 * not let anyone send a message to every service and a query to the database per request.
 */
export const HEALTH_STATUS_FRESH_MS = 1000;

/** Every dependency's state and the tables they counted, and whether all of them answered. */
export interface HealthReport {
  up: boolean;
  body: HealthCheckResult & { tables: number };
}

export type HealthStatus = 'ok' | 'error';

/** Asks Redis, PostgreSQL and every service whether they answer, each with its deadline. */
@Injectable()
export class HealthProbe {
  private last?: { startedAt: number; settled: boolean; status: Promise<HealthStatus> };

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @InjectQueue(QueueName.Lead) private readonly queue: Queue,
    @Inject(SERVICE_CLIENT) private readonly services: ClientProxy,
    private readonly database: DataSource,
  ) {}

  /**
   * A fresh fan-out. Also counts the tables the services' migrations (and the gateway's own)
   * made, for the console's 'N Tables' card: only those that answered are counted.
   */
  async report(): Promise<HealthReport> {
    const tables: number[] = [];
    const count = async (answer: Promise<number>) => void tables.push(await answer);
    const checks = [
      () => probe(this.indicator, 'redis', () => this.queue.count(), CHECK_TIMEOUT_MS),
      () =>
        probe(
          this.indicator,
          'postgres',
          () => count(countTables(this.database)),
          CHECK_TIMEOUT_MS,
        ),
      ...Object.values(ServiceName).map(
        (service) => () =>
          probe(
            this.indicator,
            service,
            () =>
              count(
                firstValueFrom(this.services.send<ServiceHealth>(rpc.health(service), {})).then(
                  (answer) => answer.tables,
                ),
              ),
            CHECK_TIMEOUT_MS,
          ),
      ),
    ];
    const total = () => tables.reduce((sum, n) => sum + n, 0);
    try {
      return { up: true, body: { ...(await this.health.check(checks)), tables: total() } };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      return {
        up: false,
        body: { ...(error.getResponse() as HealthCheckResult), tables: total() },
      };
    }
  }

  /**
   * The status of the latest fan-out, shared by every caller: a new one starts only once the
   * last has answered and is older than HEALTH_STATUS_FRESH_MS.
   */
  status(): Promise<HealthStatus> {
    const last = this.last;
    if (last && !(last.settled && Date.now() - last.startedAt >= HEALTH_STATUS_FRESH_MS)) {
      return last.status;
    }
    const next = {
      startedAt: Date.now(),
      settled: false,
      status: this.report().then(({ up }): HealthStatus => (up ? 'ok' : 'error')),
    };
    const settle = () => void (next.settled = true);
    next.status.then(settle, settle);
    this.last = next;
    return next.status;
  }
}
