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
  newsletterConfirm: 'newsletter.confirm',
} as const;

/** The newsletter service's answers; the gateway turns them into HTTP statuses. */
/** 'pending': double opt-in is on, the confirmation link is mailed (again, if it was pending). */
export type SubscribeOutcome =
  | { status: 'subscribed' | 'reactivated' | 'pending'; id: string }
  | { status: 'already-subscribed' };
/** `newsletter.confirm` `{ token }`: a link followed twice confirms once. */
export type ConfirmOutcome = {
  status: 'confirmed' | 'already-confirmed' | 'unknown-token';
};
export type UnsubscribeOutcome = {
  status: 'unsubscribed' | 'already-unsubscribed' | 'unknown-token';
};

export interface ServiceHealth {
  service: ServiceName;
  database: 'up' | 'down';
  /** Tables the service's migrations created (the console's 'N Tables' card adds them up). */
  tables: number;
}
