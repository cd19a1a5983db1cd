import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { StaffModule } from '../staff/staff.module';
import { SettingsController } from './settings.controller';
import { TeamSettingsRow } from './team-settings.entity';
import { TeamSettingsService } from './team-settings.service';

/** The team's settings, read by the staff-auth hook (through AccountStanding) and the console. */
@Module({
  imports: [TypeOrmModule.forFeature([TeamSettingsRow]), AuditModule, StaffModule],
  providers: [TeamSettingsService],
  controllers: [SettingsController],
  exports: [TeamSettingsService],
})
export class SettingsModule {}
