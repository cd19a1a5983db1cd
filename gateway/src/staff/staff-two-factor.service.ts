import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import {
  RECOVERY_CODE_COUNT,
  STAFF_TEAM_MESSAGES,
  type TwoFactorSetup,
} from '@bytecraft/contracts/staff-team';
import { SecretBox } from '@bytecraft/service-runtime/crypto/secret-box';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';
import type { Repository } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ApiError } from '../http/api-error';
import { StaffAccount } from './staff-account.entity';

const ISSUER = 'Bytecraft';
/** Codes one step either side of now are accepted: a phone's clock a little off still works. */
const WINDOW = 1;

const totpOf = (email: string, base32: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(base32),
  });

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');
/** 80 random bits as four groups of five hex digits: too many to guess, easy to type. */
const newRecoveryCode = () => (randomBytes(10).toString('hex').match(/.{5}/g) ?? []).join('-');

const conflict = (message: string) => new ApiError(409, ErrorCode.Conflict, message);
const wrongCode = () =>
  ApiError.validation(
    [{ field: 'code', message: STAFF_TEAM_MESSAGES.twoFactorWrong }],
    STAFF_TEAM_MESSAGES.twoFactorWrong,
  );

interface SecretRow {
  email: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  two_factor_enabled_at: Date | null;
}

/**
 * Two-factor sign-in of staff accounts: TOTP (RFC 6238, as authenticator apps speak it) with
 * recovery codes. Secrets are sealed at rest (SecretBox); a code is accepted once only (the
 * account's last accepted time step only moves forward), and a recovery code once only; both
 * are claimed by one conditional UPDATE, so two sign-ins with the same code cannot both pass.
 */
@Injectable()
export class StaffTwoFactor {
  private readonly box: SecretBox;

  constructor(
    @InjectRepository(StaffAccount) private readonly accounts: Repository<StaffAccount>,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.box = new SecretBox(config.STAFF_TOTP_KEY);
  }

  /** A new secret waiting for a code to confirm it; an earlier unconfirmed one is forgotten. */
  async setUp(accountId: string): Promise<TwoFactorSetup> {
    const account = await this.secrets(accountId);
    if (account.two_factor_enabled_at) throw conflict(STAFF_TEAM_MESSAGES.twoFactorOn);
    const secret = new Secret({ size: 20 }).base32;
    await this.accounts.update({ id: accountId }, { totpPendingSecret: this.box.seal(secret) });
    const uri = totpOf(account.email, secret).toString();
    return { secret, uri, qrCode: await toDataURL(uri) };
  }

  /**
   * Turns two-factor on with the pending secret once `code` is one of its current codes, and
   * answers the new recovery codes (only their hashes are kept). `beforeCommit` runs once the
   * code is right and before anything changes (the audit row).
   */
  async enable(
    accountId: string,
    code: string,
    beforeCommit: () => Promise<void>,
  ): Promise<string[]> {
    const account = await this.secrets(accountId);
    if (account.two_factor_enabled_at) throw conflict(STAFF_TEAM_MESSAGES.twoFactorOn);
    if (!account.totp_pending_secret) throw conflict(STAFF_TEAM_MESSAGES.twoFactorNotSetUp);
    const step = this.stepOf(account.email, account.totp_pending_secret, code);
    if (step === null) throw wrongCode();
    await beforeCommit();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.accounts.manager.transaction(async (manager) => {
      // Only the secret this code was checked against, and only if nobody turned it on meanwhile.
      const [rows] = await manager.query<[unknown[], number]>(
        `UPDATE "staff_accounts"
         SET "totp_secret" = "totp_pending_secret", "totp_pending_secret" = NULL,
             "two_factor_enabled_at" = now(), "totp_last_step" = $3
         WHERE "id" = $1 AND "totp_pending_secret" = $2 AND "two_factor_enabled_at" IS NULL
         RETURNING "id"`,
        [accountId, account.totp_pending_secret, step],
      );
      if (rows.length === 0) throw conflict(STAFF_TEAM_MESSAGES.twoFactorNotSetUp);
      await manager.query(`DELETE FROM "staff_recovery_codes" WHERE "account_id" = $1`, [
        accountId,
      ]);
      await manager.query(
        `INSERT INTO "staff_recovery_codes" ("account_id", "code_hash")
         SELECT $1, unnest($2::text[])`,
        [accountId, codes.map(hashRecoveryCode)],
      );
    });
    return codes;
  }

  /**
   * Turns the member's own two-factor off, its secret and recovery codes gone; the caller has
   * checked their password. `beforeCommit` runs before anything changes (the audit row).
   */
  async disable(accountId: string, beforeCommit: () => Promise<void>): Promise<void> {
    await beforeCommit();
    await this.turnOff(accountId);
  }

  /**
   * An admin turns another account's two-factor off (a lost phone): 409 when it is not on.
   * `beforeCommit` gets the account's address and runs before anything changes.
   */
  async clear(accountId: string, beforeCommit: (email: string) => Promise<void>): Promise<void> {
    const account = await this.secrets(accountId);
    if (!account.two_factor_enabled_at) throw conflict(STAFF_TEAM_MESSAGES.twoFactorAlreadyOff);
    await beforeCommit(account.email);
    await this.turnOff(accountId);
  }

  private async turnOff(accountId: string): Promise<void> {
    await this.accounts.manager.transaction(async (manager) => {
      await manager.query(
        `UPDATE "staff_accounts"
         SET "totp_secret" = NULL, "totp_pending_secret" = NULL,
             "two_factor_enabled_at" = NULL, "totp_last_step" = NULL
         WHERE "id" = $1`,
        [accountId],
      );
      await manager.query(`DELETE FROM "staff_recovery_codes" WHERE "account_id" = $1`, [
        accountId,
      ]);
    });
  }

  /**
   * True when `code` signs the account in: a current TOTP code not accepted before, or one of
   * its recovery codes not used yet (which this uses up).
   */
  async accept(accountId: string, code: string): Promise<boolean> {
    const account = await this.secrets(accountId);
    if (!account.totp_secret || !account.two_factor_enabled_at) return false;
    if (/^\d{6}$/.test(code)) {
      const step = this.stepOf(account.email, account.totp_secret, code);
      if (step === null) return false;
      const [rows] = await this.accounts.query<[unknown[], number]>(
        `UPDATE "staff_accounts" SET "totp_last_step" = $2
         WHERE "id" = $1 AND ("totp_last_step" IS NULL OR "totp_last_step" < $2)
         RETURNING "id"`,
        [accountId, step],
      );
      return rows.length > 0;
    }
    const [rows] = await this.accounts.query<[unknown[], number]>(
      `UPDATE "staff_recovery_codes" SET "used_at" = now()
       WHERE "account_id" = $1 AND "code_hash" = $2 AND "used_at" IS NULL
       RETURNING "account_id"`,
      [accountId, hashRecoveryCode(code)],
    );
    return rows.length > 0;
  }

  /** The time step `code` is the code of (now, or one step either side), or null. */
  private stepOf(email: string, sealed: string, code: string): number | null {
    const totp = totpOf(email, this.box.open(sealed));
    const timestamp = Date.now();
    const delta = totp.validate({ token: code, timestamp, window: WINDOW });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  private async secrets(accountId: string): Promise<SecretRow> {
    const rows = await this.accounts.query<SecretRow[]>(
      `SELECT "email", "totp_secret", "totp_pending_secret", "two_factor_enabled_at"
       FROM "staff_accounts" WHERE "id" = $1`,
      [accountId],
    );
    if (!rows[0]) throw new ApiError(404, ErrorCode.NotFound, ERROR_MESSAGES.notFound);
    return rows[0];
  }
}
