import {
  businessHoursSchema,
  type BusinessHoursSetting,
} from '@bytecraft/contracts/records/business-hours';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { Controller, Get, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuditLog } from '../audit/audit-log';
import { AdminOnly } from '../auth/admin-only.decorator';
import { clientKey } from '../http/client-key';
import { SchemaBody, StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { BusinessHoursService } from './business-hours.service';
import '../auth/staff-request';

/** The hours due times count in: any staff member reads them, an admin sets them. */
@StaffOnlyDocs()
@Controller('admin/settings/business-hours')
export class BusinessHoursController {
  constructor(
    private readonly hours: BusinessHoursService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  async get(): Promise<{ success: true; data: BusinessHoursSetting }> {
    return { success: true, data: await this.hours.current() };
  }

  /**
   * Audited before the change (target: `business-hours Asia/Kolkata mon,tue 09:00-17:00, 2
   * holidays`); 503 when a service owning worked records cannot be told, and nothing kept.
   */
  @Put()
  @AdminOnly()
  async update(
    @SchemaBody(businessHoursSchema) body: BusinessHoursSetting,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ): Promise<{ success: true; data: BusinessHoursSetting }> {
    await this.audit.record({
      actorId: request.staff!.accountId,
      action: AuditAction.SettingsChange,
      target: `business-hours ${body.zone} ${body.days.join(',')} ${body.opens}-${body.closes}, ${body.holidays.length} holidays`,
      client: clientKey(request.ip),
    });
    return { success: true, data: await this.hours.update(body, trace.requestId) };
  }
}
