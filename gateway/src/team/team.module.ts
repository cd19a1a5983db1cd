import { QueueName } from '@bytecraft/contracts/queues';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AssignmentModule } from '../assignment/assignment.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { SessionRevocation } from '../auth/session-revocation';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { StaffAccountsService } from '../staff/staff-accounts.service';
import { StaffModule } from '../staff/staff.module';
import { StaffTeam } from './staff-team';
import { TeamController } from './team.controller';
import { TeamMail } from './team-mail';

@Module({
  // The notification queue: invitations and reset links are mailed.
  imports: [
    AssignmentModule,
    StaffModule,
    AuthModule,
    AuditModule,
    BullModule.registerQueue({ name: QueueName.Notification }),
  ],
  providers: [
    MailPublisher,
    TeamMail,
    {
      provide: StaffTeam,
      inject: [StaffAccountsService, SessionRevocation, GATEWAY_CONFIG],
      useFactory: (
        accounts: StaffAccountsService,
        revocation: SessionRevocation,
        config: GatewayConfig,
      ) => new StaffTeam(accounts, revocation, config),
    },
  ],
  controllers: [TeamController],
})
export class TeamModule {}
