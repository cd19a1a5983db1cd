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
import { AddSearchIndexes1795000300000 } from './migrations/1795000300000-add-search-indexes';
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
import { CreateContacts1795000000000 } from './migrations/1795000000000-create-contacts';
import { CreateConsultationsCallsHires1795000100000 } from './migrations/1795000100000-create-consultations-calls-hires';
import { AddStaffTriage1795000200000 } from './migrations/1795000200000-add-staff-triage';
import { AddRecordWork1795000400000 } from './migrations/1795000400000-add-record-work';
import { AddPersonIndexes1795000500000 } from './migrations/1795000500000-add-person-indexes';
import { MoveStatusHistory1795000600000 } from './migrations/1795000600000-move-status-history';
import { NameStaffById1795000700000 } from './migrations/1795000700000-name-staff-by-id';
import { AddVisitorReplies1795000800000 } from './migrations/1795000800000-add-visitor-replies';
import { ScheduleCall } from './schedule-calls/schedule-call.entity';
import { toScheduleCallRecord } from './schedule-calls/schedule-call.record';
import { ScheduleCallsService } from './schedule-calls/schedule-calls.service';

export const LEAD_ENTITIES = [Contact, Consultation, ScheduleCall, DeveloperHire, ActivityEntryRow];
export const LEAD_MIGRATIONS = [
  CreateContacts1795000000000,
  CreateConsultationsCallsHires1795000100000,
  AddStaffTriage1795000200000,
  AddSearchIndexes1795000300000,
  AddRecordWork1795000400000,
  AddPersonIndexes1795000500000,
  MoveStatusHistory1795000600000,
  NameStaffById1795000700000,
  AddVisitorReplies1795000800000,
];

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
