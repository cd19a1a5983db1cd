import { logLevelsUpTo } from '@bytecraft/contracts/env';
import { NamespacedServerRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { AppModule } from './app.module';
import type { RecruitingConfig } from './config/recruiting.config';

/** The recruiting service, answering the gateway over the Redis transport. */
export async function createRecruitingApp(config: RecruitingConfig) {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(
    AppModule.register(config),
    {
      strategy: new NamespacedServerRedis(config.QUEUE_PREFIX, config.REDIS_URL),
      logger: logLevelsUpTo(config.LOG_LEVEL),
    },
  );
  app.enableShutdownHooks();
  return app;
}
