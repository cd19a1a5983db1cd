import { QueueName } from '@bytecraft/contracts/queues';
import { WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/triage';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ReplyTemplatesModule } from '../reply-templates/reply-templates.module';
import { RpcModule } from '../rpc/rpc.module';
import { StaffModule } from '../staff/staff.module';
import { DeliveryStates } from './delivery-states';
import { Owners } from './owners';
import { recordWorkController } from './record-work.controller';
import { StaffDirectoryController } from './staff-directory.controller';

/**
 * Working a record: owner, follow-up, notes, replies and bulk changes of every worked kind, the
 * staff directory owners are picked from, and the mails' delivery states every record answer
 * carries (the triage's detail uses them too).
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
  providers: [DeliveryStates, Owners, MailPublisher],
  controllers: [
    StaffDirectoryController,
    ...(WORKED_KINDS as WorkedKind[]).map(recordWorkController),
  ],
  exports: [DeliveryStates],
})
export class RecordWorkModule {}
