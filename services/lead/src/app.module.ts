import { redisOptionsFromUrl } from '@bytecraft/contracts/env';
import { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { LeadConfig } from './config/lead.config';
import { Consultation } from './consultations/consultation.entity';
import { ConsultationsService } from './consultations/consultations.service';
import { Contact } from './contacts/contact.entity';
import { ContactsService } from './contacts/contacts.service';
import { DeveloperHire } from './developer-hires/developer-hire.entity';
import { DeveloperHiresService } from './developer-hires/developer-hires.service';
import { CreateConsultationsCallsHires1795000100000 } from './migrations/1795000100000-create-consultations-calls-hires';
import { ScheduleCall } from './schedule-calls/schedule-call.entity';
import { ScheduleCallsService } from './schedule-calls/schedule-calls.service';
import { healthControllerFor } from '@bytecraft/service-runtime/health/health.controller';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { LeadQueueProcessor } from './lead-queue.processor';
import { CreateContacts1795000000000 } from './migrations/1795000000000-create-contacts';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';

export const LEAD_ENTITIES = [Contact, Consultation, ScheduleCall, DeveloperHire];
export const LEAD_MIGRATIONS = [
  CreateContacts1795000000000,
  CreateConsultationsCallsHires1795000100000,
];

@Module({})
export class AppModule {
  static register(config: LeadConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.DATABASE_URL,
          entities: LEAD_ENTITIES,
          migrations: LEAD_MIGRATIONS,
          // Tables come only from migrations, which every start applies before taking work.
          migrationsRun: true,
          synchronize: false,
        }),
        TypeOrmModule.forFeature(LEAD_ENTITIES),
        BullModule.forRoot({
          connection: redisOptionsFromUrl(config.REDIS_URL),
          prefix: config.QUEUE_PREFIX,
        }),
        BullModule.registerQueue({ name: QueueName.Lead }, { name: QueueName.Notification }),
      ],
      controllers: [healthControllerFor(ServiceName.Lead)],
      providers: [
        ContactsService,
        ConsultationsService,
        ScheduleCallsService,
        DeveloperHiresService,
        LeadQueueProcessor,
        MailPublisher,
      ],
    };
  }
}
