import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { RpcModule } from '../rpc/rpc.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { UploadsModule } from '../uploads/uploads.module';
import { QuestionAnswersController } from './question-answers.controller';
import { RecruitingController } from './recruiting.controller';
import { ResumesController } from './resumes.controller';
import { SubmissionsWithResume } from './submissions-with-resume.service';

/**
 * Job and internship applications and internship questions: what visitors send, with their
 * resumes, and what staff do with them beyond every kind's staff routes (read a resume,
 * answer a question).
 */
@Module({
  imports: [SubmissionsModule, UploadsModule, RpcModule, AuditModule],
  controllers: [RecruitingController, ResumesController, QuestionAnswersController],
  providers: [SubmissionsWithResume],
})
export class RecruitingModule {}
