import { StaffOnlyDocs } from '../http/openapi';
import { staffRpc, type ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { RecordKind, STAFF_PATHS } from '@bytecraft/contracts/triage';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { Controller, Get, Inject, Ip, Param, StreamableFile } from '@nestjs/common';
import { Trace, type RequestTrace } from '../http/request-id';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { ObjectStorage } from '../uploads/object-storage';
import { notFound } from '../http/found';
import { AuditLog } from '../audit/audit-log';
import { StaffEmail } from '../auth/staff-email.decorator';
import { clientKey } from '../http/client-key';

type ResumeKind = RecordKind.JobApplication | RecordKind.InternshipApplication;

/** `filename` for old clients (ASCII only), `filename*` with the applicant's name as written. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Resumes streamed back from the private bucket, always as attachments (never rendered from our
 * origin; helmet's nosniff holds), under the name the recruiting service gives them.
 */
@StaffOnlyDocs()
@Controller()
export class ResumesController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly storage: ObjectStorage,
    private readonly audit: AuditLog,
  ) {}

  @Get(`${STAFF_PATHS[RecordKind.JobApplication]}/:id/resume`)
  jobApplication(
    @Param('id') id: string,
    @Trace() trace: RequestTrace,
    @StaffEmail() staff: string,
    @Ip() ip: string,
  ) {
    return this.download(RecordKind.JobApplication, id, trace, { staff, ip });
  }

  @Get(`${STAFF_PATHS[RecordKind.InternshipApplication]}/:id/resume`)
  internshipApplication(
    @Param('id') id: string,
    @Trace() trace: RequestTrace,
    @StaffEmail() staff: string,
    @Ip() ip: string,
  ) {
    return this.download(RecordKind.InternshipApplication, id, trace, { staff, ip });
  }

  private async download(
    kind: ResumeKind,
    id: string,
    trace: RequestTrace,
    who: { staff: string; ip: string },
  ): Promise<StreamableFile> {
    const resume = await askService<ResumeLocation | null>(
      this.services,
      staffRpc.resume(kind),
      { id },
      trace.requestId,
    );
    if (!resume) throw notFound();
    await this.audit.record({
      actor: who.staff,
      action: AuditAction.ResumeDownload,
      target: `${kind}/${id}`,
      client: clientKey(who.ip),
    });
    const content = await this.storage.read(resume.key).catch((error: { code?: string }) => {
      throw error.code === 'NoSuchKey' ? notFound() : error;
    });
    return new StreamableFile(content, {
      type: resume.contentType,
      disposition: attachment(resume.fileName),
    });
  }
}
