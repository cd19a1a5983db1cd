import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** Tells staff by mail when a staff account is under a password-guessing attack. */
@Injectable()
export class SignInAlerts {
  private readonly logger = new Logger(SignInAlerts.name);

  constructor(
    private readonly mail: MailPublisher,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Failed sign-ins to `email` from any clients reached the per-account ceiling: nobody signs in
   * to it until `until`. The mail names the account and the count, nothing anyone typed as a
   * password. Its delivery id is new each time: LoginAttempts sends it once per window.
   */
  async ceilingReached(email: string, failures: number, until: Date, trace: Trace) {
    this.logger.warn({ ...trace, failures }, 'staff sign-in ceiling reached; staff alerted');
    await this.mail.send(
      [
        {
          deliveryId: `${MailTemplate.StaffSignInCeilingAlert}.${randomUUID()}`,
          template: MailTemplate.StaffSignInCeilingAlert,
          to: { staff: this.config.STAFF_LOGIN_ALERT_MAILBOX },
          data: {
            Account: email,
            'Failed sign-ins': String(failures),
            'Blocked until': until.toUTCString(),
          },
        },
      ],
      trace,
    );
  }
}
