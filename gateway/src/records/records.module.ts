import { QueueName } from '@bytecraft/contracts/queues';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { RpcModule } from '../rpc/rpc.module';
import { StaffModule } from '../staff/staff.module';
import { DeliveryStates } from './delivery-states';
import { Owners } from './owners';
import { RECORDS_CONTROLLERS } from './records.controller';
import { ReplyTemplatesModule } from './reply-templates/reply-templates.module';
import { StaffDirectoryController } from './staff-directory.controller';
import { StaffIdMapping } from './staff-id-mapping';
import { WORKED_RECORDS_CONTROLLERS } from './worked-records.controller';

/**
 * The staff routes of every kind of record, each answered by the service that owns the
 * records: lists and their CSV exports, counts, details and status changes; for a worked kind,
 * its owner, follow-up, notes, replies and bulk changes; the staff directory owners are picked
 * from, the mails' delivery states every record answer carries, and the mapping of staff
 * addresses to ids the services' older activity entries wait for. Staff-only by default: the
 * session hook refuses every route that is not marked public.
 */
@Module({
  // The notification queue: a new owner is mailed.
  imports: [
    AuditModule,
    RpcModule,
    StaffModule,
    ReplyTemplatesModule,
    BullModule.registerQueue({ name: QueueName.Notification }),
  ],
  providers: [DeliveryStates, Owners, MailPublisher, StaffIdMapping],
  controllers: [
    StaffDirectoryController,
    ...Object.values(RECORDS_CONTROLLERS),
    ...Object.values(WORKED_RECORDS_CONTROLLERS),
  ],
  exports: [DeliveryStates],
})
export class RecordsModule {}
