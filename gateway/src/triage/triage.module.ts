import { RECORD_KIND_IDS } from '@bytecraft/contracts/triage';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { RecordWorkModule } from '../record-work/record-work.module';
import { RpcModule } from '../rpc/rpc.module';
import { StaffModule } from '../staff/staff.module';
import { DashboardController } from './dashboard.controller';
import { StaffEventsController } from './staff-events.controller';
import { StaffEventsStream } from './staff-events.stream';
import { triageController } from './triage.controller';

/**
 * Staff triage of every kind of record: lists and their CSV exports, counts, details and status
 * changes, the dashboard (counts, and the workload of the kinds staff work) and the live events, each answered by the service that owns the records. Staff-only
 * by default: the session hook refuses every route that is not marked public.
 */
@Module({
  imports: [RpcModule, AuthModule, AuditModule, StaffModule, RecordWorkModule],
  controllers: [
    DashboardController,
    StaffEventsController,
    ...RECORD_KIND_IDS.map(triageController),
  ],
  providers: [StaffEventsStream],
})
export class TriageModule {}
