import { redisOptionsFromUrl } from '@bytecraft/contracts/env';
import { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NewsletterConfig } from './config/newsletter.config';
import { healthControllerFor } from '@bytecraft/service-runtime/health/health.controller';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { CreateNewsletterSubscriptions1795000000000 } from './migrations/1795000000000-create-newsletter-subscriptions';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { Subscription } from './subscriptions/subscription.entity';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

@Module({})
export class AppModule {
  static register(config: NewsletterConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.DATABASE_URL,
          entities: [Subscription],
          migrations: [CreateNewsletterSubscriptions1795000000000],
          // Tables come only from migrations, which every start applies before taking work.
          migrationsRun: true,
          synchronize: false,
        }),
        TypeOrmModule.forFeature([Subscription]),
        BullModule.forRoot({
          connection: redisOptionsFromUrl(config.REDIS_URL),
          prefix: config.QUEUE_PREFIX,
        }),
        BullModule.registerQueue({ name: QueueName.Notification }),
      ],
      controllers: [healthControllerFor(ServiceName.Newsletter), SubscriptionsController],
      providers: [SubscriptionsService, MailPublisher],
    };
  }
}
