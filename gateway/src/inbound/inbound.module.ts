import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { RpcModule } from '../rpc/rpc.module';
import { InboundController } from './inbound.controller';

/** Staff's list of inbound mail no record was found for. */
@Module({
  imports: [RpcModule, AuditModule],
  controllers: [InboundController],
})
export class InboundModule {}
