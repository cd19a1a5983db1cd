import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

/**
 * A method decorator that joins `config` to whatever fastify route config the handler already
 * has (write it above a RouteConfig), for the staff-auth hook to read.
 */
export const joinRouteConfig =
  (config: object): MethodDecorator =>
  (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const current = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...current, ...config }, handler);
    return descriptor;
  };
