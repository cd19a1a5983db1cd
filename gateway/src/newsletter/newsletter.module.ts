import { Module } from '@nestjs/common';
import { RpcModule } from '../rpc/rpc.module';
import { NewsletterController } from './newsletter.controller';

@Module({
  imports: [RpcModule],
  controllers: [NewsletterController],
})
export class NewsletterModule {}
