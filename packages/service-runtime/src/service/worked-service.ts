import { kindsOwnedBy } from '@bytecraft/contracts/records';
import { QueueName } from '@bytecraft/contracts/queues';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import type { DynamicModule, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { z } from 'zod';
import { commonEnv, refuseDefaultSecrets } from '../config/env';
import { healthControllerFor } from '../health/health.controller';
import { MailPublisher } from '../notifications/mail-publisher';
import { personRecordsFor } from '../people/person-records.module';
import { workerConcurrencyProvider } from '../queues/queue-worker';
import { workerEnv } from '../queues/worker-env';
import { businessHoursEnv } from '../records/business-hours';
import { BusinessHoursRow } from '../records/business-hours.entity';
import {
  businessHoursController,
  businessHoursSettingsProvider,
} from '../records/business-hours-settings';
import { dueTimesProvider } from '../records/due-times';
import { ownedRecordsProvider } from '../records/records.module';
import { replyCapEnv, replyCapProvider } from '../records/reply-cap';
import { SlaEventRow } from '../records/sla/sla-event.entity';
import { slaController } from '../records/sla/sla.controller';
import { slaEnv, slaWatchProvider } from '../records/sla/sla-watch';
import { visitorRepliesFor } from '../records/visitor-replies';
import { staffEventsProvider } from '../staff-events/staff-events';
import { serviceDatabase, serviceQueues } from './service-modules';

/** The configuration of a service that owns kinds staff work, its database `database` by default. */
export const workedServiceEnv = (database: string) =>
  refuseDefaultSecrets(
    z.object({
      ...commonEnv,
      // More jobs at once put more rows into each shared insert, so the service keeps up with a
      // burst's accepts instead of trailing them (docs/performance.md, "Pipeline").
      ...workerEnv({ concurrency: 64 }),
      ...replyCapEnv,
      ...businessHoursEnv,
      ...slaEnv,
      DATABASE_URL: z.url().default(`postgres://postgres@127.0.0.1:5432/${database}`),
    }),
    { DATABASE_URL: 'url-password' },
  );

export type WorkedServiceConfig = z.output<ReturnType<typeof workedServiceEnv>>;

/** What a service owning worked kinds declares of its own. */
export interface WorkedServiceParts {
  service: ServiceName;
  /** The queue its kinds' submissions arrive on. */
  queue: QueueName;
  /** Its entities (its kinds' and the activity's) and its migrations, in order. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  /** Its own controllers: each kind's staff patterns, declared by name in the service. */
  controllers: Type[];
  /** Its kinds' records (`recordsFor`), job handlers and queue processor. */
  providers: Provider[];
}

/**
 * The module of a service owning worked kinds: its database and queues, its health, the person
 * view, visitors' replies and its promises' report, and what its worked records need (mail,
 * staff events, the reply cap, due times in the admin's business hours and the watch over them),
 * beside what it declares of its own.
 */
export function workedServiceModule(
  module: Type,
  config: WorkedServiceConfig,
  parts: WorkedServiceParts,
): DynamicModule {
  // The promises kept and missed, and the copy of the business hours, are every worked
  // service's tables alike.
  const entities = [...parts.entities, SlaEventRow, BusinessHoursRow];
  const people = personRecordsFor(parts.service);
  const replies = visitorRepliesFor(parts.service);
  return {
    module,
    imports: [
      serviceDatabase(config, { entities, migrations: parts.migrations }),
      TypeOrmModule.forFeature(entities),
      ...serviceQueues(
        config,
        parts.queue,
        QueueName.Notification,
        QueueName.Erasures,
        QueueName.Sla,
        QueueName.StaffAnswers,
      ),
    ],
    controllers: [
      healthControllerFor(parts.service),
      ...parts.controllers,
      people.controller,
      replies.controller,
      slaController(parts.service),
      businessHoursController(parts.service),
    ],
    providers: [
      ...parts.providers,
      workerConcurrencyProvider(config),
      MailPublisher,
      staffEventsProvider(config),
      replyCapProvider(config),
      dueTimesProvider(config),
      businessHoursSettingsProvider(config),
      slaWatchProvider(config),
      ownedRecordsProvider(kindsOwnedBy(parts.service)),
      ...people.providers,
      ...replies.providers,
    ],
  };
}
