import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import type { Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

export const STAFF_REDIS = Symbol('STAFF_REDIS');

/**
 * Sessions and sign-in counters live in Redis so every gateway replica shares them. Without an
 * offline queue a request fails at once while Redis is away instead of waiting for it.
 */
export const staffRedisProvider: Provider<Redis> = {
  provide: STAFF_REDIS,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig) =>
    new Redis({ ...redisOptionsFromUrl(config.REDIS_URL), enableOfflineQueue: false }),
};
