import {
  inboundRpc,
  type InboundAttachment,
  type InboundAttachmentFile,
} from '@bytecraft/contracts/inbound';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Controller, Get, Inject, Ip, Param, StreamableFile } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log';
import { StaffId } from '../auth/staff-id.decorator';
import { clientKey } from '../http/client-key';
import { contentDisposition } from '../http/content-disposition';
import { notFound } from '../http/found';
import { StaffOnlyDocs } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { ObjectStorage } from '../uploads/object-storage';

const POSITION = /^[1-9][0-9]{0,4}$/;
const INBOUND_PREFIX = 'inbound/';

/**
 * The files a received message carried (a visitor's answer on a record's timeline, a mail in
 * the Unmatched list), as the notification service lists them: any staff member lists them and
 * downloads a kept one, streamed from the bucket, each download audited. A file is always an
 * attachment, never shown from our origin, under the type its bytes were found to be.
 */
@StaffOnlyDocs()
@Controller('admin/inbound')
export class InboundAttachmentsController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly storage: ObjectStorage,
    private readonly audit: AuditLog,
  ) {}

  @Get(':id/attachments')
  async list(
    @Param('id') id: string,
    @Trace() trace: RequestTrace,
  ): Promise<{ success: true; data: InboundAttachment[] }> {
    if (!UUID_PATTERN.test(id)) throw notFound();
    const data = await askService<InboundAttachment[]>(
      this.services,
      inboundRpc.attachments,
      { id },
      trace.requestId,
    );
    return { success: true, data };
  }

  @Get(':id/attachments/:position')
  async download(
    @Param('id') id: string,
    @Param('position') position: string,
    @Trace() trace: RequestTrace,
    @StaffId() actorId: string,
    @Ip() ip: string,
  ): Promise<StreamableFile> {
    if (!UUID_PATTERN.test(id) || !POSITION.test(position)) throw notFound();
    const file = await askService<InboundAttachmentFile | null>(
      this.services,
      inboundRpc.attachment,
      { id, position: Number(position) },
      trace.requestId,
    );
    // Only ever a file under inbound/: this route never serves another part of the bucket.
    if (!file?.key.startsWith(INBOUND_PREFIX)) throw notFound();
    await this.audit.record({
      actorId,
      action: AuditAction.InboundAttachmentDownload,
      target: `inbound/${id}/${position}`,
      client: clientKey(ip),
    });
    const content = await this.storage.read(file.key).catch((error: unknown) => {
      const missing = error instanceof Error && 'code' in error && error.code === 'NoSuchKey';
      throw missing ? notFound() : error;
    });
    return new StreamableFile(content, {
      type: file.contentType,
      disposition: contentDisposition('attachment', file.name),
    });
  }
}
