import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { StaffEventsController } from './staff-events.controller';
import { StaffEventsStream } from './staff-events.stream';

/** The console's live events: what visitors submit and staff change, while a session lasts. */
@Module({
  imports: [AuthModule],
  controllers: [StaffEventsController],
  providers: [StaffEventsStream],
  exports: [StaffEventsStream],
})
export class StaffEventsModule {}
