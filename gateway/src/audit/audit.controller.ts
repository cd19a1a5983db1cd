import { auditQuerySchema, type AuditQuery } from '@bytecraft/contracts/staff-team';
import { Controller, Get } from '@nestjs/common';
import { SchemaQuery, StaffOnlyDocs } from '../http/openapi';
import { AuditLog } from './audit-log';

/** The audit screen's pages. */
@StaffOnlyDocs()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly log: AuditLog) {}

  @Get()
  async list(@SchemaQuery(auditQuerySchema) query: AuditQuery) {
    return { success: true, ...(await this.log.page(query)) };
  }
}
