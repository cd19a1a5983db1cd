import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { StaffAccount } from './staff-account.entity';
import { hashPassword, STAFF_PASSWORD_MIN_LENGTH, verifyPassword } from './staff-password';

export class StaffAccountError extends Error {}

const normalise = (email: string) => email.trim().toLowerCase();

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
  async ensure(email: string, password: string): Promise<boolean> {
    const result = await this.accounts
      .createQueryBuilder()
      .insert()
      .values({ email: normalise(email), passwordHash: await hashPassword(password) })
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Adds an account from the command line: refuses a known address and a short password. */
  async add(email: string, password: string): Promise<void> {
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
      throw new StaffAccountError(
        `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
      );
    }
    if (!(await this.ensure(email, password))) {
      throw new StaffAccountError(`${normalise(email)} already has an account.`);
    }
  }

  exists(email: string): Promise<boolean> {
    return this.accounts.existsBy({ email: normalise(email) });
  }

  /** The account when the password is its own; null for a wrong password or unknown address. */
  async verify(email: string, password: string): Promise<StaffAccount | null> {
    const account = await this.accounts.findOneBy({ email: normalise(email) });
    if (!account) {
      this.dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
      await verifyPassword(await this.dummyHash, password);
      return null;
    }
    return (await verifyPassword(account.passwordHash, password)) ? account : null;
  }

  async recordLogin(id: string): Promise<void> {
    await this.accounts.update({ id }, { lastLoginAt: new Date() });
  }
}
