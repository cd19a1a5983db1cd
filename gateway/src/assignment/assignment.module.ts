import { QueueName } from '@bytecraft/contracts/queues';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { Owners } from '../records/owners';
import { RpcModule } from '../rpc/rpc.module';
import { StaffModule } from '../staff/staff.module';
import { StaffEventsModule } from '../staff-events/staff-events.module';
import { AssignmentSettingsController, AvailabilityController } from './assignment.controller';
import { AssignmentKindRow, StaffAvailabilityRow } from './assignment.entities';
import { AutoAssignment } from './auto-assignment.service';

/** Nothing waits unowned: records given out round robin, as admins and members said. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AssignmentKindRow, StaffAvailabilityRow]),
    AuditModule,
    RpcModule,
    StaffModule,
    StaffEventsModule,
    BullModule.registerQueue({ name: QueueName.Notification }),
  ],
  controllers: [AssignmentSettingsController, AvailabilityController],
  providers: [AutoAssignment, Owners, MailPublisher],
  exports: [AutoAssignment],
})
export class AssignmentModule {}
