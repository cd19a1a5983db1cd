import { QueueName } from '@bytecraft/contracts/queues';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SettingsModule } from '../settings/settings.module';
import { StaffModule } from '../staff/staff.module';
import { AccountStanding } from './account-standing';
import { AuthController } from './auth.controller';
import { LoginAttempts } from './login-attempts';
import { SignInAlerts } from './sign-in-alerts';
import { SessionStreams } from './session-streams';
import { SessionRevocation } from './session-revocation';
import { StaffAuthService } from './staff-auth.service';
import { staffRedisProvider } from './staff-redis';
import { StaffSessionStore } from './staff-session.store';
import { TwoFactorController } from './two-factor.controller';

@Module({
  // The notification queue: staff are mailed when an account's sign-in ceiling is reached.
  imports: [
    StaffModule,
    AuditModule,
    SettingsModule,
    BullModule.registerQueue({ name: QueueName.Notification }),
  ],
  providers: [
    staffRedisProvider,
    StaffSessionStore,
    SessionStreams,
    MailPublisher,
    SignInAlerts,
    LoginAttempts,
    StaffAuthService,
    AccountStanding,
    SessionRevocation,
  ],
  controllers: [AuthController, TwoFactorController],
  exports: [StaffSessionStore, SessionStreams, AccountStanding, SessionRevocation],
})
export class AuthModule {}
