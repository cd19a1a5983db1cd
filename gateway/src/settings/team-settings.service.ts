import { ErrorCode } from '@bytecraft/contracts/errors';
import {
  STAFF_TEAM_MESSAGES,
  type TeamSettings,
  type TeamSettingsUpdate,
} from '@bytecraft/contracts/staff-team';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ApiError } from '../http/api-error';
import { StaffAccountsService } from '../staff/staff-accounts.service';
import { TEAM_SETTINGS_ID, TeamSettingsRow } from './team-settings.entity';

/**
 * The team's settings as every staff request reads them (the staff-auth hook asks whether
 * admins need two-factor). Each replica keeps them for STAFF_ACCOUNT_CHECK_SECONDS at most, as
 * AccountStanding keeps an account's answer, so the per-request cost is a field read; a change
 * made on this replica is seen here at once, on the others within that time. Until an admin
 * first changes them, the configuration's STAFF_REQUIRE_2FA_FOR_ADMINS is the value.
 */
@Injectable()
export class TeamSettingsService {
  private known: { settings: TeamSettings; until: number } | null = null;
  private readonly ttlMs: number;
  private readonly initial: TeamSettings;

  constructor(
    @InjectRepository(TeamSettingsRow) private readonly rows: Repository<TeamSettingsRow>,
    private readonly accounts: StaffAccountsService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.ttlMs = config.STAFF_ACCOUNT_CHECK_SECONDS * 1000;
    this.initial = { requireTwoFactorForAdmins: config.STAFF_REQUIRE_2FA_FOR_ADMINS };
  }

  async current(): Promise<TeamSettings> {
    const now = Date.now();
    if (this.known && this.known.until > now) return this.known.settings;
    const row = await this.rows.findOneBy({ id: TEAM_SETTINGS_ID });
    const settings = row
      ? { requireTwoFactorForAdmins: row.requireTwoFactorForAdmins }
      : this.initial;
    // Stamped with the time the read began: an answer is never trusted longer than the TTL.
    if (this.ttlMs > 0) this.known = { settings, until: now + this.ttlMs };
    return settings;
  }

  /**
   * Checked before the caller audits and saves: an admin without two-factor who required it
   * would be held at once to setting it up, unable to turn the setting off again.
   */
  async checkUpdate(update: TeamSettingsUpdate, adminId: string): Promise<void> {
    if (!update.requireTwoFactorForAdmins) return;
    const admin = await this.accounts.findById(adminId);
    if (!admin?.twoFactorEnabledAt) {
      throw new ApiError(409, ErrorCode.Conflict, STAFF_TEAM_MESSAGES.ownTwoFactorFirst);
    }
  }

  async update(update: TeamSettingsUpdate): Promise<TeamSettings> {
    await this.rows.upsert(
      { id: TEAM_SETTINGS_ID, requireTwoFactorForAdmins: update.requireTwoFactorForAdmins },
      ['id'],
    );
    this.known = null;
    return this.current();
  }
}
