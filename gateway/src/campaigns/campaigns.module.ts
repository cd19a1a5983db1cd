import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { RpcModule } from '../rpc/rpc.module';
import { CampaignsController } from './campaigns.controller';
import { CampaignsService } from './campaigns.service';

/** The admin surface of newsletter campaigns, over the newsletter and notification services. */
@Module({
  imports: [RpcModule, AuditModule],
  controllers: [CampaignsController],
  providers: [CampaignsService],
})
export class CampaignsModule {}
