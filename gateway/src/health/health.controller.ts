import { QueueName } from '@bytecraft/contracts/queues';
import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
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

  @Get()
  @PublicRoute()
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      return await this.health.check([
        () => probe(this.indicator, 'redis', () => this.queue.count(), CHECK_TIMEOUT_MS),
        () =>
          probe(
            this.indicator,
            'postgres',
            () => this.database.query('SELECT 1'),
            CHECK_TIMEOUT_MS,
          ),
        ...Object.values(ServiceName).map(
          (service) => () =>
            probe(
              this.indicator,
              service,
              () => firstValueFrom(this.services.send(rpc.health(service), {})),
              CHECK_TIMEOUT_MS,
            ),
        ),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      void reply.status(503);
      return error.getResponse();
    }
  }

  async onModuleDestroy() {
    await this.services.close();
  }
}
