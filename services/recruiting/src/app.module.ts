import { personRecordsFor } from '@bytecraft/service-runtime/people/person-records.module';
import { visitorRepliesFor } from '@bytecraft/service-runtime/records/visitor-replies';
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
import type { RecruitingConfig } from './config/recruiting.config';
import { InternshipApplication } from './internship-applications/internship-application.entity';
import { toInternshipApplicationRecord } from './internship-applications/internship-application.record';
import { InternshipApplicationsController } from './internship-applications/internship-applications.controller';
import { InternshipApplicationsService } from './internship-applications/internship-applications.service';
import { InternshipQuestion } from './internship-questions/internship-question.entity';
import { toInternshipQuestionRecord } from './internship-questions/internship-question.record';
import { InternshipQuestionsController } from './internship-questions/internship-questions.controller';
import { InternshipQuestionsService } from './internship-questions/internship-questions.service';
import { JobApplication } from './job-applications/job-application.entity';
import { toJobApplicationRecord } from './job-applications/job-application.record';
import { JobApplicationsController } from './job-applications/job-applications.controller';
import { JobApplicationsService } from './job-applications/job-applications.service';
import { RecruitingQueueProcessor } from './recruiting-queue.processor';
import {
  RECRUITING_KINDS,
  RecruitingCountsController,
  RecruitingRecordsController,
  RecruitingStaffIdsController,
  RecruitingWorkController,
  RecruitingWorkloadController,
} from './recruiting-records.controller';
import { RECRUITING_MIGRATIONS } from './migrations';

export const RECRUITING_ENTITIES = [
  JobApplication,
  InternshipApplication,
  InternshipQuestion,
  ActivityEntryRow,
];
const KINDS_RECORDS = [
  recordsFor({
    kind: 'job-application',
    entity: JobApplication,
    toRecord: toJobApplicationRecord,
    work: { message: 'coverLetter' },
    person: { resumeKeys: ['resumeKey'] },
  }),
  recordsFor({
    kind: 'internship-application',
    entity: InternshipApplication,
    toRecord: toInternshipApplicationRecord,
    work: { message: 'motivation' },
    person: { resumeKeys: ['resumeKey'] },
  }),
  recordsFor({
    kind: 'internship-question',
    entity: InternshipQuestion,
    toRecord: toInternshipQuestionRecord,
    work: { message: 'question' },
  }),
];
const PEOPLE = personRecordsFor(ServiceName.Recruiting);
const VISITOR_REPLIES = visitorRepliesFor(ServiceName.Recruiting);

@Module({})
export class AppModule {
  static register(config: RecruitingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        serviceDatabase(config, {
          entities: RECRUITING_ENTITIES,
          migrations: RECRUITING_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(RECRUITING_ENTITIES),
        ...serviceQueues(config, QueueName.Recruiting, QueueName.Notification, QueueName.Erasures),
      ],
      controllers: [
        healthControllerFor(ServiceName.Recruiting),
        RecruitingRecordsController,
        RecruitingWorkController,
        RecruitingCountsController,
        RecruitingWorkloadController,
        RecruitingStaffIdsController,
        JobApplicationsController,
        InternshipApplicationsController,
        InternshipQuestionsController,
        PEOPLE.controller,
        VISITOR_REPLIES.controller,
      ],
      providers: [
        ...KINDS_RECORDS,
        ownedRecordsProvider(RECRUITING_KINDS),
        staffEventsProvider(config),
        replyCapProvider(config),
        JobApplicationsService,
        InternshipApplicationsService,
        InternshipQuestionsService,
        RecruitingQueueProcessor,
        workerConcurrencyProvider(config),
        MailPublisher,
        ...PEOPLE.providers,
        ...VISITOR_REPLIES.providers,
      ],
    };
  }
}
