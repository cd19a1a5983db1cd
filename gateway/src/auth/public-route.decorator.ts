import { joinRouteConfig } from './route-config';

/** What marks a route as open to everyone, in its fastify route config. */
export interface PublicRouteConfig {
  publicRoute: {
    /** Its answer is a staff member's (sign-in, who is signed in): never cached, as staff routes. */
    staffAnswer: boolean;
  };
}

export interface PublicRouteOptions {
  staffAnswer?: boolean;
}

export const publicRouteConfig = ({
  staffAnswer = false,
}: PublicRouteOptions = {}): PublicRouteConfig => ({
  publicRoute: { staffAnswer },
});

/** True for a route that needs no staff session (PublicRoute or AcceptsSubmission). */
export const isPublicRoute = (config: unknown): boolean =>
  (config as Partial<PublicRouteConfig> | undefined)?.publicRoute !== undefined;

/**
 * Opens a route to everyone. Every other route answers 401 without a staff session (the
 * staff-auth hook); this is the only way out, so a route added without it is staff-only.
 */
export const PublicRoute = (options: PublicRouteOptions = {}): MethodDecorator =>
  joinRouteConfig(publicRouteConfig(options));
