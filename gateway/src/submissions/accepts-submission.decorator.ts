import type { SubmissionJobName } from '@bytecraft/contracts/receipts';
import { applyDecorators, HttpCode, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { HoneypotInterceptor } from '../http/honeypot.interceptor';

export type SubmissionJob = SubmissionJobName;

export const SUBMISSION_JOB = 'submission-job';

/** A public submission route: rate-limited per IP, honeypot-checked, answered 201. */
export const AcceptsSubmission = (job: SubmissionJob) =>
  applyDecorators(
    SetMetadata(SUBMISSION_JOB, job),
    HttpCode(201),
    UseGuards(ThrottlerGuard),
    UseInterceptors(HoneypotInterceptor),
  );
