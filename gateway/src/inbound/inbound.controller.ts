import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import {
  attachInboundSchema,
  inboundRpc,
  type AttachInbound,
  type InboundDecision,
  type UnmatchedMail,
} from '@bytecraft/contracts/inbound';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuditLog } from '../audit/audit-log';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ApiError } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { SchemaBody, StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import '../auth/staff-request';

const notFound = () => new ApiError(404, ErrorCode.NotFound, ERROR_MESSAGES.notFound);

/**
 * Mail that came to the inbound address and matched no record, as the notification service
 * keeps it: any staff member lists it and attaches a message to the record it answers; an
 * admin discards one. Each decision is audited before it is made (target: `inbound/<id>`, and
 * the record attached to).
 */
@StaffOnlyDocs()
@Controller('admin/inbound/unmatched')
export class InboundController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  async list(@Trace() trace: RequestTrace): Promise<{ success: true; data: UnmatchedMail[] }> {
    const data = await askService<UnmatchedMail[]>(
      this.services,
      inboundRpc.unmatched,
      {},
      trace.requestId,
    );
    return { success: true, data };
  }

  @Post(':id/attach')
  @HttpCode(200)
  async attach(
    @Param('id') id: string,
    @SchemaBody(attachInboundSchema) body: AttachInbound,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    return this.decide(request, trace, id, AuditAction.InboundAttach, inboundRpc.attach, {
      target: `inbound/${id} to ${body.kind}/${body.recordId}`,
      payload: body,
    });
  }

  @Post(':id/discard')
  @AdminOnly()
  @HttpCode(200)
  async discard(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Trace() trace: RequestTrace,
  ) {
    return this.decide(request, trace, id, AuditAction.InboundDiscard, inboundRpc.discard, {
      target: `inbound/${id}`,
      payload: {},
    });
  }

  private async decide(
    request: FastifyRequest,
    trace: RequestTrace,
    id: string,
    action: AuditAction,
    pattern: string,
    { target, payload }: { target: string; payload: object },
  ): Promise<{ success: true }> {
    if (!UUID_PATTERN.test(id)) throw notFound();
    await this.audit.record({
      actorId: request.staff!.accountId,
      action,
      target,
      client: clientKey(request.ip),
    });
    const answer = await askService<InboundDecision>(
      this.services,
      pattern,
      { ...payload, id, actorId: request.staff!.accountId },
      trace.requestId,
    );
    if (!answer.done) throw notFound();
    return { success: true };
  }
}
