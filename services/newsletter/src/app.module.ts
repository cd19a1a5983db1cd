import { QueueName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { healthControllerFor } from '@bytecraft/service-runtime/health/health.controller';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { staffEventsProvider } from '@bytecraft/service-runtime/staff-events/staff-events';
import {
  ownedRecordsProvider,
  recordsFor,
} from '@bytecraft/service-runtime/records/records.module';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceDatabase, serviceQueues } from '@bytecraft/service-runtime/service/service-modules';
import { TypeOrmModule } from '@nestjs/typeorm';
import { personRecordsFor } from '@bytecraft/service-runtime/people/person-records.module';
import { workerConcurrencyProvider } from '@bytecraft/service-runtime/queues/queue-worker';
import { NEWSLETTER_CONFIG, type NewsletterConfig } from './config/newsletter.config';
import { Subscription } from './subscriptions/subscription.entity';
import { toSubscriptionRecord } from './subscriptions/subscription.record';
import {
  NewsletterCountsController,
  SubscriptionRecordsController,
} from './subscriptions/subscription-records.controller';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { subscriptionsPastRetention } from './subscriptions/subscription-retention';
import { NewsletterQueueProcessor } from './newsletter-queue.processor';
import { NEWSLETTER_MIGRATIONS } from './migrations';
import { Campaign } from './campaigns/campaign.entity';
import { CampaignQueueProcessor } from './campaigns/campaign-queue.processor';
import { CampaignsController } from './campaigns/campaigns.controller';
import { CampaignsService } from './campaigns/campaigns.service';
import { CampaignBounces } from './campaigns/campaign-bounces';

/** Staff read subscriptions (list, one, counts); their status changes only by mail link. */
const SUBSCRIPTION_RECORDS = recordsFor({
  kind: 'newsletter-subscription',
  entity: Subscription,
  toRecord: toSubscriptionRecord,
  // Addresses are stored lower-cased: the column's unique index finds a person's.
  person: { storedLowerCased: true, pastRetention: subscriptionsPastRetention },
});
const PEOPLE = personRecordsFor(ServiceName.Newsletter);

@Module({})
export class AppModule {
  static register(config: NewsletterConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        serviceDatabase(config, {
          entities: [Subscription, Campaign],
          migrations: NEWSLETTER_MIGRATIONS,
        }),
        TypeOrmModule.forFeature([Subscription, Campaign]),
        ...serviceQueues(
          config,
          QueueName.Newsletter,
          QueueName.Notification,
          QueueName.Erasures,
          QueueName.Campaigns,
        ),
      ],
      controllers: [
        healthControllerFor(ServiceName.Newsletter),
        SubscriptionsController,
        SubscriptionRecordsController,
        NewsletterCountsController,
        CampaignsController,
        PEOPLE.controller,
      ],
      providers: [
        SubscriptionsService,
        { provide: NEWSLETTER_CONFIG, useValue: config },
        MailPublisher,
        staffEventsProvider(config),
        SUBSCRIPTION_RECORDS,
        ownedRecordsProvider(['newsletter-subscription']),
        ...PEOPLE.providers,
        NewsletterQueueProcessor,
        CampaignsService,
        CampaignBounces,
        CampaignQueueProcessor,
        // Its queue carries only erasures, each one transaction, and a campaign's batches are
        // handed on one after the other: one job at a time is enough for either queue.
        workerConcurrencyProvider({ WORKER_CONCURRENCY: 1 }),
      ],
    };
  }
}
