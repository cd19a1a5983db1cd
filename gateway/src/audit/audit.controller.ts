import { auditQuerySchema, type AuditQuery } from '@bytecraft/contracts/staff-team';
import { Controller, Get } from '@nestjs/common';
import { AdminOnly } from '../auth/admin-only.decorator';
import { SchemaQuery, StaffOnlyDocs } from '../http/openapi';
import { AuditLog } from './audit-log';

/** The audit screen's pages, for admins. */
@StaffOnlyDocs()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly log: AuditLog) {}

  @Get()
  @AdminOnly()
  async list(@SchemaQuery(auditQuerySchema) query: AuditQuery) {
    return { success: true, ...(await this.log.page(query)) };
  }
}
