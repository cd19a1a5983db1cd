import { QueueName } from '@bytecraft/contracts/queues';
import { workerConcurrencyProvider } from '@bytecraft/service-runtime/queues/queue-worker';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RpcModule } from '../rpc/rpc.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ErasureRow } from './erasure.entity';
import { erasureQueuesProvider } from './erasure-queues';
import { ErasuresController } from './erasures.controller';
import { ErasuresQueueProcessor } from './erasures.processor';
import { ErasuresService } from './erasures.service';
import { QueueSweep } from './queue-sweep.service';
import { Retention } from './retention.service';

/**
 * Erasures of a person or of what is past retention: started here (`ErasuresService.start`),
 * carried out by every service and by this module's worker on the erasures queue.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ErasureRow]),
    // Every queue: an erasure's job goes to each, and the sweep reads each for the address.
    ...Object.values(QueueName).map((name) => BullModule.registerQueue({ name })),
    UploadsModule,
    // The sweep asks recruiting whether a record still holds a resume its jobs named.
    RpcModule,
  ],
  providers: [
    erasureQueuesProvider,
    ErasuresService,
    QueueSweep,
    Retention,
    ErasuresQueueProcessor,
    // Erasures are rare and each one's work is sequential: a few at once is plenty.
    workerConcurrencyProvider({ WORKER_CONCURRENCY: 4 }),
  ],
  controllers: [ErasuresController],
  exports: [ErasuresService],
})
export class ErasuresModule {}
