import { QueueName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { ActivityEntryRow } from '@bytecraft/service-runtime/records/activity-entry.entity';
import {
  ownedRecordsControllers,
  recordsFor,
} from '@bytecraft/service-runtime/records/records.module';
import { workedServiceModule } from '@bytecraft/service-runtime/service/worked-service';
import { DynamicModule, Module } from '@nestjs/common';
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

@Module({})
export class AppModule {
  static register(config: LeadConfig): DynamicModule {
    return workedServiceModule(AppModule, config, {
      service: ServiceName.Lead,
      queue: QueueName.Lead,
      entities: LEAD_ENTITIES,
      migrations: LEAD_MIGRATIONS,
      controllers: ownedRecordsControllers(ServiceName.Lead),
      providers: [
        ContactsService,
        ConsultationsService,
        ScheduleCallsService,
        DeveloperHiresService,
        LeadQueueProcessor,
        ...KINDS_RECORDS,
      ],
    });
  }
}
