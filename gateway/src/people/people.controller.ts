import {
  eraseRequestSchema,
  personQuerySchema,
  type EraseRequest,
  type ErasureAccepted,
  type Person,
  type PersonExport,
  type PersonQuery,
} from '@bytecraft/contracts/people';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { personHash } from '@bytecraft/service-runtime/people/person-hash';
import { Controller, Get, HttpCode, Inject, Post, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuditLog } from '../audit/audit-log';
import { AdminOnly } from '../auth/admin-only.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ErasuresService } from '../erasures/erasures.service';
import { clientKey } from '../http/client-key';
import { SchemaBody, SchemaQuery, StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { ObjectStorage } from '../uploads/object-storage';
import { PeopleService } from './people.service';
import { personExportZip } from './person-export';
import '../auth/staff-request';

/**
 * One person (one address) across every service: the view and the export for any staff, the
 * erasure for admins. The address travels in the query or the body only; the audit log and the
 * erasure keep its keyed hash (PERSON_HASH_KEY), never the address.
 */
@StaffOnlyDocs()
@Controller('admin/people')
export class PeopleController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly people: PeopleService,
    private readonly erasures: ErasuresService,
    private readonly storage: ObjectStorage,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  async find(
    @SchemaQuery(personQuerySchema) query: PersonQuery,
    @Trace() trace: RequestTrace,
  ): Promise<{ success: true; data: Person }> {
    return { success: true, data: await this.people.find(query.email, trace.requestId) };
  }

  /**
   * Everything the address sent, as a ZIP streamed while it is written. What goes in is asked
   * for, and the export audited, before any byte is sent: a service that is away or an audit
   * row that cannot be written is still a clean 503.
   */
  @Get('export')
  async export(
    @SchemaQuery(personQuerySchema) query: PersonQuery,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ): Promise<StreamableFile> {
    const person = await this.people.find(query.email, trace.requestId);
    const resumes = await this.people.resumes(person, trace.requestId);
    await this.audit.record({
      actorId: request.staff!.accountId,
      action: AuditAction.PersonExport,
      target: this.hash(query.email),
      client: clientKey(request.ip),
    });
    const exported: PersonExport = { ...person, exportedAt: new Date().toISOString() };
    return new StreamableFile(personExportZip(exported, resumes, this.storage), {
      type: 'application/zip',
      disposition: 'attachment; filename="person-export.zip"',
    });
  }

  /** Starts the erasure and answers where to follow it; every service then erases its part. */
  @Post('erase')
  @AdminOnly()
  @HttpCode(202)
  async erase(
    @SchemaBody(eraseRequestSchema) body: EraseRequest,
    @Req() request: FastifyRequest,
  ): Promise<{ success: true; data: ErasureAccepted }> {
    const emailHash = this.hash(body.email);
    await this.audit.record({
      actorId: request.staff!.accountId,
      action: AuditAction.PersonErase,
      target: emailHash,
      client: clientKey(request.ip),
    });
    const erasure = await this.erasures.start({
      reason: 'request',
      requestedById: request.staff!.accountId,
      emailHash,
      scope: { email: body.email, emailHash },
    });
    return { success: true, data: { id: erasure.id, status: erasure.status } };
  }

  private hash(email: string): string {
    return personHash(this.config.PERSON_HASH_KEY, email);
  }
}
