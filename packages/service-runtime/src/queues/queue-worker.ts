import type { QueueName } from '@bytecraft/contracts/queues';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap, type Provider } from '@nestjs/common';
import type { Job } from 'bullmq';
import { hostname } from 'node:os';
import { JobHandlers } from '../jobs/job-handlers';
import { WORKER_OPTIONS } from './job-options';

const WORKER_CONCURRENCY = Symbol('WORKER_CONCURRENCY');

/** Hands the validated `WORKER_CONCURRENCY` to the service's queue worker. */
export const workerConcurrencyProvider = (config: { WORKER_CONCURRENCY: number }): Provider => ({
  provide: WORKER_CONCURRENCY,
  useValue: config.WORKER_CONCURRENCY,
});

/**
 * `@Processor` with every worker's lock settings. The worker is created stopped: a decorator's
 * options are fixed when the class is defined, before configuration is read, so
 * `QueueWorkerHost` sets the concurrency and starts it once the application is up. Its name
 * (host and pid) is recorded on each job it runs (`processedBy`), so a job says which replica
 * ran it.
 */
export const QueueWorker = (queue: QueueName): ClassDecorator =>
  Processor(queue, {
    ...WORKER_OPTIONS,
    autorun: false,
    name: `${hostname()}:${process.pid}`,
  });

/**
 * Base of every service's queue worker (declared with `@QueueWorker`). Work starts only after
 * every module has initialised (migrations run, connections made), at the configured
 * concurrency from the first job.
 */
export abstract class QueueWorkerHost extends WorkerHost implements OnApplicationBootstrap {
  @Inject(WORKER_CONCURRENCY) private readonly concurrency: number;

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.concurrency;
    // run() settles only when the worker closes; it rejects only on a programming error (run
    // twice, no processor), and then the process must crash rather than sit idle.
    this.worker.run().catch((error: unknown) => {
      new Logger(this.constructor.name).fatal(`The queue worker stopped: ${String(error)}`);
      throw error;
    });
  }
}

/**
 * A queue's worker over the `@OnJob` methods of the providers it is given: each job runs on the
 * handler of its name, and the service refuses to start when one of the queue's jobs has no
 * handler or two (JobHandlers).
 */
export abstract class HandlersWorkerHost extends QueueWorkerHost {
  protected readonly jobs: JobHandlers;

  constructor(queue: QueueName, handlers: object[]) {
    super();
    this.jobs = new JobHandlers(queue, handlers);
  }

  process(job: Job): Promise<unknown> {
    return this.jobs.run(job);
  }
}
