import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module';
import { AuthController } from './auth.controller';
import { LoginAttempts } from './login-attempts';
import { StaffAuthService } from './staff-auth.service';
import { staffRedisProvider } from './staff-redis';
import { StaffSessionStore } from './staff-session.store';

@Module({
  imports: [StaffModule],
  providers: [staffRedisProvider, StaffSessionStore, LoginAttempts, StaffAuthService],
  controllers: [AuthController],
  exports: [StaffSessionStore],
})
export class AuthModule {}
