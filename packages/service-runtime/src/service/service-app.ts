import type { ServiceName } from '@bytecraft/contracts/rpc';
import { Module, type DynamicModule, type INestMicroservice } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { Logger } from 'pino';

export type { Logger as ServiceLogger } from 'pino';
import type { CommonConfig } from '../config/env';
import { nestLogger } from '../logging/nest-logger';
import { createRootLogger } from '../logging/root-logger';
import { HandlerDeadline } from '../transport/handler-deadline';
import { NamespacedServerRedis } from '../transport/namespaced-redis';
import { TracedRpcErrors } from '../transport/traced-rpc-errors';

/** What every service's configuration holds (`commonEnv`). */
export type ServiceConfig = CommonConfig;

@Module({})
class ServiceRootModule {}

/**
 * A service as its own Nest microservice: its domain module under the runtime's logging, the
 * namespaced Redis transport for the gateway's requests (a handler's failure logged with the
 * request's id, every handler answering within its deadline), and nothing started yet
 * (`listen()` starts it; tests run it in-process this way, `runService` as a process).
 */
export async function createServiceApp(
  service: ServiceName,
  appModule: DynamicModule,
  config: ServiceConfig,
  logger: Logger = createRootLogger(service, config),
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(
    { module: ServiceRootModule, imports: [DiscoveryModule, appModule] },
    {
      strategy: new NamespacedServerRedis(config.QUEUE_PREFIX, config.REDIS_URL),
      // Everything Nest says while starting goes through pino too, once it is in place.
      bufferLogs: true,
    },
  );
  app.useLogger(nestLogger(logger));
  app.useGlobalFilters(new TracedRpcErrors());
  app.useGlobalInterceptors(new HandlerDeadline(config.MESSAGE_HANDLER_TIMEOUT_MS));
  return app;
}
