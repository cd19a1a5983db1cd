/** What the board's hooks read from a route's config. */
export interface QueueActionConfig {
  /** An admin's action on jobs, written to the audit log before it is carried out. */
  queueAction: 'retry' | 'clean';
  /** A change nobody makes through the board. */
  queueActionRefused: true;
}

/**
 * The board's changes an admin may make (its routes, under its base path): re-drive failed jobs
 * and clean jobs away. Nothing else that is not a read: adding a job, editing its data, its
 * delay or priority, pausing, emptying or obliterating a queue, job schedulers, concurrency.
 */
const ADMIN_ACTIONS: Readonly<Record<string, QueueActionConfig['queueAction']>> = {
  'PUT /api/queues/:queueName/:jobId/retry': 'retry',
  'PUT /api/queues/:queueName/retry/:queueStatus': 'retry',
  'PUT /api/queues/:queueName/:jobId/clean': 'clean',
  'PUT /api/queues/:queueName/clean/:queueStatus': 'clean',
};

/**
 * Who may use one of the board's routes: anyone signed in reads; the admin actions are an
 * admin's; every other route is a change, refused to everyone (a route a later Bull Board adds
 * is refused until it is named here).
 */
export function boardRouteRule(
  method: string,
  url: string,
): 'read' | 'refused' | QueueActionConfig['queueAction'] {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD') return 'read';
  return ADMIN_ACTIONS[`${upper} ${url}`] ?? 'refused';
}
