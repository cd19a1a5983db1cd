import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

/** What marks a route as open to everyone, in its fastify route config. */
export interface PublicRouteConfig {
  publicRoute: {
    /** Refuse a state-changing request from a foreign site even here (sign-in). */
    checkOrigin: boolean;
  };
}

export const publicRouteConfig = (checkOrigin = false): PublicRouteConfig => ({
  publicRoute: { checkOrigin },
});

/** True for a route that needs no staff session (PublicRoute or AcceptsSubmission). */
export const isPublicRoute = (config: unknown): boolean =>
  (config as Partial<PublicRouteConfig> | undefined)?.publicRoute !== undefined;

/**
 * Opens a route to everyone. Every other route answers 401 without a staff session (the
 * staff-auth hook); this is the only way out, so a route added without it is staff-only.
 * It joins whatever route config the handler already has (write it above a RouteConfig).
 */
export const PublicRoute =
  (options: { checkOrigin?: boolean } = {}): MethodDecorator =>
  (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
    Reflect.defineMetadata(
      FASTIFY_ROUTE_CONFIG_METADATA,
      { ...config, ...publicRouteConfig(options.checkOrigin) },
      handler,
    );
    return descriptor;
  };
