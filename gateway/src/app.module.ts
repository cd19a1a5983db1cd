import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { migratedTypeOrm } from '@bytecraft/service-runtime/database/migrated-data-source';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { ConfigModule } from './config/config.module';
import type { GatewayConfig } from './config/gateway.config';
import { DashboardModule } from './dashboard/dashboard.module';
import { gatewayDatabaseOptions } from './database/database.options';
import { HealthModule } from './health/health.module';
import { InboundModule } from './inbound/inbound.module';
import { LeadsModule } from './leads/leads.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { PeopleModule } from './people/people.module';
import { RecordsModule } from './records/records.module';
import { RecruitingModule } from './recruiting/recruiting.module';
import { SlaModule } from './sla/sla.module';
import { StaffEventsModule } from './staff-events/staff-events.module';
import { SubmissionsModule } from './submissions/submissions.module';
import { TeamModule } from './team/team.module';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        migratedTypeOrm(gatewayDatabaseOptions(config.DATABASE_URL)),
        AuditModule,
        AuthModule,
        BullModule.forRoot({
          // Fail fast: with Redis away a request is answered 503 at once instead of waiting
          // for ioredis's offline queue (BullMQ's advice for producers).
          connection: { ...redisOptionsFromUrl(config.REDIS_URL), enableOfflineQueue: false },
          prefix: config.QUEUE_PREFIX,
        }),
        SubmissionsModule,
        HealthModule,
        LeadsModule,
        RecruitingModule,
        NewsletterModule,
        CampaignsModule,
        RecordsModule,
        DashboardModule,
        StaffEventsModule,
        TeamModule,
        PeopleModule,
        InboundModule,
        SlaModule,
      ],
    };
  }
}
