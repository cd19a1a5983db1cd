import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { ApiError } from './api-error';
import { clientKey } from './client-key';
import { redisRequestCounts } from './rate-limit-store';

/**
 * Per-client, per-route limits on the routes that ask for them (AcceptsSubmission). Counters
 * live in Redis, so every gateway replica counts against the same limit.
 */
export async function useRateLimit(
  app: NestFastifyApplication,
  options: { redis: Redis; max: number; windowSeconds: number; nameSpace: string },
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    max: options.max,
    timeWindow: options.windowSeconds * 1000,
    store: redisRequestCounts(options.redis, options.nameSpace),
    // request.ip is the client as TRUST_PROXY's proxies name it, never a header it wrote itself.
    keyGenerator: (request) => `${request.routeOptions.url}:${clientKey(request.ip)}`,
    // With Redis away the limit is skipped (fail open) rather than answering 500: every route
    // it guards needs Redis itself and answers 503 then, so nothing is accepted unlimited.
    skipOnError: true,
    errorResponseBuilder: () => new ApiError(429, ErrorCode.RateLimit, ERROR_MESSAGES.rateLimit),
  });
}
