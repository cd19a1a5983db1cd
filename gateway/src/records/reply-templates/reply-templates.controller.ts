import {
  replyTemplateSchema,
  type ReplyTemplate,
  type ReplyTemplateInput,
} from '@bytecraft/contracts/records/work';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import { Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AuditLog } from '../../audit/audit-log';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { clientKey } from '../../http/client-key';
import { SchemaBody, SchemaQuery, StaffOnlyDocs } from '../../http/openapi';
import { ReplyTemplatesService } from './reply-templates.service';
import '../../auth/staff-request';

/** `?kind=`: the templates offered when replying to that kind of record. */
const templatesQuerySchema = z.object({
  kind: z
    .enum(WORKED_KINDS as [WorkedKind, ...WorkedKind[]], {
      error: `Kind must be one of: ${WORKED_KINDS.join(', ')}`,
    })
    .optional(),
});

/**
 * Reply templates: every staff member reads them to reply, admins write them. Each change is
 * audited before it is made (target: the template's name and id), as the team's changes are.
 */
@StaffOnlyDocs()
@Controller('admin/reply-templates')
export class ReplyTemplatesController {
  constructor(
    private readonly templates: ReplyTemplatesService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  async list(
    @SchemaQuery(templatesQuerySchema) query: z.output<typeof templatesQuerySchema>,
  ): Promise<{ success: true; data: ReplyTemplate[] }> {
    return { success: true, data: await this.templates.list(query.kind) };
  }

  @Post()
  @AdminOnly()
  async create(
    @SchemaBody(replyTemplateSchema) body: ReplyTemplateInput,
    @Req() request: FastifyRequest,
  ) {
    const id = randomUUID();
    await this.record(request, AuditAction.ReplyTemplateCreate, body.name, id);
    return { success: true, data: await this.templates.create(id, body, request.staff!.accountId) };
  }

  @Put(':id')
  @AdminOnly()
  async update(
    @Param('id') id: string,
    @SchemaBody(replyTemplateSchema) body: ReplyTemplateInput,
    @Req() request: FastifyRequest,
  ) {
    await this.templates.get(id);
    await this.record(request, AuditAction.ReplyTemplateUpdate, body.name, id);
    return { success: true, data: await this.templates.update(id, body, request.staff!.accountId) };
  }

  @Delete(':id')
  @AdminOnly()
  async remove(@Param('id') id: string, @Req() request: FastifyRequest) {
    const template = await this.templates.get(id);
    await this.record(request, AuditAction.ReplyTemplateDelete, template.name, id);
    await this.templates.remove(id);
    return { success: true };
  }

  private record(request: FastifyRequest, action: AuditAction, name: string, id: string) {
    return this.audit.record({
      actorId: request.staff!.accountId,
      action,
      target: `${name} (${id})`,
      client: clientKey(request.ip),
    });
  }
}
