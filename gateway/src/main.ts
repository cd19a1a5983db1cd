import 'reflect-metadata';
import { initMetrics } from '@bytecraft/service-runtime/metrics/metrics';
import { startMetricsServer } from '@bytecraft/service-runtime/metrics/metrics-server';
import { createRootLogger } from '@bytecraft/service-runtime/logging/root-logger';
import { loadOpsConfig } from '@bytecraft/service-runtime/ops/ops-env';
import { stopGracefullyOnSignals } from '@bytecraft/service-runtime/service/graceful-stop';
import { closeGateway, createGatewayApp } from './app';
import { loadGatewayConfig } from './config/gateway.config';

async function bootstrap() {
  const ops = loadOpsConfig();
  const logger = createRootLogger('gateway', ops);
  try {
    const config = loadGatewayConfig();
    const app = await createGatewayApp(config, logger);
    initMetrics('gateway');
    await app.listen(config.PORT, config.HOST);
    const metrics =
      ops.METRICS_PORT === undefined
        ? undefined
        : await startMetricsServer(ops.METRICS_PORT, ops.METRICS_HOST);
    // SIGTERM: stop listening, answer the requests under way, close connections, exit 0.
    stopGracefullyOnSignals({
      app,
      logger,
      timeoutSeconds: ops.SHUTDOWN_TIMEOUT_SECONDS,
      close: () => closeGateway(app),
      also: () => metrics?.close() ?? Promise.resolve(),
    });
    logger.info(
      { port: config.PORT, metricsPort: metrics?.port, pid: process.pid },
      `API listening on http://localhost:${config.PORT}/api`,
    );
  } catch (error) {
    logger.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

void bootstrap();
