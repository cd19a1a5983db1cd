import type { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

/** When a periodic pass runs, and what its log says when one fails. */
export interface PassSchedule {
  everyMs: number;
  /** Whether the first pass runs at start rather than one interval later. */
  atStart: boolean;
  /** The warning's opening words; the error follows them. */
  failure: string;
}

/**
 * Work each replica repeats on a timer (a purge, a sweep): a failed pass is logged and left to
 * the next one, the timer never keeps the process alive, and a pass under way finishes before
 * the module stops, so it never outlives the connections it uses.
 */
export abstract class PeriodicPass implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(private readonly schedule: PassSchedule) {}

  /** One pass. */
  protected abstract pass(): Promise<unknown>;

  onApplicationBootstrap() {
    const run = () => {
      this.running = this.pass().catch((error: unknown) =>
        this.logger.warn(`${this.schedule.failure}: ${String(error)}`),
      );
    };
    if (this.schedule.atStart) run();
    this.timer = setInterval(run, this.schedule.everyMs);
    this.timer.unref();
  }

  async onModuleDestroy() {
    clearInterval(this.timer);
    await this.running;
  }
}
