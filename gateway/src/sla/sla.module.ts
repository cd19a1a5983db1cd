import { QueueName } from '@bytecraft/contracts/queues';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { workerConcurrencyProvider } from '@bytecraft/service-runtime/queues/queue-worker';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { RpcModule } from '../rpc/rpc.module';
import { StaffModule } from '../staff/staff.module';
import { SlaBreaches } from './sla-breaches.service';
import { SlaController } from './sla.controller';
import { SlaReports } from './sla-reports.service';
import { SlaQueueProcessor } from './sla.processor';

/** The promises staff keep: missed ones mailed to their owners, and the report of them all. */
@Module({
  imports: [
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
