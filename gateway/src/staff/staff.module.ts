import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirstStaffAccount } from './first-staff-account';
import { StaffAccount } from './staff-account.entity';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffTwoFactor } from './staff-two-factor.service';

@Module({
  imports: [TypeOrmModule.forFeature([StaffAccount])],
  providers: [StaffAccountsService, StaffTwoFactor, FirstStaffAccount],
  exports: [StaffAccountsService, StaffTwoFactor],
})
export class StaffModule {}
