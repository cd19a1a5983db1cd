import { MultipartBody, SchemaBody } from '../http/openapi';
import {
  internshipApplicationSchema,
  internshipQuestionSchema,
  type InternshipQuestionPayload,
} from '@bytecraft/contracts/internship';
import { jobApplicationSchema, resumeSubmissionSchema } from '@bytecraft/contracts/job-application';
import { JobName } from '@bytecraft/contracts/queues';
import { RECEIPTS } from '@bytecraft/contracts/receipts';
import { Controller, Logger, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isTrapped } from '../http/honeypot.hook';
import { validateWith } from '../http/schema-body.pipe';
import { SubmissionId } from '../http/submission-id.decorator';
import { AcceptsSubmission } from '../submissions/accepts-submission.decorator';
import { SubmissionPublisher } from '../submissions/submission-publisher.service';
import { ObjectStorage } from '../uploads/object-storage';
import { acceptResume, readMultipart } from '../uploads/multipart-submission';

type UploadJob =
  | JobName.JobApplicationSubmitted
  | JobName.ResumeSubmitted
  | JobName.InternshipApplicationSubmitted;

/** Applications and questions for the recruiting service; resumes go to the private bucket. */
@Controller()
export class RecruitingController {
  private readonly logger = new Logger(RecruitingController.name);

  constructor(
    private readonly publisher: SubmissionPublisher,
    private readonly storage: ObjectStorage,
  ) {}

  @Post('job-application')
  @MultipartBody(jobApplicationSchema, true)
  @AcceptsSubmission(RECEIPTS[JobName.JobApplicationSubmitted])
  jobApplication(@Req() request: FastifyRequest, @SubmissionId() id: string) {
    return this.acceptWithResume(
      request,
      id,
      JobName.JobApplicationSubmitted,
      jobApplicationSchema,
      true,
    );
  }

  @Post('job-application/resume')
  @MultipartBody(resumeSubmissionSchema, true)
  @AcceptsSubmission(RECEIPTS[JobName.ResumeSubmitted])
  resume(@Req() request: FastifyRequest, @SubmissionId() id: string) {
    return this.acceptWithResume(
      request,
      id,
      JobName.ResumeSubmitted,
      resumeSubmissionSchema,
      true,
    );
  }

  @Post('internship/application')
  @MultipartBody(internshipApplicationSchema, false)
  @AcceptsSubmission(RECEIPTS[JobName.InternshipApplicationSubmitted])
  internshipApplication(@Req() request: FastifyRequest, @SubmissionId() id: string) {
    return this.acceptWithResume(
      request,
      id,
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
  ) {
    return this.publisher.publish(JobName.InternshipQuestionAsked, id, body);
  }

  /**
   * Fields are checked before the file, and the file before anything is stored, so a refused
   * submission leaves no object behind; an object whose job could not be queued is removed.
   */
  private async acceptWithResume(
    request: FastifyRequest,
    id: string,
    job: UploadJob,
    schema: z.ZodType,
    resumeRequired: boolean,
  ) {
    const { fields, resume } = await readMultipart(request);
    if (isTrapped(fields)) return { success: true, ...RECEIPTS[job], data: { id: randomUUID() } };
    const data = validateWith(schema, fields) as object;
    const stored = acceptResume(resume, resumeRequired);
    if (!stored) return this.publisher.publish(job, id, data as never);
    const { content, ...file } = stored;
    await this.storage.put(file.key, content, file.contentType);
    try {
      return await this.publisher.publish(job, id, { ...data, resume: file } as never);
    } catch (error) {
      await this.storage
        .remove(file.key)
        .catch((cleanup: unknown) =>
          this.logger.error(`Could not remove ${file.key} after a failed publish`, cleanup),
        );
      throw error;
    }
  }
}
