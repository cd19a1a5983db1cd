/**
 * Retries with exponential backoff (1 s, 2 s, 4 s ... about 17 min in all); a job that
 * exhausts them stays in the failed set for an operator to re-drive, never dropped.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: false,
} as const;

/**
 * A mail job carries addresses and sealed links: it leaves Redis as soon as its mails are sent.
 * A batch published again after that is a new job, and the notification service's claim on each
 * delivery id still sends each mail once. One that fails for good stays, for an operator.
 */
export const MAIL_JOB_OPTIONS = { ...DEFAULT_JOB_OPTIONS, removeOnComplete: true } as const;

/**
 * Every worker's lock settings. A worker that dies mid-job (SIGKILL, a lost container) stops
 * renewing its lock; within about 30 s the job is back in the queue for another worker, and
 * its idempotent handler makes the second run harmless.
 */
export const WORKER_OPTIONS = {
  lockDuration: 15_000,
  stalledInterval: 15_000,
  maxStalledCount: 5,
} as const;

/**
 * An erasure's job carries the address it erases: it leaves Redis as soon as it is done, and
 * keeps trying (about six days in all) so a
 * service that is down erases when it returns.
 */
export const ERASURE_JOB_OPTIONS = {
  attempts: 20,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: true,
  removeOnFail: false,
} as const;
