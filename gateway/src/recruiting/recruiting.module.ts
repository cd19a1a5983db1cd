import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ObjectStorage } from '../uploads/object-storage';
import { RecruitingController } from './recruiting.controller';

@Module({
  imports: [SubmissionsModule],
  controllers: [RecruitingController],
  providers: [ObjectStorage],
})
export class RecruitingModule {}
