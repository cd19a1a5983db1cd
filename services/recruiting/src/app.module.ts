import { redisOptionsFromUrl } from '@bytecraft/contracts/env';
import { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RecruitingConfig } from './config/recruiting.config';
import { healthControllerFor } from '@bytecraft/service-runtime/health/health.controller';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { InternshipApplication } from './internship-applications/internship-application.entity';
import { InternshipApplicationsService } from './internship-applications/internship-applications.service';
import { InternshipQuestion } from './internship-questions/internship-question.entity';
import { InternshipQuestionsService } from './internship-questions/internship-questions.service';
import { JobApplication } from './job-applications/job-application.entity';
import { JobApplicationsService } from './job-applications/job-applications.service';
import { CreateRecruitingTables1795000000000 } from './migrations/1795000000000-create-recruiting-tables';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { RecruitingQueueProcessor } from './recruiting-queue.processor';

const ENTITIES = [JobApplication, InternshipApplication, InternshipQuestion];

@Module({})
export class AppModule {
  static register(config: RecruitingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.DATABASE_URL,
          entities: ENTITIES,
          migrations: [CreateRecruitingTables1795000000000],
          // Tables come only from migrations, which every start applies before taking work.
          migrationsRun: true,
          synchronize: false,
        }),
        TypeOrmModule.forFeature(ENTITIES),
        BullModule.forRoot({
          connection: redisOptionsFromUrl(config.REDIS_URL),
          prefix: config.QUEUE_PREFIX,
        }),
        BullModule.registerQueue({ name: QueueName.Recruiting }, { name: QueueName.Notification }),
      ],
      controllers: [healthControllerFor(ServiceName.Recruiting)],
      providers: [
        JobApplicationsService,
        InternshipApplicationsService,
        InternshipQuestionsService,
        RecruitingQueueProcessor,
        MailPublisher,
      ],
    };
  }
}
