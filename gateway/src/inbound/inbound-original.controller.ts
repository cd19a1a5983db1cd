import { inboundRpc, type InboundOriginal } from '@bytecraft/contracts/inbound';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Controller, Get, Inject, Ip, Param } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log';
import { StaffId } from '../auth/staff-id.decorator';
import { clientKey } from '../http/client-key';
import { notFound } from '../http/found';
import { StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';

/**
 * A received message whole (a visitor's answer on a record's timeline, a mail in the Unmatched
 * list), as the notification service keeps it: any staff member reads it, each reading audited
 * as a download of its files is. Only ever JSON: its HTML part is a string the console shows as
 * text, never a page served from our origin. A message erased, or past retention, is a 404.
 */
@StaffOnlyDocs()
@Controller('admin/inbound')
export class InboundOriginalController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly audit: AuditLog,
  ) {}

  @Get(':id/original')
  async original(
    @Param('id') id: string,
    @Trace() trace: RequestTrace,
    @StaffId() actorId: string,
    @Ip() ip: string,
  ): Promise<{ success: true; data: InboundOriginal }> {
    if (!UUID_PATTERN.test(id)) throw notFound();
    const data = await askService<InboundOriginal | null>(
      this.services,
      inboundRpc.original,
      { id },
      trace.requestId,
    );
    if (!data) throw notFound();
    await this.audit.record({
      actorId,
      action: AuditAction.InboundOriginalView,
      target: `inbound/${id}`,
      client: clientKey(ip),
    });
    return { success: true, data };
  }
}
