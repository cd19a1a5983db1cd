import { MultipartBody, SchemaBody } from '../http/openapi';
import {
  internshipApplicationSchema,
  internshipQuestionSchema,
  type InternshipQuestionPayload,
} from '@bytecraft/contracts/internship';
import { jobApplicationSchema, resumeSubmissionSchema } from '@bytecraft/contracts/job-application';
import { JobName } from '@bytecraft/contracts/queues';
import { RECEIPTS } from '@bytecraft/contracts/receipts';
import { Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { Trace, type RequestTrace } from '../http/request-id';
import { SubmissionId } from '../http/submission-id.decorator';
import { AcceptsSubmission } from '../submissions/accepts-submission.decorator';
import { SubmissionPublisher } from '../submissions/submission-publisher.service';
import type { UploadJob } from '../uploads/pending-uploads';
import { ResumeUploads } from '../uploads/resume-uploads.service';

/** Applications and questions for the recruiting service; resumes go to the private bucket. */
@Controller()
export class RecruitingController {
  constructor(
    private readonly publisher: SubmissionPublisher,
    private readonly uploads: ResumeUploads,
  ) {}

  @Post('job-application')
  @MultipartBody(jobApplicationSchema, true)
  @AcceptsSubmission(RECEIPTS[JobName.JobApplicationSubmitted])
  jobApplication(
    @Req() request: FastifyRequest,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.acceptWithResume(
      request,
      { id, trace },
      JobName.JobApplicationSubmitted,
      jobApplicationSchema,
      true,
    );
  }

  @Post('job-application/resume')
  @MultipartBody(resumeSubmissionSchema, true)
  @AcceptsSubmission(RECEIPTS[JobName.ResumeSubmitted])
  resume(@Req() request: FastifyRequest, @SubmissionId() id: string, @Trace() trace: RequestTrace) {
    return this.acceptWithResume(
      request,
      { id, trace },
      JobName.ResumeSubmitted,
      resumeSubmissionSchema,
      true,
    );
  }

  @Post('internship/application')
  @MultipartBody(internshipApplicationSchema, false)
  @AcceptsSubmission(RECEIPTS[JobName.InternshipApplicationSubmitted])
  internshipApplication(
    @Req() request: FastifyRequest,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.acceptWithResume(
      request,
      { id, trace },
      JobName.InternshipApplicationSubmitted,
      internshipApplicationSchema,
      false,
    );
  }

  @Post('internship/question')
  @AcceptsSubmission(RECEIPTS[JobName.InternshipQuestionAsked])
  internshipQuestion(
    @SchemaBody(internshipQuestionSchema) body: InternshipQuestionPayload,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.publisher.publish(JobName.InternshipQuestionAsked, id, body, trace);
  }

  /**
   * In an upload slot, the form is read as it arrives (the resume through a temporary file,
   * checked by its first bytes and its length) and judged whole; only then is the resume
   * stored and the job published with its key. Whatever is refused leaves nothing behind.
   */
  private acceptWithResume(
    request: FastifyRequest,
    { id, trace }: { id: string; trace: RequestTrace },
    job: UploadJob,
    schema: z.ZodType,
    resumeRequired: boolean,
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
