import 'reflect-metadata';
import type { Logger } from 'pino';
import { initMetrics } from '@bytecraft/service-runtime/metrics/metrics';
import { startMetricsServer } from '@bytecraft/service-runtime/metrics/metrics-server';
import { createRootLogger } from '@bytecraft/service-runtime/logging/root-logger';
import { turnOffPretenuring } from '@bytecraft/service-runtime/ops/pretenuring';
import { stopGracefullyOnSignals } from '@bytecraft/service-runtime/service/graceful-stop';
import { closeGateway, createGatewayApp } from './app';
import { loadGatewayConfig } from './config/gateway.config';

async function bootstrap() {
  turnOffPretenuring();
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
