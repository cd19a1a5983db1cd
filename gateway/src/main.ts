import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import type { Logger } from 'pino';
import { initMetrics } from '@bytecraft/service-runtime/metrics/metrics';
import { startMetricsServer } from '@bytecraft/service-runtime/metrics/metrics-server';
import { createRootLogger } from '@bytecraft/service-runtime/logging/root-logger';
import { stopGracefullyOnSignals } from '@bytecraft/service-runtime/service/graceful-stop';
import { closeGateway, createGatewayApp } from './app';
import { loadGatewayConfig } from './config/gateway.config';

// V8 allocates objects from a site in the old generation once most of a sample from it outlived
// a young-generation collection. A burst of requests while the code is still cold makes a
// request's objects look long-lived; once V8 decides so, everything they reference outlives the
// young collections too, and the process pays several times the garbage collection for the rest
// of its life. A request's objects are short-lived, so the gateway never wants that decision.
setFlagsFromString('--no-allocation-site-pretenuring');

async function bootstrap() {
  let logger: Logger | undefined;
  try {
    const config = loadGatewayConfig();
    logger = createRootLogger('gateway', config);
    const app = await createGatewayApp(config, logger);
    initMetrics('gateway');
    await app.listen(config.PORT, config.HOST);
    const metrics =
      config.METRICS_PORT === undefined
        ? undefined
        : await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST);
    // SIGTERM: stop listening, answer the requests under way, close connections, exit 0.
    stopGracefullyOnSignals({
      app,
      logger,
      timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS,
      close: () => closeGateway(app),
      also: () => metrics?.close() ?? Promise.resolve(),
    });
    logger.info(
      { port: config.PORT, metricsPort: metrics?.port, pid: process.pid },
      `API listening on http://localhost:${config.PORT}/api`,
    );
  } catch (error) {
    // Configuration errors name the variable in their message; print it plainly too.
    (logger ?? console).error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

void bootstrap();
