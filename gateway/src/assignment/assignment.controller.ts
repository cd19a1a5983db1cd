import {
  assignmentSettingsUpdateSchema,
  availabilitySchema,
  type AssignmentOverview,
  type AssignmentSettings,
  type AssignmentSettingsUpdate,
  type Availability,
} from '@bytecraft/contracts/records/assignment';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { Controller, Get, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuditLog } from '../audit/audit-log';
import { AdminOnly } from '../auth/admin-only.decorator';
import { StaffId } from '../auth/staff-id.decorator';
import { clientKey } from '../http/client-key';
import { SchemaBody, StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { AutoAssignment } from './auto-assignment.service';
import '../auth/staff-request';

/** Which kinds are given out automatically, and who takes how many: an admin's. */
@StaffOnlyDocs()
@Controller('admin/settings/assignment')
export class AssignmentSettingsController {
  constructor(
    private readonly assignment: AutoAssignment,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @AdminOnly()
  async get(@Trace() trace: RequestTrace): Promise<{ success: true; data: AssignmentOverview }> {
    return { success: true, data: await this.assignment.overview(trace.requestId) };
  }

  /** Audited before the change (target: `auto-assignment contact on, ...`). */
  @Put()
  @AdminOnly()
  async update(
    @SchemaBody(assignmentSettingsUpdateSchema) body: AssignmentSettingsUpdate,
    @Req() request: FastifyRequest,
  ): Promise<{ success: true; data: AssignmentSettings }> {
    const changes = Object.entries(body.kinds).map(([kind, on]) => `${kind} ${on ? 'on' : 'off'}`);
    await this.audit.record({
      actorId: request.staff!.accountId,
      action: AuditAction.SettingsChange,
      target: `auto-assignment ${changes.join(', ')}`,
      client: clientKey(request.ip),
    });
    return { success: true, data: await this.assignment.updateSettings(body) };
  }
}

/** A member's own availability for records given out automatically: any member, their own only. */
@StaffOnlyDocs()
@Controller('admin/availability')
export class AvailabilityController {
  constructor(private readonly assignment: AutoAssignment) {}

  @Get()
  async get(@StaffId() accountId: string): Promise<{ success: true; data: Availability }> {
    return { success: true, data: await this.assignment.availabilityOf(accountId) };
  }

  @Put()
  async update(
    @SchemaBody(availabilitySchema) body: Availability,
    @StaffId() accountId: string,
  ): Promise<{ success: true; data: Availability }> {
    return { success: true, data: await this.assignment.setAvailability(accountId, body) };
  }
}
