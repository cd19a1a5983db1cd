import { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { HealthProbe } from './health-probe';
import { RpcModule } from '../rpc/rpc.module';

@Module({
  imports: [
    TerminusModule.forRoot({ logger: false }),
    BullModule.registerQueue({ name: QueueName.Lead }),
    RpcModule,
  ],
  controllers: [HealthController],
  providers: [HealthProbe],
})
export class HealthModule {}
