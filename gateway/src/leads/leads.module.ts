import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { LeadsController } from './leads.controller';

/** Contacts, consultations, scheduled calls and developer-hire requests for the lead service. */
@Module({
  imports: [SubmissionsModule],
  controllers: [LeadsController],
})
export class LeadsModule {}
