import { StaffRole } from '@bytecraft/contracts/staff-team';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { StaffAccountsService } from '../staff/staff-accounts.service';

/**
 * What a session's account may do now: its role, and whether it must turn two-factor on before
 * anything else (an admin without it, STAFF_REQUIRE_2FA_FOR_ADMINS); or nothing (gone,
 * disabled, invited).
 */
export type Standing = { role: StaffRole; mustEnableTwoFactor: boolean } | null;

/**
 * Every staff request asks whether its session's account may still act, and as what. Sessions
 * are ended when an account is disabled or changed, but a sign-in that was under way at that
 * moment could still make one: this check closes that gap. Each replica keeps an answer for
 * STAFF_ACCOUNT_CHECK_SECONDS at most, so the per-request cost is a map lookup; a change made
 * on this replica forgets its answer at once.
 */
@Injectable()
export class AccountStanding {
  private readonly known = new Map<string, { standing: Standing; until: number }>();
  private readonly ttlMs: number;
  private readonly adminsNeedTwoFactor: boolean;

  constructor(
    private readonly accounts: StaffAccountsService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.ttlMs = config.STAFF_ACCOUNT_CHECK_SECONDS * 1000;
    this.adminsNeedTwoFactor = config.STAFF_REQUIRE_2FA_FOR_ADMINS;
  }

  async of(accountId: string): Promise<Standing> {
    const now = Date.now();
    const cached = this.known.get(accountId);
    if (cached && cached.until > now) return cached.standing;
    const account = await this.accounts.findById(accountId);
    const standing: Standing =
      account && !account.disabledAt && account.passwordHash !== null
        ? {
            role: account.role,
            mustEnableTwoFactor:
              this.adminsNeedTwoFactor &&
              account.role === StaffRole.Admin &&
              account.twoFactorEnabledAt === null,
          }
        : null;
    // Stamped with the time the read began: an answer is never trusted longer than the TTL.
    if (this.ttlMs > 0) this.known.set(accountId, { standing, until: now + this.ttlMs });
    return standing;
  }

  forget(accountId: string): void {
    this.known.delete(accountId);
  }
}
