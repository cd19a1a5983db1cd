import {
  AuditAction,
  teamSettingsUpdateSchema,
  type TeamSettings,
  type TeamSettingsUpdate,
} from '@bytecraft/contracts/staff-team';
import { Controller, Get, Patch, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuditLog } from '../audit/audit-log';
import { AdminOnly } from '../auth/admin-only.decorator';
import { clientKey } from '../http/client-key';
import { SchemaBody, StaffOnlyDocs } from '../http/openapi';
import { TeamSettingsService } from './team-settings.service';
import '../auth/staff-request';

/** The team's settings: any staff member reads them (the console adapts), an admin changes them. */
@StaffOnlyDocs()
@Controller('admin/settings')
export class SettingsController {
  constructor(
    private readonly settings: TeamSettingsService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  async get(): Promise<{ success: true; data: TeamSettings }> {
    return { success: true, data: await this.settings.current() };
  }

  /**
   * Audited before the change (target: `requireTwoFactorForAdmins on|off`); requiring two-factor
   * needs the admin's own on first (409).
   */
  @Patch()
  @AdminOnly()
  async update(
    @SchemaBody(teamSettingsUpdateSchema) body: TeamSettingsUpdate,
    @Req() request: FastifyRequest,
  ): Promise<{ success: true; data: TeamSettings }> {
    await this.settings.checkUpdate(body, request.staff!.accountId);
    await this.audit.record({
      actorId: request.staff!.accountId,
      action: AuditAction.SettingsChange,
      target: `requireTwoFactorForAdmins ${body.requireTwoFactorForAdmins ? 'on' : 'off'}`,
      client: clientKey(request.ip),
    });
    return { success: true, data: await this.settings.update(body) };
  }
}
