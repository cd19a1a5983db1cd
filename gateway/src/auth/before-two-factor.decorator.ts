import { joinRouteConfig } from './route-config';

/** What marks a route an admin may use before turning two-factor on, in its route config. */
export interface BeforeTwoFactorConfig {
  beforeTwoFactor: true;
}

export const isBeforeTwoFactor = (config: unknown): boolean =>
  (config as Partial<BeforeTwoFactorConfig> | undefined)?.beforeTwoFactor === true;

/**
 * A staff route an admin who must turn two-factor on (the team's setting) may still
 * use: setting it up, and signing out. Every other staff route answers them 403 in the
 * staff-auth hook. On a class, write it on each handler, as AdminOnly.
 */
export const BeforeTwoFactor = (): MethodDecorator => joinRouteConfig({ beforeTwoFactor: true });
