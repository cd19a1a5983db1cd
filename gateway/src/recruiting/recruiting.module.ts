import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { UploadsModule } from '../uploads/uploads.module';
import { RecruitingController } from './recruiting.controller';

@Module({
  imports: [SubmissionsModule, UploadsModule],
  controllers: [RecruitingController],
})
export class RecruitingModule {}
