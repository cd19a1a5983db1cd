import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { createRootLogger } from '@bytecraft/service-runtime/logging/root-logger';
import { nestLogger } from '@bytecraft/service-runtime/logging/nest-logger';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { AccountStanding } from './auth/account-standing';
import { useStaffAuth } from './auth/staff-auth.hook';
import { StaffSessionStore } from './auth/staff-session.store';
import { servesOpenApiDocs, type GatewayConfig } from './config/gateway.config';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { useOpenApi } from './http/openapi';
import { useHoneypot } from './http/honeypot.hook';
import { useBodyParsers } from './http/body-parsers';
import { useCrossOriginProtection } from './http/cross-origin-protection';
import { catalogueFrameworkErrors } from './http/framework-errors';
import { useRateLimit } from './http/rate-limit';
import { useSecurityHeaders } from './http/security-headers';
import { useQueuesBoard } from './observability/queues-board';
import { requestIdOf, useRequestIdInErrors, useRequestTrace } from './http/request-id';
import { useHttpMetrics } from './observability/http-metrics.hook';
import { useRequestLog } from './observability/request-log.hook';

/** The gateway, configured and ready to listen; tests start it exactly as production does. */
export async function createGatewayApp(
  config: GatewayConfig,
  /** Where its log lines go: stdout (JSON in production, pretty otherwise) unless a test says. */
  logger: Logger = createRootLogger('gateway', config),
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.JSON_BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    logger: false,
    genReqId: requestIdOf,
    // A mail job's id names every delivery of its batch, and the queue dashboard opens a job by
    // its id in the path: fastify's default bound would answer such a job 404.
    routerOptions: { maxParamLength: 1024 },
    // No Nest middleware here (the hooks are fastify's): @fastify/middie's hook would run for
    // every request for nothing.
    skipMiddie: true,
    // A stop answers every request on the connections it already holds (each then closed), as
    // closeGateway promises: fastify's default refuses those with 503 while it drains.
    return503OnClosing: false,
    ...catalogueFrameworkErrors,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config),
    adapter,
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(nestLogger(logger));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  useSecurityHeaders(app);
  const corsOrigins = config.CORS_ORIGIN.split(',').map((origin) => origin.trim());
  await app.register(fastifyCors, {
    origin: corsOrigins,
    // A site on another origin reads when to send a refused upload again.
    exposedHeaders: ['retry-after'],
  });
  await app.register(fastifyCookie);
  // Before the staff check, so that a refused request is answered with its id too.
  useRequestTrace(app);
  useRequestIdInErrors(app);
  useRequestLog(app, logger);
  useHttpMetrics(app);
  useCrossOriginProtection(app, corsOrigins);
  // Before any route is registered: routes are staff-only unless marked public.
  useStaffAuth(app, app.get(StaffSessionStore), app.get(AccountStanding));
  useBodyParsers(app, config.JSON_BODY_LIMIT_BYTES);
  const rateLimitRedis = new Redis({
    ...redisOptionsFromUrl(config.REDIS_URL),
    enableOfflineQueue: false,
    lazyConnect: true,
    // The counts of requests arriving together go to Redis in one write: a socket write a
    // request was a large share of the accept path's CPU (docs/performance.md, "Accept path").
    enableAutoPipelining: true,
  });
  // Connected before the first request: without an offline queue, a request that came before
  // the connection would skip the limit. A Redis that is away at start is retried as usual.
  await rateLimitRedis.connect().catch(() => undefined);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', async () => void (await rateLimitRedis.quit()));
  await useRateLimit(app, {
    redis: rateLimitRedis,
    max: config.RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    nameSpace: `${config.QUEUE_PREFIX}:rate-limit:`,
  });
  useHoneypot(app);
  // Application forms with a resume; limits are set where the parts are read.
  await app.register(fastifyMultipart);
  if (servesOpenApiDocs(config)) useOpenApi(app);
  await useQueuesBoard(app);
  // No enableShutdownHooks: main.ts stops on SIGTERM itself and exits 0 (runtime's graceful stop).
  return app;
}

/**
 * Stops the gateway as SIGTERM does: it stops listening and answers the requests under way,
 * then closes its queues and connections. Nest's own `close()` closes those first, and a
 * request still being read would find them gone.
 */
export async function closeGateway(app: NestFastifyApplication): Promise<void> {
  await app.getHttpAdapter().getInstance().close();
  await app.close();
}
