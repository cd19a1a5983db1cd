import { QueueName } from '@bytecraft/contracts/queues';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { workerConcurrencyProvider } from '@bytecraft/service-runtime/queues/queue-worker';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AssignmentModule } from '../assignment/assignment.module';
import { RpcModule } from '../rpc/rpc.module';
import { StaffModule } from '../staff/staff.module';
import { SlaBreaches } from './sla-breaches.service';
import { SlaController } from './sla.controller';
import { SlaReports } from './sla-reports.service';
import { SlaQueueProcessor } from './sla.processor';

/**
 * The promises staff keep: missed ones mailed to their owners, the report of them all, and no
 * record waiting unowned (auto-assignment).
 */
@Module({
  imports: [
    AssignmentModule,
    RpcModule,
    StaffModule,
    BullModule.registerQueue({ name: QueueName.Sla }, { name: QueueName.Notification }),
  ],
  controllers: [SlaController],
  providers: [
    SlaReports,
    SlaBreaches,
    MailPublisher,
    SlaQueueProcessor,
    // A breach is one lookup and one queued mail.
    workerConcurrencyProvider({ WORKER_CONCURRENCY: 4 }),
  ],
})
export class SlaModule {}
