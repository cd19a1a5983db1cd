import { redisTransportOptions } from '@bytecraft/contracts/env';
import type { Provider } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

export const SERVICE_CLIENT = Symbol('SERVICE_CLIENT');

/**
 * One client over the Redis transport reaches every service: each answers the patterns under
 * its own name, so reads and health checks go to the service that owns the data.
 */
export const serviceClientProvider: Provider<ClientProxy> = {
  provide: SERVICE_CLIENT,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig) =>
    ClientProxyFactory.create({
      transport: Transport.REDIS,
      options: redisTransportOptions(config.REDIS_URL),
    }),
};
