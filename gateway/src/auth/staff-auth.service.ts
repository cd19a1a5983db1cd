import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { AuditAction, STAFF_TEAM_MESSAGES, type StaffMe } from '@bytecraft/contracts/staff-team';
import { Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { stateOf } from '../staff/staff-account.entity';
import { StaffAccountsService } from '../staff/staff-accounts.service';
import { StaffTwoFactor } from '../staff/staff-two-factor.service';
import { LoginAttempts, type SignInClient, type SignInRefusalReason } from './login-attempts';
import { StaffSessionStore } from './staff-session.store';

const unavailable = () =>
  new ApiError(503, ErrorCode.ServiceUnavailable, ERROR_MESSAGES.serviceUnavailable);

/** What a refused sign-in is told: why, and how long to wait. */
const THROTTLED: Record<SignInRefusalReason, (seconds: number) => string> = {
  accountFromClient: STAFF_ERROR_MESSAGES.signInThrottledAccountFromClient,
  client: STAFF_ERROR_MESSAGES.signInThrottledClient,
  account: STAFF_ERROR_MESSAGES.signInThrottledAccount,
};

/** Sign-in and sign-out of staff; sessions are server-side, in Redis. */
@Injectable()
export class StaffAuthService {
  private readonly logger = new Logger(StaffAuthService.name);

  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly sessions: StaffSessionStore,
    private readonly attempts: LoginAttempts,
    private readonly audit: AuditLog,
    private readonly twoFactor: StaffTwoFactor,
  ) {}

  /**
   * A new session for the right email and password. A wrong password and an unknown address
   * get the same answer after about the same time; too many failures (LoginAttempts) get 429
   * with Retry-After and the reason, without the password being checked at all. The session
   * the browser came with, if any, ends: every sign-in gets a fresh id. An account with
   * two-factor also needs `code` (a TOTP code or a recovery code): without one the answer is
   * 401 TWO_FACTOR_REQUIRED, the right password taken back off the counts; a wrong one is a
   * failed sign-in like a wrong password. Only a right password gets that far, so an unknown
   * address still costs one hash check and nothing more.
   */
  async login(
    credentials: { email: string; password: string; code?: string },
    client: SignInClient,
    previousSessionId: string | undefined,
  ): Promise<{ sessionId: string; email: string }> {
    const email = credentials.email.trim().toLowerCase();
    const start = await this.redisOr503(() => this.attempts.begin(email, client));
    if ('refused' in start) {
      const { refused, retryAfterSeconds } = start;
      const message = THROTTLED[refused](retryAfterSeconds);
      throw new ApiError(429, ErrorCode.RateLimit, message, undefined, retryAfterSeconds);
    }
    const { attempt } = start;
    const account = await this.accounts.verify(email, credentials.password);
    if (!account) {
      await this.redisOr503(() => attempt.failed());
      // The actor is the address tried when it is an account's (AuditEntry).
      await this.audit.recordBestEffort(
        this.accounts.exists(email).then((known) => ({
          actor: known ? email : null,
          action: AuditAction.SignInFailed,
          client: clientKey(client.ip),
        })),
      );
      throw new ApiError(401, ErrorCode.InvalidCredentials, ERROR_MESSAGES.invalidCredentials);
    }
    if (account.twoFactorEnabledAt) {
      if (credentials.code === undefined) {
        await this.redisOr503(() => attempt.succeeded());
        throw new ApiError(401, ErrorCode.TwoFactorRequired, STAFF_TEAM_MESSAGES.twoFactorRequired);
      }
      if (!(await this.twoFactor.accept(account.id, credentials.code))) {
        await this.redisOr503(() => attempt.failed());
        await this.audit.recordBestEffort({
          actor: account.email,
          action: AuditAction.SignInFailed,
          client: clientKey(client.ip),
        });
        throw new ApiError(401, ErrorCode.TwoFactorRequired, STAFF_TEAM_MESSAGES.twoFactorWrong, [
          { field: 'code', message: STAFF_TEAM_MESSAGES.twoFactorWrong },
        ]);
      }
    }
    await this.audit.record({
      actor: account.email,
      action: AuditAction.SignIn,
      client: clientKey(client.ip),
    });
    const sessionId = await this.redisOr503(async () => {
      await attempt.succeeded();
      await this.sessions.destroy(previousSessionId);
      return this.sessions.create(account);
    });
    await this.accounts.recordLogin(account.id);
    return { sessionId, email: account.email };
  }

  /**
   * Who the session's account is now, the session's idle time starting over; null when the
   * session has ended or its account can no longer sign in.
   */
  async me(sessionId: string | undefined): Promise<StaffMe | null> {
    const session = await this.redisOr503(() => this.sessions.touch(sessionId));
    if (!session?.accountId) return null;
    const account = await this.accounts.findById(session.accountId);
    if (!account || stateOf(account) !== 'active') return null;
    return {
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      twoFactor: account.twoFactorEnabledAt !== null,
    };
  }

  logout(sessionId: string): Promise<void> {
    return this.redisOr503(() => this.sessions.destroy(sessionId));
  }

  /** With Redis away nobody can sign in or out: say so, and that trying again is safe. */
  private async redisOr503<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Staff session store unavailable: ${String(error)}`);
      throw unavailable();
    }
  }
}
