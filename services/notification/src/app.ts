import { logLevelsUpTo } from '@bytecraft/contracts/env';
import { NamespacedServerRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { AppModule } from './app.module';
import type { NotificationConfig } from './config/notification.config';

/** The notification service: a queue worker that also answers the gateway over the Redis transport. */
export async function createNotificationApp(config: NotificationConfig) {
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
