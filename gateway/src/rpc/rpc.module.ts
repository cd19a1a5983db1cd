import { Module } from '@nestjs/common';
import { serviceClientProvider } from './service-client';

@Module({
  providers: [serviceClientProvider],
  exports: [serviceClientProvider],
})
export class RpcModule {}
