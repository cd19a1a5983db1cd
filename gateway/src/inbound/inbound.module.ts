import { QueueName } from '@bytecraft/contracts/queues';
import { workerConcurrencyProvider } from '@bytecraft/service-runtime/queues/queue-worker';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { RpcModule } from '../rpc/rpc.module';
import { StaffModule } from '../staff/staff.module';
import { UploadsModule } from '../uploads/uploads.module';
import { InboundAttachmentsController } from './inbound-attachments.controller';
import { InboundController } from './inbound.controller';
import { InboundOriginalController } from './inbound-original.controller';
import { StaffAnswers } from './staff-answers.service';
import { StaffAnswersQueueProcessor } from './staff-answers.processor';
import { VisitorReplyMails } from './visitor-reply-mails.service';

/**
 * Staff's list of inbound mail no record was found for, the staff answers mailed to a record's
 * address, checked against staff accounts, and the mail telling an owner of a visitor's answer.
 */
@Module({
  imports: [
    RpcModule,
    AuditModule,
    StaffModule,
    UploadsModule,
    BullModule.registerQueue({ name: QueueName.StaffAnswers }, { name: QueueName.Notification }),
  ],
  controllers: [InboundController, InboundAttachmentsController, InboundOriginalController],
  providers: [
    StaffAnswers,
    VisitorReplyMails,
    MailPublisher,
    StaffAnswersQueueProcessor,
    // An answer is a lookup and two asks of services, an owner's mail a lookup and a queued mail.
    workerConcurrencyProvider({ WORKER_CONCURRENCY: 4 }),
  ],
})
export class InboundModule {}
