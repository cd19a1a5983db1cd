import { joinRouteConfig } from './route-config';

/** What marks a route as an admin's, in its fastify route config. */
export interface AdminOnlyConfig {
  adminOnly: true;
}

/** True for a route that only an admin may use. */
export const isAdminOnly = (config: unknown): boolean =>
  (config as Partial<AdminOnlyConfig> | undefined)?.adminOnly === true;

/**
 * Keeps a staff-only route to admins: the staff-auth hook answers a signed-in member of staff
 * 403 FORBIDDEN before the handler runs (and before the body is read). On a class, write it on
 * each handler: the hook reads the route's config, which Nest builds per handler.
 */
export const AdminOnly = (): MethodDecorator => joinRouteConfig({ adminOnly: true });
