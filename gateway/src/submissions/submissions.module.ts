import { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { SubmissionPublisher } from './submission-publisher.service';

@Module({
  imports: Object.values(QueueName).map((name) => BullModule.registerQueue({ name })),
  providers: [SubmissionPublisher],
  exports: [SubmissionPublisher],
})
export class SubmissionsModule {}
