import { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { serviceClientProvider } from './service-clients';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), BullModule.registerQueue({ name: QueueName.Lead })],
  controllers: [HealthController],
  providers: [serviceClientProvider],
})
export class HealthModule {}
