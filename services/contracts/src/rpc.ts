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
  newsletterSubscribe: 'newsletter.subscribe',
  newsletterUnsubscribe: 'newsletter.unsubscribe',
} as const;

/** The newsletter service's answers; the gateway turns them into HTTP statuses. */
export type SubscribeOutcome =
  { status: 'subscribed' | 'reactivated'; id: string } | { status: 'already-subscribed' };
export type UnsubscribeOutcome = {
  status: 'unsubscribed' | 'already-unsubscribed' | 'unknown-token';
};

export interface ServiceHealth {
  service: ServiceName;
  database: 'up' | 'down';
  /** Tables the service's migrations created (the console's 'N Tables' card adds them up). */
  tables: number;
}
