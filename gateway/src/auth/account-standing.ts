import { StaffRole } from '@bytecraft/contracts/staff-team';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { TeamSettingsService } from '../settings/team-settings.service';
import { StaffAccountsService } from '../staff/staff-accounts.service';

/**
 * What a session's account may do now: its role, and whether it must turn two-factor on before
 * anything else (an admin without it, when the team's settings require it); or nothing (gone,
 * disabled, invited).
 */
export type Standing = { role: StaffRole; mustEnableTwoFactor: boolean } | null;

/** What is kept of an account between checks; the team's settings are applied on each request. */
type Known = { role: StaffRole; twoFactor: boolean } | null;

/**
 * Every staff request asks whether its session's account may still act, and as what. Sessions
 * are ended when an account is disabled or changed, but a sign-in that was under way at that
 * moment could still make one: this check closes that gap. Each replica keeps an answer for
 * STAFF_ACCOUNT_CHECK_SECONDS at most, so the per-request cost is a map lookup; a change made
 * on this replica forgets its answer at once. Whether admins must have two-factor comes from
 * TeamSettingsService, itself kept as briefly, so a change of the setting applies to accounts
 * already known.
 */
@Injectable()
export class AccountStanding {
  private readonly known = new Map<string, { account: Known; until: number }>();
  private readonly ttlMs: number;

  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly settings: TeamSettingsService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.ttlMs = config.STAFF_ACCOUNT_CHECK_SECONDS * 1000;
  }

  async of(accountId: string): Promise<Standing> {
    const account = await this.account(accountId);
    if (!account) return null;
    const mustEnableTwoFactor =
      account.role === StaffRole.Admin &&
      !account.twoFactor &&
      (await this.settings.current()).requireTwoFactorForAdmins;
    return { role: account.role, mustEnableTwoFactor };
  }

  private async account(accountId: string): Promise<Known> {
    const now = Date.now();
    const cached = this.known.get(accountId);
    if (cached && cached.until > now) return cached.account;
    const found = await this.accounts.findById(accountId);
    const account: Known =
      found && !found.disabledAt && found.passwordHash !== null
        ? { role: found.role, twoFactor: found.twoFactorEnabledAt !== null }
        : null;
    // Stamped with the time the read began: an answer is never trusted longer than the TTL.
    if (this.ttlMs > 0) this.known.set(accountId, { account, until: now + this.ttlMs });
    return account;
  }

  forget(accountId: string): void {
    this.known.delete(accountId);
  }
}
