import { RecordKind } from '@bytecraft/contracts/admin';
import { Module } from '@nestjs/common';
import { RpcModule } from '../rpc/rpc.module';
import { UploadsModule } from '../uploads/uploads.module';
import { DashboardController } from './dashboard.controller';
import { NewsletterAdminController } from './newsletter-admin.controller';
import { QuestionAnswersController } from './question-answers.controller';
import { ResumesController } from './resumes.controller';
import { staffRecordsController } from './staff-records.controller';
import { StaffEventsController } from './staff-events.controller';
import { StaffEventsStream } from './staff-events.stream';

/**
 * The staff surface: reads and changes answered by the owning services. Staff-only by default:
 * the session hook refuses every route that is not marked public.
 */
@Module({
  imports: [RpcModule, UploadsModule],
  controllers: [
    // Fixed paths first, so `subscriptions/export.csv` is never read as an id.
    NewsletterAdminController,
    ResumesController,
    QuestionAnswersController,
    DashboardController,
    StaffEventsController,
    ...Object.values(RecordKind).map(staffRecordsController),
  ],
  providers: [StaffEventsStream],
})
export class AdminModule {}
