import type { StaffInvite, StaffMember, StaffUpdate } from '@bytecraft/contracts/staff-team';
import type { EndsSessions } from '../auth/session-revocation';
import type { StaffAccount } from '../staff/staff-account.entity';
import { StaffAccountsService, toStaffMember } from '../staff/staff-accounts.service';

/** How long the links work: the gateway's configuration. */
export interface LinkLifetimes {
  STAFF_INVITE_TTL_SECONDS: number;
  STAFF_RESET_TTL_SECONDS: number;
}

/**
 * The team's changes, one code path for the console's API and the command line: the database
 * change first, then the account's sessions end wherever they are open. Mailing the links is
 * the caller's (the API mails them, the command line prints them).
 */
export class StaffTeam {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly sessions: EndsSessions,
    private readonly lifetimes: LinkLifetimes,
  ) {}

  invite(invite: StaffInvite): Promise<{ account: StaffAccount; token: string }> {
    return this.accounts.invite(invite, this.lifetimes.STAFF_INVITE_TTL_SECONDS);
  }

  /** A disabled account and one whose role changed are signed out everywhere. */
  async update(id: string, update: StaffUpdate): Promise<StaffMember> {
    const { account, endsSessions } = await this.accounts.update(id, update);
    if (endsSessions) await this.sessions.destroyAll(id);
    return toStaffMember(account);
  }

  /** A reset link's token; the account is signed out everywhere at once. */
  async reset(id: string): Promise<{ account: StaffAccount; token: string }> {
    const issued = await this.accounts.issueReset(id, this.lifetimes.STAFF_RESET_TTL_SECONDS);
    await this.sessions.destroyAll(id);
    return issued;
  }
}
