import { QueueName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { healthControllerFor } from '@bytecraft/service-runtime/health/health.controller';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { staffEventsProvider } from '@bytecraft/service-runtime/staff-events/staff-events';
import { replyCapProvider } from '@bytecraft/service-runtime/records/reply-cap';
import { ActivityEntryRow } from '@bytecraft/service-runtime/records/activity-entry.entity';
import {
  ownedRecordsProvider,
  recordsFor,
} from '@bytecraft/service-runtime/records/records.module';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceDatabase, serviceQueues } from '@bytecraft/service-runtime/service/service-modules';
import { TypeOrmModule } from '@nestjs/typeorm';
import { workerConcurrencyProvider } from '@bytecraft/service-runtime/queues/queue-worker';
import { personRecordsFor } from '@bytecraft/service-runtime/people/person-records.module';
import { visitorRepliesFor } from '@bytecraft/service-runtime/records/visitor-replies';
import type { LeadConfig } from './config/lead.config';
import { Consultation } from './consultations/consultation.entity';
import { toConsultationRecord } from './consultations/consultation.record';
import { ConsultationsService } from './consultations/consultations.service';
import { Contact } from './contacts/contact.entity';
import { toContactRecord } from './contacts/contact.record';
import { ContactsService } from './contacts/contacts.service';
import { DeveloperHire } from './developer-hires/developer-hire.entity';
import { toDeveloperHireRecord } from './developer-hires/developer-hire.record';
import { DeveloperHiresService } from './developer-hires/developer-hires.service';
import { LeadQueueProcessor } from './lead-queue.processor';
import {
  LEAD_KINDS,
  LeadCountsController,
  LeadRecordsController,
  LeadStaffIdsController,
  LeadWorkController,
  LeadWorkloadController,
} from './lead-records.controller';
import { ScheduleCall } from './schedule-calls/schedule-call.entity';
import { toScheduleCallRecord } from './schedule-calls/schedule-call.record';
import { ScheduleCallsService } from './schedule-calls/schedule-calls.service';
import { LEAD_MIGRATIONS } from './migrations';

export const LEAD_ENTITIES = [Contact, Consultation, ScheduleCall, DeveloperHire, ActivityEntryRow];
/** Staff reads and status changes of every kind this service owns, and their counts. */
const KINDS_RECORDS = [
  recordsFor({
    kind: 'contact',
    entity: Contact,
    toRecord: toContactRecord,
    work: { message: 'message' },
  }),
  recordsFor({
    kind: 'schedule-call',
    entity: ScheduleCall,
    toRecord: toScheduleCallRecord,
    work: { message: 'message' },
  }),
  recordsFor({
    kind: 'consultation',
    entity: Consultation,
    toRecord: toConsultationRecord,
    work: { message: 'message' },
  }),
  recordsFor({
    kind: 'developer-hire',
    entity: DeveloperHire,
    toRecord: toDeveloperHireRecord,
    work: { message: 'message' },
  }),
];
const PEOPLE = personRecordsFor(ServiceName.Lead);
const VISITOR_REPLIES = visitorRepliesFor(ServiceName.Lead);

@Module({})
export class AppModule {
  static register(config: LeadConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        serviceDatabase(config, {
          entities: LEAD_ENTITIES,
          migrations: LEAD_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(LEAD_ENTITIES),
        ...serviceQueues(config, QueueName.Lead, QueueName.Notification, QueueName.Erasures),
      ],
      controllers: [
        healthControllerFor(ServiceName.Lead),
        LeadRecordsController,
        LeadWorkController,
        LeadCountsController,
        LeadWorkloadController,
        LeadStaffIdsController,
        PEOPLE.controller,
        VISITOR_REPLIES.controller,
      ],
      providers: [
        ContactsService,
        ConsultationsService,
        ScheduleCallsService,
        DeveloperHiresService,
        LeadQueueProcessor,
        workerConcurrencyProvider(config),
        MailPublisher,
        staffEventsProvider(config),
        replyCapProvider(config),
        ...KINDS_RECORDS,
        ownedRecordsProvider(LEAD_KINDS),
        ...PEOPLE.providers,
        ...VISITOR_REPLIES.providers,
      ],
    };
  }
}
