import { INLINE_RESUME_TYPE, staffRpc, type ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { Controller, Get, Inject, Ip, Param, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Trace, type RequestTrace } from '../http/request-id';
import { StaffOnlyDocs } from '../http/openapi';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { ObjectStorage } from '../uploads/object-storage';
import { notFound } from '../http/found';
import { AuditLog } from '../audit/audit-log';
import { StaffId } from '../auth/staff-id.decorator';
import { clientKey } from '../http/client-key';
import { contentDisposition } from '../http/content-disposition';

type ResumeKind = 'job-application' | 'internship-application';

/**
 * The policy an inline PDF is shown under, in place of the API's: `sandbox` gives the document an
 * opaque origin and runs no script, so even a browser that rendered its bytes as a page could
 * not reach the staff session; nothing may be loaded from anywhere (inline style and data images
 * are the browsers' own viewer page), and no other page may frame it.
 */
export const INLINE_PDF_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/**
 * Resumes streamed back from the private bucket under the name the recruiting service gives
 * them. A PDF opens in the browser (inline, under INLINE_PDF_POLICY); every other type is an
 * attachment, never rendered from our origin. helmet's nosniff holds for both, so a file is only
 * ever what its detected type says.
 */
@StaffOnlyDocs()
@Controller()
export class ResumesController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly storage: ObjectStorage,
    private readonly audit: AuditLog,
  ) {}

  @Get(`${STAFF_PATHS['job-application']}/:id/resume`)
  jobApplication(
    @Param('id') id: string,
    @Trace() trace: RequestTrace,
    @StaffId() actorId: string,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.download('job-application', id, trace, { actorId, ip }, reply);
  }

  @Get(`${STAFF_PATHS['internship-application']}/:id/resume`)
  internshipApplication(
    @Param('id') id: string,
    @Trace() trace: RequestTrace,
    @StaffId() actorId: string,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.download('internship-application', id, trace, { actorId, ip }, reply);
  }

  private async download(
    kind: ResumeKind,
    id: string,
    trace: RequestTrace,
    who: { actorId: string; ip: string },
    reply: FastifyReply,
  ): Promise<StreamableFile> {
    const resume = await askService<ResumeLocation | null>(
      this.services,
      staffRpc.resume(kind),
      { id },
      trace.requestId,
    );
    if (!resume) throw notFound();
    await this.audit.record({
      actorId: who.actorId,
      action: AuditAction.ResumeDownload,
      target: `${kind}/${id}`,
      client: clientKey(who.ip),
    });
    const content = await this.storage.read(resume.key).catch((error: unknown) => {
      const missing = error instanceof Error && 'code' in error && error.code === 'NoSuchKey';
      throw missing ? notFound() : error;
    });
    const inline = resume.contentType === INLINE_RESUME_TYPE;
    if (inline) void reply.header('content-security-policy', INLINE_PDF_POLICY);
    return new StreamableFile(content, {
      type: resume.contentType,
      disposition: contentDisposition(inline ? 'inline' : 'attachment', resume.fileName),
    });
  }
}
