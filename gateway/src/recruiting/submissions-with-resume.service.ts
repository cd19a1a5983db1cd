import { RECEIPTS } from '@bytecraft/contracts/receipts';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RequestTrace } from '../http/request-id';
import { SubmissionPublisher } from '../submissions/submission-publisher.service';
import type { UploadJob } from '../uploads/pending-uploads';
import { ResumeUploads } from '../uploads/resume-uploads.service';

/** What a multipart form is judged by: its schema, and whether the resume is required. */
export interface SubmissionForm {
  job: UploadJob;
  schema: z.core.$ZodType;
  resumeRequired: boolean;
}

/**
 * Accepts a multipart submission that may carry a resume. In an upload slot, the form is read as
 * it arrives (the resume through a temporary file, checked by its first bytes and its length)
 * and judged whole; only then is the resume stored and the job published with its key. Whatever
 * is refused leaves nothing behind, and a filled honeypot is answered like success.
 */
@Injectable()
export class SubmissionsWithResume {
  constructor(
    private readonly publisher: SubmissionPublisher,
    private readonly uploads: ResumeUploads,
  ) {}

  accept(
    request: FastifyRequest,
    { id, trace }: { id: string; trace: RequestTrace },
    { job, schema, resumeRequired }: SubmissionForm,
  ) {
    return this.uploads.inSlot(request, async () => {
      const form = await this.uploads.read(request, schema, resumeRequired);
      if (form.trapped) return { success: true, ...RECEIPTS[job], data: { id: randomUUID() } };
      const data = form.data as object;
      if (!form.resume) return this.publisher.publish(job, id, data as never, trace);
      return this.uploads.store(form.resume, { job, id }, (resume) =>
        this.publisher.publish(job, id, { ...data, resume } as never, trace),
      );
    });
  }
}
