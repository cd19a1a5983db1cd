import type { Provider } from '@nestjs/common';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

export const SERVICE_CLIENT = Symbol('SERVICE_CLIENT');

/**
 * One client over the Redis transport reaches every service: each answers the patterns under
 * its own name, so reads and health checks go to the service that owns the data. The channels
 * live in the deployment's namespace, like its queues; each request carries the id of the
 * visitor's request it serves, for the service's logs.
 */
export const serviceClientProvider: Provider<NamespacedClientRedis> = {
  provide: SERVICE_CLIENT,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig) =>
    new NamespacedClientRedis(config.QUEUE_PREFIX, config.REDIS_URL),
};
