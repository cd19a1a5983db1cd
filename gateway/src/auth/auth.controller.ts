import {
  STAFF_SESSION_COOKIE,
  staffLoginSchema,
  type StaffLogin,
} from '@bytecraft/contracts/staff-auth';
import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import {
  AuditAction,
  passwordChangeSchema,
  setPasswordSchema,
  staffNameSchema,
  type PasswordChange,
  type SetPassword,
  type StaffLinkPurpose,
  type StaffMe,
  type StaffName,
} from '@bytecraft/contracts/staff-team';
import { Controller, Get, HttpCode, Inject, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SchemaBody } from '../http/openapi';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { AuditLog } from '../audit/audit-log';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { BeforeTwoFactor } from './before-two-factor.decorator';
import { signInClientOf } from './login-attempts';
import { PublicRoute } from './public-route.decorator';
import { sessionCookieOptions } from './session-cookie';
import { StaffAccountsService } from '../staff/staff-accounts.service';
import { SessionRevocation } from './session-revocation';
import { StaffAuthService } from './staff-auth.service';
import './staff-request';

/** Staff sign-in, sign-out and "who am I"; the session id travels only in an HttpOnly cookie. */
@Controller('admin/auth')
export class AuthController {
  private readonly production: boolean;

  constructor(
    private readonly auth: StaffAuthService,
    private readonly audit: AuditLog,
    private readonly accounts: StaffAccountsService,
    private readonly revocation: SessionRevocation,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.production = config.NODE_ENV === 'production';
  }

  @Post('login')
  @HttpCode(200)
  @PublicRoute({ staffAnswer: true })
  async login(
    @SchemaBody(staffLoginSchema) body: StaffLogin,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { sessionId, email } = await this.auth.login(
      body,
      signInClientOf(request),
      request.cookies[STAFF_SESSION_COOKIE],
    );
    void reply.setCookie(STAFF_SESSION_COOKIE, sessionId, sessionCookieOptions(this.production));
    return { success: true, data: { email } };
  }

  /** Staff-only: the hook has found the session; ending it here ends it on every replica. */
  @Post('logout')
  @HttpCode(200)
  @BeforeTwoFactor()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { accountId, sessionId } = request.staff!;
    await this.audit.record({
      actorId: accountId,
      action: AuditAction.SignOut,
      client: clientKey(request.ip),
    });
    await this.auth.logout(sessionId);
    void reply.clearCookie(STAFF_SESSION_COOKIE, sessionCookieOptions(this.production));
    return { success: true };
  }

  /** Public, so the console can ask whether it is signed in; it answers 401 itself. */
  @Get('me')
  @PublicRoute({ staffAnswer: true })
  async me(@Req() request: FastifyRequest): Promise<{ success: true; data: StaffMe }> {
    const me = await this.auth.me(request.cookies[STAFF_SESSION_COOKIE]);
    if (!me) throw new ApiError(401, ErrorCode.Unauthorized, ERROR_MESSAGES.unauthorized);
    return { success: true, data: me };
  }

  @Patch('me')
  async rename(@SchemaBody(staffNameSchema) body: StaffName, @Req() request: FastifyRequest) {
    const account = await this.accounts.rename(request.staff!.accountId, body.name);
    return { success: true, data: { name: account.name } };
  }

  /**
   * The member's own password, the current one first (checked as a sign-in is, throttle
   * included); every other session of theirs ends, this one goes on.
   */
  @Post('password')
  @HttpCode(200)
  async changePassword(
    @SchemaBody(passwordChangeSchema) body: PasswordChange,
    @Req() request: FastifyRequest,
  ) {
    const { accountId, email, sessionId } = request.staff!;
    await this.auth.confirmPassword(email, body.current, 'current', signInClientOf(request));
    await this.accounts.changePassword(accountId, body.next);
    await this.revocation.destroyAll(accountId, sessionId);
    await this.audit.record({
      actorId: accountId,
      action: AuditAction.PasswordChange,
      target: email,
      client: clientKey(request.ip),
    });
    return { success: true };
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  async signOutOthers(@Req() request: FastifyRequest) {
    const { accountId, sessionId } = request.staff!;
    await this.revocation.destroyAll(accountId, sessionId);
    return { success: true };
  }

  /** Public: the mailed invitation's link sets the first password, once (throttled). */
  @Post('invite/:token')
  @HttpCode(200)
  @PublicRoute({ staffAnswer: true })
  acceptInvitation(
    @Param('token') token: string,
    @SchemaBody(setPasswordSchema) body: SetPassword,
    @Req() request: FastifyRequest,
  ) {
    return this.redeem('invite', token, body.password, request);
  }

  /** Public: the mailed reset link sets a new password, once (throttled). */
  @Post('reset/:token')
  @HttpCode(200)
  @PublicRoute({ staffAnswer: true })
  resetPassword(
    @Param('token') token: string,
    @SchemaBody(setPasswordSchema) body: SetPassword,
    @Req() request: FastifyRequest,
  ) {
    return this.redeem('reset', token, body.password, request);
  }

  /** The link's password set, every session of the account ends; the member then signs in. */
  private async redeem(
    purpose: StaffLinkPurpose,
    token: string,
    password: string,
    request: FastifyRequest,
  ) {
    const account = await this.auth.redeem(purpose, token, password, signInClientOf(request));
    await this.revocation.destroyAll(account.id);
    await this.audit.record({
      actorId: account.id,
      action: purpose === 'invite' ? AuditAction.InviteAccepted : AuditAction.PasswordReset,
      target: account.email,
      client: clientKey(request.ip),
    });
    return { success: true, data: { email: account.email } };
  }
}
