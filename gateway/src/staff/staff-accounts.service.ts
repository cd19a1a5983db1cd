import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import {
  StaffRole,
  STAFF_TEAM_MESSAGES,
  type StaffMember,
  type StaffUpdate,
} from '@bytecraft/contracts/staff-team';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import type { StaffDirectoryEntry } from '@bytecraft/contracts/records/work';
import { ApiError } from '../http/api-error';
import { displayName, StaffAccount, stateOf } from './staff-account.entity';
import {
  hashPassword,
  passwordProblem,
  passwordProblemMessage,
  verifyPassword,
} from './staff-password';
import { StaffToken, type StaffTokenPurpose } from './staff-token.entity';

const normalise = (email: string) => email.trim().toLowerCase();

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The policy's answer to a new password as the catalogue's 400, naming the field. */
export function checkNewPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (!problem) return;
  const message = passwordProblemMessage(problem);
  throw ApiError.validation([{ field, message }], message);
}

const notFound = () => new ApiError(404, ErrorCode.NotFound, ERROR_MESSAGES.notFound);
/** A one-time link that is unknown, used, expired or for another purpose: all alike. */
export const linkInvalid = () =>
  new ApiError(400, ErrorCode.Validation, STAFF_TEAM_MESSAGES.linkInvalid);

/** One member as the Team screen lists them. */
export const toStaffMember = (account: StaffAccount): StaffMember => ({
  id: account.id,
  email: account.email,
  name: account.name,
  role: account.role,
  state: stateOf(account),
  lastSignInAt: account.lastLoginAt?.toISOString() ?? null,
  twoFactor: account.twoFactorEnabledAt !== null,
});

/** What an update did that ends the account's sessions. */
export interface UpdateOutcome {
  account: StaffAccount;
  endsSessions: boolean;
}

/**
 * Staff accounts in the gateway's database: sign-in checks, the team's changes, one-time links
 * and passwords. Every password set here passes the policy (length, not a common one).
 */
@Injectable()
export class StaffAccountsService {
  /**
   * What an unknown address is checked against, so that it costs the same time as a known one
   * with a wrong password and the answer's timing does not tell which addresses exist.
   */
  private dummyHash?: Promise<string>;

  constructor(
    @InjectRepository(StaffAccount) private readonly accounts: Repository<StaffAccount>,
  ) {}

  /** Creates the account unless the address has one; an existing password is never replaced. */
  async ensure(email: string, password: string, role = StaffRole.Admin): Promise<boolean> {
    const result = await this.accounts
      .createQueryBuilder()
      .insert()
      .values({ email: normalise(email), passwordHash: await hashPassword(password), role })
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Adds an active account (the command line, tests): refuses a known address and a weak password. */
  async add(email: string, password: string, role = StaffRole.Staff): Promise<void> {
    checkNewPassword(password);
    if (!(await this.ensure(email, password, role))) {
      throw new ApiError(
        409,
        ErrorCode.DuplicateEmail,
        `${normalise(email)} already has an account.`,
      );
    }
  }

  exists(email: string): Promise<boolean> {
    return this.accounts.existsBy({ email: normalise(email) });
  }

  /** The id of the account that has this address, if any. */
  async idOf(email: string): Promise<string | null> {
    const account = await this.accounts.findOne({
      select: { id: true },
      where: { email: normalise(email) },
    });
    return account?.id ?? null;
  }

  findById(id: string): Promise<StaffAccount | null> {
    return this.accounts.findOneBy({ id });
  }

  async byEmail(email: string): Promise<StaffAccount> {
    return (await this.accounts.findOneBy({ email: normalise(email) })) ?? this.fail(notFound());
  }

  /**
   * The account when the password is its own and it may sign in; null for a wrong password, an
   * unknown address, an invitation not yet accepted or a disabled account. Each costs one hash
   * check, so the answer's timing tells none of them apart.
   */
  async verify(email: string, password: string): Promise<StaffAccount | null> {
    const account = await this.accounts.findOneBy({ email: normalise(email) });
    if (!account?.passwordHash) {
      this.dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
      await verifyPassword(await this.dummyHash, password);
      return null;
    }
    const right = await verifyPassword(account.passwordHash, password);
    return right && !account.disabledAt ? account : null;
  }

  async recordLogin(id: string): Promise<void> {
    await this.accounts.update({ id }, { lastLoginAt: new Date() });
  }

  async list(): Promise<StaffMember[]> {
    const all = await this.accounts.find({ order: { createdAt: 'ASC' } });
    return all.map(toStaffMember);
  }

  /** Every member, active or not, as colleagues see them (to show and pick owners). */
  async directory(): Promise<StaffDirectoryEntry[]> {
    const all = await this.accounts.find({ order: { createdAt: 'ASC' } });
    return all.map((account) => ({
      id: account.id,
      name: displayName(account),
      email: account.email,
      active: stateOf(account) === 'active',
    }));
  }

  /** The account by id when it can sign in (not invited, not disabled); null otherwise. */
  async activeById(id: string): Promise<StaffAccount | null> {
    const account = await this.findById(id);
    return account && stateOf(account) === 'active' ? account : null;
  }

  /** The account with this address when it can sign in; null otherwise (unknown too). */
  async activeByEmail(email: string): Promise<StaffAccount | null> {
    const account = await this.accounts.findOneBy({ email: normalise(email) });
    return account && stateOf(account) === 'active' ? account : null;
  }

  /** A new account without a password, and the token of its invitation link. */
  async invite(
    invite: { email: string; role: StaffRole; name?: string },
    ttlSeconds: number,
  ): Promise<{ account: StaffAccount; token: string }> {
    return this.accounts.manager.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(StaffAccount)
        .values({
          email: normalise(invite.email),
          passwordHash: null,
          role: invite.role,
          name: invite.name ?? null,
        })
        .orIgnore()
        .returning('*')
        .execute();
      const row = (inserted.raw as Record<string, unknown>[])[0];
      if (!row) {
        throw new ApiError(409, ErrorCode.DuplicateEmail, STAFF_TEAM_MESSAGES.emailTaken, [
          { field: 'email', message: STAFF_TEAM_MESSAGES.emailTaken },
        ]);
      }
      const account = await manager.findOneByOrFail(StaffAccount, { id: row.id as string });
      return { account, token: await this.issue(manager, account.id, 'invite', ttlSeconds) };
    });
  }

  /**
   * A reset link's token for the account; any earlier link of the account stops working, and so
   * does its password: whoever knew it (why an admin resets one) cannot sign in while the link
   * waits. The password is replaced by one nobody knows, so the account stays active (and
   * counts as an admin) and a sign-in with it costs what any other does.
   */
  async issueReset(
    id: string,
    ttlSeconds: number,
  ): Promise<{ account: StaffAccount; token: string }> {
    return this.accounts.manager.transaction(async (manager) => {
      const account = (await manager.findOneBy(StaffAccount, { id })) ?? this.fail(notFound());
      if (account.disabledAt)
        throw new ApiError(409, ErrorCode.Conflict, STAFF_TEAM_MESSAGES.linkInvalid);
      // An invited account has no password yet: it stays invited.
      if (account.passwordHash) {
        account.passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        account.passwordChangedAt = new Date();
        await manager.save(account);
      }
      return { account, token: await this.issue(manager, id, 'reset', ttlSeconds) };
    });
  }

  /**
   * Sets the password a one-time link was for, and uses the link up; null, with nothing
   * changed, when the link is unknown, used, expired, for another purpose or for a disabled
   * account. The link is claimed first, by one conditional UPDATE on its token's SHA-256 (what
   * the index compares is a hash, so its timing tells nothing of a valid token), so of two
   * requests with the same link only one gets a row; only then is the password hashed, and set
   * in the same transaction: an unknown link never costs a hash. Check the password against the
   * policy first (checkNewPassword): a refused one must not use the link up.
   */
  async redeem(
    token: string,
    purpose: StaffTokenPurpose,
    password: string,
  ): Promise<StaffAccount | null> {
    return this.accounts.manager.transaction(async (manager) => {
      const claimed = await manager.query<[{ account_id: string }[], number]>(
        `UPDATE "staff_tokens" AS t SET "used_at" = now()
         FROM "staff_accounts" AS a
         WHERE t."token_hash" = $1 AND t."purpose" = $2 AND t."used_at" IS NULL
           AND t."expires_at" > now() AND a."id" = t."account_id" AND a."disabled_at" IS NULL
         RETURNING t."account_id"`,
        [hashToken(token), purpose],
      );
      const accountId = claimed[0][0]?.account_id;
      if (!accountId) return null;
      const passwordHash = await hashPassword(password);
      // Disabled meanwhile: the claim is rolled back with the answer.
      const updated = await manager.query<[unknown[], number]>(
        `UPDATE "staff_accounts" SET "password_hash" = $2, "password_changed_at" = now()
         WHERE "id" = $1 AND "disabled_at" IS NULL RETURNING "id"`,
        [accountId, passwordHash],
      );
      if (updated[0].length === 0) throw linkInvalid();
      return manager.findOneByOrFail(StaffAccount, { id: accountId });
    });
  }

  /**
   * The signed-in member's own new password, once the policy takes it; the caller has checked
   * the current one (StaffAuthService.confirmPassword).
   */
  async changePassword(id: string, next: string): Promise<void> {
    checkNewPassword(next, 'next');
    await this.accounts.update(
      { id },
      { passwordHash: await hashPassword(next), passwordChangedAt: new Date() },
    );
  }

  async rename(id: string, name: string): Promise<StaffAccount> {
    await this.accounts.update({ id }, { name });
    return (await this.findById(id)) ?? this.fail(notFound());
  }

  /**
   * Changes an account's role, state or name. Demoting or disabling an active admin locks every
   * active admin's row first (SELECT ... FOR UPDATE): two such changes at once are taken one
   * after the other, and the second sees that only one admin is left. A disabled account's
   * sessions end, and so do those of an account whose role changed.
   */
  async update(id: string, update: StaffUpdate): Promise<UpdateOutcome> {
    return this.accounts.manager.transaction(async (manager) => {
      const admins = await this.lockActiveAdmins(manager);
      const account =
        (await manager.findOne(StaffAccount, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        })) ?? this.fail(notFound());
      const roleChanges = update.role !== undefined && update.role !== account.role;
      const disables = update.disabled === true && !account.disabledAt;
      const losesAdmin =
        admins.includes(account.id) &&
        ((roleChanges && update.role !== StaffRole.Admin) || disables);
      if (losesAdmin && admins.length <= 1) {
        throw new ApiError(409, ErrorCode.Conflict, STAFF_TEAM_MESSAGES.lastAdmin);
      }
      if (update.role !== undefined) account.role = update.role;
      if (update.name !== undefined) account.name = update.name;
      if (update.disabled !== undefined) {
        account.disabledAt = update.disabled ? (account.disabledAt ?? new Date()) : null;
      }
      await manager.save(account);
      return { account, endsSessions: roleChanges || disables };
    });
  }

  /** The ids of the admins who can sign in, their rows locked until the transaction ends. */
  private async lockActiveAdmins(manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT "id" FROM "staff_accounts"
       WHERE "role" = 'admin' AND "disabled_at" IS NULL AND "password_hash" IS NOT NULL
       FOR UPDATE`,
    );
    return rows.map((row) => row.id);
  }

  /** A new link's token; only its hash is stored, and the account's earlier ones are used up. */
  private async issue(
    manager: EntityManager,
    accountId: string,
    purpose: StaffTokenPurpose,
    ttlSeconds: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.query(
      `UPDATE "staff_tokens" SET "used_at" = now() WHERE "account_id" = $1 AND "used_at" IS NULL`,
      [accountId],
    );
    await manager.insert(StaffToken, {
      accountId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return token;
  }

  private fail(error: ApiError): never {
    throw error;
  }
}
