import type { INestApplicationContext } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import type { Logger } from 'pino';

/**
 * Stops taking jobs and waits for the running ones (BullMQ's `worker.close()` lets them
 * finish), before anything else closes: Nest's own shutdown closes the database pool and the
 * queues in an order of its choosing, and a job finishing after its pool closed would fail.
 */
export async function drainWorkers(app: INestApplicationContext): Promise<number> {
  const discovery = app.get(DiscoveryService, { strict: false });
  const hosts = discovery
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
  await Promise.all(hosts.map((host) => host.worker?.close()));
  return hosts.length;
}

/**
 * SIGTERM (compose stop, `npm start` restarting one process) and SIGINT: drain the workers,
 * close the application (transport, pools, connections) and whatever else the caller holds,
 * exit 0. Past `timeoutSeconds`, exit 1: the orchestrator would SIGKILL us soon anyway, and a
 * job cut short returns to the queue when its lock expires.
 */
export function stopGracefullyOnSignals(options: {
  app: INestApplicationContext;
  logger: Logger;
  timeoutSeconds: number;
  /** How the application closes, when not Nest's `close()` alone (the gateway's HTTP first). */
  close?: () => Promise<void>;
  /** Closed after the application (a metrics server). */
  also?: () => Promise<void>;
}): void {
  const { app, logger, timeoutSeconds, close = () => app.close(), also } = options;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new jobs or requests, finishing the running ones');
    setTimeout(() => {
      logger.error({ timeoutSeconds }, 'did not stop in time; exiting');
      process.exit(1);
    }, timeoutSeconds * 1000);
    try {
      const workers = await drainWorkers(app);
      await close();
      await also?.();
      logger.info({ workers }, 'stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'stop failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
