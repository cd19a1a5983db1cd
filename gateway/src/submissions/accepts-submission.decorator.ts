import type { SubmissionJobName } from '@bytecraft/contracts/receipts';
import { applyDecorators, HttpCode } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';

export type SubmissionJob = SubmissionJobName;

/** What a submission route tells the fastify hooks that guard it (rate limit, honeypot). */
export interface SubmissionRouteConfig {
  rateLimit: Record<string, never>;
  submissionJob: SubmissionJob;
}

/**
 * A public submission route: rate-limited per IP and route, honeypot-checked, answered 201.
 * Both checks are fastify hooks, not Nest guards or interceptors: they sit on the accept path,
 * and as hooks they cost a fraction (see README, "Choosing the HTTP stack").
 */
export const AcceptsSubmission = (job: SubmissionJob) =>
  applyDecorators(
    HttpCode(201),
    RouteConfig({ rateLimit: {}, submissionJob: job } satisfies SubmissionRouteConfig),
  );
