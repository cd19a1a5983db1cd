import type { Receipt } from '@bytecraft/contracts/receipts';
import { applyDecorators, HttpCode } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';

/** What a submission route tells the fastify hooks that guard it (rate limit, honeypot). */
export interface SubmissionRouteConfig {
  rateLimit: Record<string, never>;
  /** What a bot caught by the honeypot is told: the same as a person. */
  receipt: Receipt;
}

/**
 * A public submission route: rate-limited per IP and route, honeypot-checked, answered 201.
 * Both checks are fastify hooks, not Nest guards or interceptors: they sit on the accept path,
 * and as hooks they cost a fraction (see README, "Choosing the HTTP stack").
 */
export const AcceptsSubmission = (receipt: Receipt) =>
  applyDecorators(
    HttpCode(201),
    RouteConfig({ rateLimit: {}, receipt } satisfies SubmissionRouteConfig),
  );
