import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessHoursRow } from '@bytecraft/service-runtime/records/business-hours.entity';
import { AuditModule } from '../audit/audit.module';
import { RpcModule } from '../rpc/rpc.module';
import { StaffModule } from '../staff/staff.module';
import { BusinessHoursController } from './business-hours.controller';
import { BusinessHoursService } from './business-hours.service';
import { SettingsController } from './settings.controller';
import { TeamSettingsRow } from './team-settings.entity';
import { TeamSettingsService } from './team-settings.service';

/**
 * The team's settings, read by the staff-auth hook (through AccountStanding) and the console,
 * and the business hours, which the gateway sends to every service owning worked records.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([TeamSettingsRow, BusinessHoursRow]),
    AuditModule,
    RpcModule,
    StaffModule,
  ],
  providers: [TeamSettingsService, BusinessHoursService],
  controllers: [SettingsController, BusinessHoursController],
  exports: [TeamSettingsService],
})
export class SettingsModule {}
