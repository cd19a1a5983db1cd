import { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { RpcModule } from '../rpc/rpc.module';
import { ObjectStorage } from './object-storage';
import { OrphanSweep } from './orphan-sweep.service';
import { PendingUploads } from './pending-uploads';
import { ResumeUploads } from './resume-uploads.service';

/**
 * The private bucket, shared by the routes that take resumes and those that give them back,
 * and the way a resume gets there: streamed, checked, bounded, and swept up after a crash.
 */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Recruiting }), RpcModule],
  providers: [ObjectStorage, PendingUploads, ResumeUploads, OrphanSweep],
  exports: [ObjectStorage, ResumeUploads],
})
export class UploadsModule {}
