import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditLogEntry } from './audit-entry.entity';
import { AuditLog } from './audit-log';
import { AuditRetention } from './audit-retention';

/** The audit log: `AuditLog.record(...)` for every module that does something worth recording. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntry])],
  providers: [AuditLog, AuditRetention],
  controllers: [AuditController],
  exports: [AuditLog],
})
export class AuditModule {}
