import type { ServiceName } from '@bytecraft/contracts/rpc';
import type { INestMicroservice } from '@nestjs/common';
import type { Logger } from 'pino';
import { createRootLogger } from '../logging/root-logger';
import { initMetrics } from '../metrics/metrics';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server';
import { DEFAULT_NICENESS, yieldCpu } from '../ops/niceness';
import { turnOffPretenuring } from '../ops/pretenuring';
import { stopGracefullyOnSignals } from './graceful-stop';
import type { ServiceConfig } from './service-app';

/**
 * A service's `main`: turns off V8's pretenuring (see `turnOffPretenuring`), reads its
 * configuration (refusing to start on a bad one, naming the variable), takes its CPU priority
 * (PROCESS_NICE, else the service's default), starts it, serves `/metrics` when METRICS_PORT is
 * set, and stops gracefully on SIGTERM. Everything a service's main.ts would otherwise repeat.
 */
export async function runService<C extends ServiceConfig>(
  service: ServiceName,
  loadConfig: () => C,
  createApp: (config: C, logger: Logger) => Promise<INestMicroservice>,
): Promise<void> {
  turnOffPretenuring();
  let logger: Logger | undefined;
  try {
    const config = loadConfig();
    logger = createRootLogger(service, config);
    const nice = yieldCpu(config.PROCESS_NICE ?? DEFAULT_NICENESS[service]);
    const app = await createApp(config, logger);
    initMetrics(service);
    await app.listen();
    let metrics: MetricsServer | undefined;
    if (config.METRICS_PORT !== undefined) {
      metrics = await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST);
    }
    stopGracefullyOnSignals({
      app,
      logger,
      timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS,
      also: () => metrics?.close() ?? Promise.resolve(),
    });
    logger.info(
      { metricsPort: metrics?.port, pid: process.pid, nice },
      `${service} service started`,
    );
  } catch (error) {
    // Configuration errors name the variable in their message; print it plainly too.
    (logger ?? console).error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
