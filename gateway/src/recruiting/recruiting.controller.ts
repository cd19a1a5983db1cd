import { internshipApplicationSchema } from '@bytecraft/contracts/kinds/internship-application';
import {
  internshipQuestionSchema,
  type InternshipQuestionPayload,
} from '@bytecraft/contracts/kinds/internship-question';
import {
  jobApplicationSchema,
  resumeSubmissionSchema,
} from '@bytecraft/contracts/kinds/job-application';
import { JobName } from '@bytecraft/contracts/queues';
import { RECEIPTS } from '@bytecraft/contracts/receipts';
import { Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MultipartBody, SchemaBody } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { SubmissionId } from '../http/submission-id.decorator';
import { AcceptsSubmission } from '../submissions/accepts-submission.decorator';
import { SubmissionPublisher } from '../submissions/submission-publisher.service';
import { SubmissionsWithResume, type SubmissionForm } from './submissions-with-resume.service';

const JOB_APPLICATION: SubmissionForm = {
  job: JobName.JobApplicationSubmitted,
  schema: jobApplicationSchema,
  resumeRequired: true,
};
const RESUME: SubmissionForm = {
  job: JobName.ResumeSubmitted,
  schema: resumeSubmissionSchema,
  resumeRequired: true,
};
const INTERNSHIP_APPLICATION: SubmissionForm = {
  job: JobName.InternshipApplicationSubmitted,
  schema: internshipApplicationSchema,
  resumeRequired: false,
};

/** Applications and questions for the recruiting service; resumes go to the private bucket. */
@Controller()
export class RecruitingController {
  constructor(
    private readonly publisher: SubmissionPublisher,
    private readonly withResume: SubmissionsWithResume,
  ) {}

  @Post('job-application')
  @MultipartBody(JOB_APPLICATION)
  @AcceptsSubmission(RECEIPTS[JOB_APPLICATION.job])
  jobApplication(
    @Req() request: FastifyRequest,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.withResume.accept(request, { id, trace }, JOB_APPLICATION);
  }

  @Post('job-application/resume')
  @MultipartBody(RESUME)
  @AcceptsSubmission(RECEIPTS[RESUME.job])
  resume(@Req() request: FastifyRequest, @SubmissionId() id: string, @Trace() trace: RequestTrace) {
    return this.withResume.accept(request, { id, trace }, RESUME);
  }

  @Post('internship/application')
  @MultipartBody(INTERNSHIP_APPLICATION)
  @AcceptsSubmission(RECEIPTS[INTERNSHIP_APPLICATION.job])
  internshipApplication(
    @Req() request: FastifyRequest,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.withResume.accept(request, { id, trace }, INTERNSHIP_APPLICATION);
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
}
