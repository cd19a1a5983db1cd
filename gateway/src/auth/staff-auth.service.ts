import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import {
  AuditAction,
  STAFF_TEAM_MESSAGES,
  type StaffLinkPurpose,
  type StaffMe,
} from '@bytecraft/contracts/staff-team';
import { Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { stateOf, type StaffAccount } from '../staff/staff-account.entity';
import {
  checkNewPassword,
  linkInvalid,
  StaffAccountsService,
} from '../staff/staff-accounts.service';
import { StaffTwoFactor } from '../staff/staff-two-factor.service';
import { LoginAttempts, type SignInClient } from './login-attempts';
import { StaffSessionStore } from './staff-session.store';

const unavailable = () =>
  new ApiError(503, ErrorCode.ServiceUnavailable, ERROR_MESSAGES.serviceUnavailable);

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
    const attempt = await this.attempts.admit(email, client);
    const account = await this.accounts.verify(email, credentials.password);
    if (!account) {
      await attempt.failed();
      // The actor is the account whose address was tried, if any (AuditEntry).
      await this.audit.recordBestEffort(
        this.accounts.idOf(email).then((actorId) => ({
          actorId,
          action: AuditAction.SignInFailed,
          client: clientKey(client.ip),
        })),
      );
      throw new ApiError(401, ErrorCode.InvalidCredentials, ERROR_MESSAGES.invalidCredentials);
    }
    if (account.twoFactorEnabledAt) {
      if (credentials.code === undefined) {
        await attempt.succeeded();
        throw new ApiError(401, ErrorCode.TwoFactorRequired, STAFF_TEAM_MESSAGES.twoFactorRequired);
      }
      if (!(await this.twoFactor.accept(account.id, credentials.code))) {
        await attempt.failed();
        await this.audit.recordBestEffort({
          actorId: account.id,
          action: AuditAction.SignInFailed,
          client: clientKey(client.ip),
        });
        throw new ApiError(401, ErrorCode.TwoFactorRequired, STAFF_TEAM_MESSAGES.twoFactorWrong, [
          { field: 'code', message: STAFF_TEAM_MESSAGES.twoFactorWrong },
        ]);
      }
    }
    await this.audit.record({
      actorId: account.id,
      action: AuditAction.SignIn,
      client: clientKey(client.ip),
    });
    await attempt.succeeded();
    const sessionId = await this.redisOr503(async () => {
      await this.sessions.destroy(previousSessionId);
      return this.sessions.create(account);
    });
    await this.accounts.recordLogin(account.id);
    return { sessionId, email: account.email };
  }

  /**
   * Sets the password a one-time link is for. The link is looked up before anything costs a
   * hash, and the claim is throttled as a sign-in of its client (it names no account): an
   * unknown, used or expired link counts as a failure, and past the client's limit even a
   * valid one waits. Answers the account, whose sessions the caller ends.
   */
  async redeem(
    purpose: StaffLinkPurpose,
    token: string,
    password: string,
    client: SignInClient,
  ): Promise<StaffAccount> {
    checkNewPassword(password);
    const attempt = await this.attempts.admit(null, client);
    const account = await this.accounts.redeem(token, purpose, password);
    if (!account) {
      await attempt.failed();
      throw linkInvalid();
    }
    await attempt.succeeded();
    return account;
  }

  /**
   * Checks a signed-in member's current password before a change that asks for it (a new
   * password, two-factor on or off): a session alone must not be enough. Throttled as a
   * sign-in of the account from this client, a wrong one counting as a failed sign-in; the
   * refusal names `field`.
   */
  async confirmPassword(
    email: string,
    password: string,
    field: string,
    client: SignInClient,
  ): Promise<void> {
    const attempt = await this.attempts.admit(email, client);
    if (!(await this.accounts.verify(email, password))) {
      await attempt.failed();
      throw ApiError.validation(
        [{ field, message: STAFF_TEAM_MESSAGES.passwordWrong }],
        STAFF_TEAM_MESSAGES.passwordWrong,
      );
    }
    await attempt.succeeded();
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
