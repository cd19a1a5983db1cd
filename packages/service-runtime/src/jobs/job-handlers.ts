import { failedErasureJob } from '@bytecraft/contracts/people';
import { JobName, type QueueName } from '@bytecraft/contracts/queues';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { z } from 'zod';
import { jobDuration, jobsTotal } from '../metrics/metrics';
import { checkJobHandlers } from './check-job-handlers';
import type { JobContext } from './job-context';
import { JOB_SCHEMAS } from './job-schemas';
import { onJobMethods } from './on-job';

/** An `@OnJob` method: the job's data, and its context to hand on to what it publishes. */
type Handler = (data: unknown, context: JobContext) => Promise<unknown>;

/** A job's data as far as tracing goes: a submission (id) or a mail (submissionId). */
interface Traced {
  id?: unknown;
  requestId?: unknown;
  submissionId?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The ids a job's log lines carry: the visitor's request and the submission it belongs to,
 * read from its checked data only (a job that failed its check may hold anything there).
 */
function contextOf(queue: QueueName, job: Job, data: Traced = {}): JobContext {
  return {
    queue,
    job: job.name,
    jobId: job.id,
    requestId: text(data.requestId),
    submissionId: text(data.submissionId) ?? text(data.id),
  };
}

/**
 * The job's data as its schema gives it back, or an UnrecoverableError (BullMQ fails the job
 * at once, no retry: the same data would fail again) naming where it does not match and never
 * what it holds.
 */
function checkedData(job: Job): unknown {
  // Only a handled name comes here, and every JobName has its schema (JOB_SCHEMAS' type).
  const checked = z.safeParse(JOB_SCHEMAS[job.name as JobName], job.data);
  if (checked.success) return checked.data;
  const where = checked.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'} (${issue.code})`,
  );
  throw new UnrecoverableError(
    `The ${job.name} job's data does not match its schema: ${[...new Set(where)].join(', ')}`,
  );
}

/**
 * A queue's handlers, found on the `@OnJob` methods of the services given, checked at once
 * (every job of the queue has exactly one; see `checkJobHandlers`), and the one way a job runs:
 * its data checked against its schema first (`JOB_SCHEMAS`), then given its context (its
 * request and submission ids, for its log lines and the mail it asks for), logged with it when
 * it ends, and counted by outcome. A processor's `process(job)` is
 * `return this.jobs.run(job)`.
 */
export class JobHandlers {
  private readonly handlers = new Map<string, Handler>();
  private readonly logger: Logger;

  constructor(
    private readonly queue: QueueName,
    services: object[],
  ) {
    this.logger = new Logger(`${queue}-queue`);
    const declared = services.flatMap((service) =>
      onJobMethods(service).map(({ name, method }) => ({
        name,
        where: `${service.constructor.name}.${String(method)}`,
        handler: (data: unknown, context: JobContext) =>
          (service as Record<string | symbol, Handler>)[method].call(service, data, context),
      })),
    );
    checkJobHandlers(queue, declared);
    for (const { name, handler } of declared) this.handlers.set(name, handler);
  }

  /**
   * An erasure's job that failed for good is kept for an operator, but not with the address it
   * was to erase: it keeps the keyed hash (`failedErasureJob`), written before BullMQ moves it
   * to the failed set. Erasing the address again is how it is run again. Should the write fail
   * (Redis away), the job's own error still fails the job, and the warning says what is left.
   */
  private async forgetAddress(job: Job): Promise<void> {
    try {
      await job.updateData(failedErasureJob(job.data));
    } catch (error) {
      this.logger.error(
        { queue: this.queue, job: job.name, jobId: job.id, err: error },
        'a failed erasure job still holds its address: remove it by hand',
      );
    }
  }

  /** The job names this worker handles. */
  names(): JobName[] {
    return [...this.handlers.keys()] as JobName[];
  }

  async run(job: Job): Promise<unknown> {
    let context = contextOf(this.queue, job);
    const handler = this.handlers.get(job.name);
    const labels = { queue: this.queue, name: job.name };
    const started = process.hrtime.bigint();
    // attemptsMade counts the attempts that ended before this one.
    const attempt = job.attemptsMade + 1;
    try {
      // checkJobHandlers makes this impossible for a known job; an unknown name (an old
      // producer, a hand-made job) fails visibly and stays in the failed set.
      if (!handler)
        throw new Error(`The ${this.queue} service has no handler for job "${job.name}"`);
      const data = checkedData(job);
      context = contextOf(this.queue, job, data as Traced);
      const result = await handler(data, context);
      jobsTotal.inc({ ...labels, outcome: 'completed' });
      this.logger.log({ ...context, attempt, ms: elapsedMs(started), result }, 'job completed');
      return result;
    } catch (error) {
      const retried = !(error instanceof UnrecoverableError) && attempt < (job.opts.attempts ?? 1);
      jobsTotal.inc({ ...labels, outcome: retried ? 'retried' : 'failed' });
      if (!retried && job.name === JobName.ErasureRequested) await this.forgetAddress(job);
      this.logger.warn(
        { ...context, attempt, ms: elapsedMs(started), err: error, willRetry: retried },
        retried ? 'job failed, will retry' : 'job failed, no attempt left: kept in the failed set',
      );
      throw error;
    } finally {
      jobDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }
}

const elapsedMs = (since: bigint) =>
  Math.round(Number(process.hrtime.bigint() - since) / 1e4) / 100;
