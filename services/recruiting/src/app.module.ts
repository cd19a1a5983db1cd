import { QueueName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { ActivityEntryRow } from '@bytecraft/service-runtime/records/activity-entry.entity';
import {
  ownedRecordsControllers,
  recordsFor,
} from '@bytecraft/service-runtime/records/records.module';
import { workedServiceModule } from '@bytecraft/service-runtime/service/worked-service';
import { DynamicModule, Module } from '@nestjs/common';
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

@Module({})
export class AppModule {
  static register(config: RecruitingConfig): DynamicModule {
    return workedServiceModule(AppModule, config, {
      service: ServiceName.Recruiting,
      queue: QueueName.Recruiting,
      entities: RECRUITING_ENTITIES,
      migrations: RECRUITING_MIGRATIONS,
      controllers: [
        ...ownedRecordsControllers(ServiceName.Recruiting),
        JobApplicationsController,
        InternshipApplicationsController,
        InternshipQuestionsController,
      ],
      providers: [
        JobApplicationsService,
        InternshipApplicationsService,
        InternshipQuestionsService,
        RecruitingQueueProcessor,
        ...KINDS_RECORDS,
      ],
    });
  }
}
