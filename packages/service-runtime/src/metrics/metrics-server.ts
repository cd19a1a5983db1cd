import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` on a port of its own, apart from the API: Prometheus reaches it inside the
 * deployment's network, visitors never do, and staff sign-in does not stand in its way.
 */
export async function startMetricsServer(port: number, host = '0.0.0.0'): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
