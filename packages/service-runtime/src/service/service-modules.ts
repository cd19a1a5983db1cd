import type { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import type { MixedList } from 'typeorm';
import { redisOptionsFromUrl } from '../config/env';
import { boundedPgPool, type DatabaseBounds } from '../database/listened-pg-client';
import { migratedTypeOrm } from '../database/migrated-data-source';

/**
 * The service's own PostgreSQL database. Tables come only from its migrations, which every
 * start applies before taking work (one replica at a time: `openMigrated`); `synchronize` is
 * never on. Every wait on it is bounded (`boundedPgPool`): a handler whose database is away
 * answers an error in seconds, and answers again once it is back.
 */
export function serviceDatabase(
  config: { DATABASE_URL: string } & DatabaseBounds,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  schema: { entities: MixedList<Function>; migrations: MixedList<Function> },
): DynamicModule {
  return migratedTypeOrm({
    type: 'postgres',
    url: config.DATABASE_URL,
    entities: schema.entities,
    migrations: schema.migrations,
    synchronize: false,
    extra: boundedPgPool(config),
  });
}

/** BullMQ in the deployment's namespace (QUEUE_PREFIX), and the queues the service uses. */
export function serviceQueues(
  config: { REDIS_URL: string; QUEUE_PREFIX: string },
  ...queues: QueueName[]
): DynamicModule[] {
  return [
    BullModule.forRoot({
      connection: redisOptionsFromUrl(config.REDIS_URL),
      prefix: config.QUEUE_PREFIX,
    }),
    BullModule.registerQueue(...queues.map((name) => ({ name }))),
  ];
}
