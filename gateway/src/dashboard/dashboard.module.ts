import { Module } from '@nestjs/common';
import { RpcModule } from '../rpc/rpc.module';
import { DashboardController } from './dashboard.controller';

/** The console's dashboard: counts per kind, and the workload of the kinds staff work. */
@Module({
  imports: [RpcModule],
  controllers: [DashboardController],
})
export class DashboardModule {}
