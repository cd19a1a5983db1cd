import { QueueName } from '@bytecraft/contracts/queues';
import { rpc, ServiceName, type ServiceHealth } from '@bytecraft/contracts/rpc';
import { countTables } from '@bytecraft/service-runtime/health/count-tables';
import { InjectQueue } from '@nestjs/bullmq';
import {
  Controller,
  Get,
  Inject,
  OnModuleDestroy,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { Queue } from 'bullmq';
import type { FastifyReply } from 'fastify';
import { firstValueFrom } from 'rxjs';
import { DataSource } from 'typeorm';
import { PublicRoute } from '../auth/public-route.decorator';
import { probe } from './probe';
import { SERVICE_CLIENT } from '../rpc/service-client';

const CHECK_TIMEOUT_MS = 1500;

/** 200 only when Redis, PostgreSQL and every service answer; 503 with the same report otherwise. */
@Controller('health')
export class HealthController implements OnModuleDestroy {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @InjectQueue(QueueName.Lead) private readonly queue: Queue,
    @Inject(SERVICE_CLIENT) private readonly services: ClientProxy,
    private readonly database: DataSource,
  ) {}

  /**
   * Also counts the tables the services' migrations (and the gateway's own) made, for the
   * console's 'N Tables' card: only those that answered are counted.
   */
  @Get()
  @PublicRoute()
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
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
      return { ...(await this.health.check(checks)), tables: total() };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      void reply.status(503);
      return { ...(error.getResponse() as object), tables: total() };
    }
  }

  async onModuleDestroy() {
    await this.services.close();
  }
}
