import { Module } from '@nestjs/common';
import { RpcModule } from '../rpc/rpc.module';
import { NewsletterStaffController } from './newsletter-staff.controller';
import { NewsletterController } from './newsletter.controller';

/** Subscribing and unsubscribing, and the staff's figures, from the newsletter service. */
@Module({
  imports: [RpcModule],
  controllers: [NewsletterController, NewsletterStaffController],
})
export class NewsletterModule {}
