import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirstStaffAccount } from './first-staff-account';
import { StaffAccount } from './staff-account.entity';
import { StaffAccountsService } from './staff-accounts.service';

@Module({
  imports: [TypeOrmModule.forFeature([StaffAccount])],
  providers: [StaffAccountsService, FirstStaffAccount],
  exports: [StaffAccountsService],
})
export class StaffModule {}
