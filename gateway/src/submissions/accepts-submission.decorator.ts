import type { Receipt } from '@bytecraft/contracts/submission';
import { applyDecorators, HttpCode } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { publicRouteConfig, type PublicRouteConfig } from '../auth/public-route.decorator';

/** What a submission route tells the fastify hooks that guard it (rate limit, honeypot). */
export interface SubmissionRouteConfig extends PublicRouteConfig {
  rateLimit: Record<string, never>;
  /** What a bot caught by the honeypot is told: the same as a person. */
  receipt: Receipt;
}

/**
 * A public submission route (no staff session needed): rate-limited per IP and route,
 * honeypot-checked, answered 201. Both checks are fastify hooks, not Nest guards or interceptors: they sit on the accept path,
 * and as hooks they cost a fraction (see docs/performance.md, "Accept path").
 */
export const AcceptsSubmission = (receipt: Receipt) =>
  applyDecorators(
    HttpCode(201),
    RouteConfig({
      rateLimit: {},
      receipt,
      ...publicRouteConfig(),
    } satisfies SubmissionRouteConfig),
  );
