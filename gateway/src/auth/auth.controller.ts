import { SchemaBody } from '../http/openapi';
import {
  STAFF_SESSION_COOKIE,
  staffLoginSchema,
  type StaffLogin,
} from '@bytecraft/contracts/staff-auth';
import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { AuditAction, type StaffMe } from '@bytecraft/contracts/staff-team';
import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { AuditLog } from '../audit/audit-log';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { PublicRoute } from './public-route.decorator';
import { sessionCookieOptions } from './session-cookie';
import { StaffAuthService } from './staff-auth.service';
import './staff-request';

/** Staff sign-in, sign-out and "who am I"; the session id travels only in an HttpOnly cookie. */
@Controller('admin/auth')
export class AuthController {
  private readonly production: boolean;

  constructor(
    private readonly auth: StaffAuthService,
    private readonly audit: AuditLog,
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
      { ip: request.ip, requestId: request.id },
      request.cookies[STAFF_SESSION_COOKIE],
    );
    void reply.setCookie(STAFF_SESSION_COOKIE, sessionId, sessionCookieOptions(this.production));
    return { success: true, data: { email } };
  }

  /** Staff-only: the hook has found the session; ending it here ends it on every replica. */
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { email, sessionId } = request.staff!;
    await this.audit.record({
      actor: email,
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
}
