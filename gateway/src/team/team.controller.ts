import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import {
  AuditAction,
  staffInviteSchema,
  staffUpdateSchema,
  type StaffInvite,
  type StaffMember,
  type StaffUpdate,
  STAFF_TEAM_MESSAGES,
} from '@bytecraft/contracts/staff-team';
import { Controller, Delete, Get, HttpCode, Logger, Param, Patch, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { AutoAssignment } from '../assignment/auto-assignment.service';
import { AdminOnly } from '../auth/admin-only.decorator';
import { SessionRevocation } from '../auth/session-revocation';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { SchemaBody } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { StaffAccountsService, toStaffMember } from '../staff/staff-accounts.service';
import { StaffTwoFactor } from '../staff/staff-two-factor.service';
import { StaffTeam } from './staff-team';
import { TeamMail } from './team-mail';

/** An id that is no account's uuid is answered as an unknown one, before the database sees it. */
const accountId = (id: string) => {
  if (!z.uuid().safeParse(id).success) {
    throw new ApiError(404, ErrorCode.NotFound, ERROR_MESSAGES.notFound);
  }
  return id;
};

/** The Team screen's API: admins only, each route marked AdminOnly. */
@Controller('admin/staff')
export class TeamController {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly team: StaffTeam,
    private readonly mail: TeamMail,
    private readonly audit: AuditLog,
    private readonly twoFactor: StaffTwoFactor,
    private readonly revocation: SessionRevocation,
    private readonly assignment: AutoAssignment,
  ) {}

  private readonly logger = new Logger(TeamController.name);

  @Get()
  @AdminOnly()
  async list(): Promise<{ success: true; data: StaffMember[] }> {
    return { success: true, data: await this.accounts.list() };
  }

  /** An invited account, and its one-time link mailed to the address. */
  @Post()
  @AdminOnly()
  async invite(
    @SchemaBody(staffInviteSchema) body: StaffInvite,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    const { account, token } = await this.team.invite(body);
    await this.mail.link('invite', account.email, token, trace);
    await this.record(request, AuditAction.Invite, account.email);
    return { success: true, data: toStaffMember(account) };
  }

  @Patch(':id')
  @AdminOnly()
  async update(
    @Param('id') id: string,
    @SchemaBody(staffUpdateSchema) body: StaffUpdate,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    const before = await this.accounts.findById(accountId(id));
    const member = await this.team.update(id, body);
    if (before && before.role !== member.role) {
      await this.record(request, AuditAction.RoleChange, `${member.email} ${member.role}`);
    }
    if (before && Boolean(before.disabledAt) !== (member.state === 'disabled')) {
      const action = member.state === 'disabled' ? AuditAction.Disable : AuditAction.Enable;
      await this.record(request, action, member.email);
      if (member.state === 'disabled') await this.releaseRecords(member.id, trace);
    }
    return { success: true, data: member };
  }

  /**
   * A disabled member's open records go back to nobody, so none waits on someone who left. The
   * account stays disabled if a service cannot be reached: auto-assignment's passes give back
   * what is left while any kind is on.
   */
  private async releaseRecords(ownerId: string, trace: RequestTrace): Promise<void> {
    try {
      await this.assignment.release(ownerId, trace.requestId);
      this.assignment.soon();
    } catch (error) {
      this.logger.warn(`A disabled member's records were not given back: ${String(error)}`);
    }
  }

  /** Signs the member out everywhere and mails them a one-time link to set a new password. */
  @Post(':id/reset')
  @HttpCode(200)
  @AdminOnly()
  async reset(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    const { account, token } = await this.team.reset(accountId(id));
    await this.mail.link('reset', account.email, token, trace);
    await this.record(request, AuditAction.PasswordResetRequested, account.email);
    return { success: true };
  }

  /**
   * Turns a member's two-factor off (a lost phone), audited first, and signs them out
   * everywhere; they sign in with their password and may set it up again. An admin's own goes
   * off on the Account screen, with their password, as anyone's.
   */
  @Delete(':id/two-factor')
  @AdminOnly()
  async clearTwoFactor(@Param('id') id: string, @Req() request: FastifyRequest) {
    if (accountId(id) === request.staff!.accountId) {
      throw new ApiError(409, ErrorCode.Conflict, STAFF_TEAM_MESSAGES.twoFactorClearOwn);
    }
    await this.twoFactor.clear(id, (email) =>
      this.record(request, AuditAction.TwoFactorClear, email),
    );
    await this.revocation.destroyAll(id);
    return { success: true };
  }

  private record(request: FastifyRequest, action: AuditAction, target: string) {
    return this.audit.record({
      actorId: request.staff!.accountId,
      action,
      target,
      client: clientKey(request.ip),
    });
  }
}
