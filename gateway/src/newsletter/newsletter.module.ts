import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { RpcModule } from '../rpc/rpc.module';
import { NewsletterStaffController } from './newsletter-staff.controller';
import { NewsletterController } from './newsletter.controller';

/** Subscribing and unsubscribing, and the staff's figures and export, from the newsletter service. */
@Module({
  imports: [RpcModule, AuditModule],
  controllers: [NewsletterController, NewsletterStaffController],
})
export class NewsletterModule {}
