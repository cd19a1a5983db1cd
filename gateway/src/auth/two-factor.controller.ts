import {
  AuditAction,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  type TwoFactorDisable,
  type TwoFactorEnable,
  type TwoFactorSetup,
} from '@bytecraft/contracts/staff-team';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuditLog } from '../audit/audit-log';
import { clientKey } from '../http/client-key';
import { SchemaBody } from '../http/openapi';
import { StaffTwoFactor } from '../staff/staff-two-factor.service';
import { BeforeTwoFactor } from './before-two-factor.decorator';
import { signInClientOf } from './login-attempts';
import { SessionRevocation } from './session-revocation';
import { StaffAuthService } from './staff-auth.service';
import './staff-request';

/**
 * The signed-in member's own two-factor sign-in. Turning it on or off takes their password
 * (checked as a sign-in is, throttle included), is audited (target: the address and `on` or
 * `off`) and ends the account's other sessions, which signed in under the old rule; this one
 * goes on.
 */
@Controller('admin/auth/two-factor')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: StaffTwoFactor,
    private readonly audit: AuditLog,
    private readonly revocation: SessionRevocation,
    private readonly auth: StaffAuthService,
  ) {}

  /** A new secret, its URI and QR code: shown this once, confirmed by `enable`. */
  @Post('setup')
  @HttpCode(200)
  @BeforeTwoFactor()
  async setUp(@Req() request: FastifyRequest): Promise<{ success: true; data: TwoFactorSetup }> {
    return { success: true, data: await this.twoFactor.setUp(request.staff!.accountId) };
  }

  /**
   * On, with the password and a current code of the secret just set up; answers the recovery
   * codes, once.
   */
  @Post('enable')
  @HttpCode(200)
  @BeforeTwoFactor()
  async enable(
    @SchemaBody(twoFactorEnableSchema) body: TwoFactorEnable,
    @Req() request: FastifyRequest,
  ) {
    const { accountId, email, sessionId } = request.staff!;
    await this.auth.confirmPassword(email, body.password, 'password', signInClientOf(request));
    const recoveryCodes = await this.twoFactor.enable(accountId, body.code, () =>
      this.record(request, 'on'),
    );
    await this.revocation.destroyAll(accountId, sessionId);
    return { success: true, data: { recoveryCodes } };
  }

  /** Off, with the member's password. */
  @Post('disable')
  @HttpCode(200)
  @BeforeTwoFactor()
  async disable(
    @SchemaBody(twoFactorDisableSchema) body: TwoFactorDisable,
    @Req() request: FastifyRequest,
  ) {
    const { accountId, email, sessionId } = request.staff!;
    await this.auth.confirmPassword(email, body.password, 'password', signInClientOf(request));
    await this.twoFactor.disable(accountId, () => this.record(request, 'off'));
    await this.revocation.destroyAll(accountId, sessionId);
    return { success: true };
  }

  private record(request: FastifyRequest, change: 'on' | 'off'): Promise<void> {
    const { accountId, email } = request.staff!;
    return this.audit.record({
      actorId: accountId,
      action: AuditAction.TwoFactorChange,
      target: `${email} ${change}`,
      client: clientKey(request.ip),
    });
  }
}
