/** The services that answer requests from the gateway over the microservice transport. */
export enum ServiceName {
  Lead = 'lead',
  Recruiting = 'recruiting',
  Newsletter = 'newsletter',
  Notification = 'notification',
}

/** Message patterns, named once; each service answers those under its own name. */
export const rpc = {
  health: (service: ServiceName) => `${service}.health`,
} as const;

export interface ServiceHealth {
  service: ServiceName;
  database: 'up' | 'down';
}
