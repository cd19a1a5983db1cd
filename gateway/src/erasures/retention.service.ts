import { type ErasureScope } from '@bytecraft/contracts/people';
import { RETENTION_DEFAULT_MONTHS, type RetainedKind } from '@bytecraft/contracts/retention';
import { NEWSLETTER_CONFIRM_DAYS } from '@bytecraft/contracts/retention-policy';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { GATEWAY_CONFIG, retentionMonths, type GatewayConfig } from '../config/gateway.config';
import { ErasuresService } from './erasures.service';

/** The one scheduler of the daily run: every replica upserts it, so there is only ever one. */
export const RETENTION_SCHEDULER_ID = 'retention-daily';
/** Daily at 03:00 UTC, when the site is quiet. */
const RETENTION_PATTERN = '0 3 * * *';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention: once a day, an erasure (reason 'retention') of every record whose last contact is
 * older than its kind's months (RETENTION_MONTHS_<KIND>), and of pending newsletter
 * subscriptions whose link has expired, through the same jobs, reports and progress as a
 * person's erasure.
 */
@Injectable()
export class Retention implements OnApplicationBootstrap {
  private readonly logger = new Logger(Retention.name);

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @InjectQueue(QueueName.Erasures) private readonly queue: Queue,
    private readonly erasures: ErasuresService,
  ) {}

  /**
   * Not awaited: the gateway serves while Redis is away at start, and the scheduler is set
   * once it is back (or by the next replica to start).
   */
  onApplicationBootstrap(): void {
    this.schedule().catch((error: unknown) =>
      this.logger.warn(`The retention run is not scheduled: ${String(error)}`),
    );
  }

  private async schedule(): Promise<void> {
    await this.queue.waitUntilReady();
    if (!this.config.RETENTION_ENABLED) {
      await this.queue.removeJobScheduler(RETENTION_SCHEDULER_ID);
      return;
    }
    await this.queue.upsertJobScheduler(
      RETENTION_SCHEDULER_ID,
      { pattern: RETENTION_PATTERN, tz: 'UTC' },
      { name: JobName.RetentionDue, data: {}, opts: DEFAULT_JOB_OPTIONS },
    );
  }

  /** `now`: the clock the cutoffs are computed from (a test's; the run's time otherwise). */
  @OnJob(JobName.RetentionDue)
  async due({ now }: JobOf<JobName.RetentionDue>): Promise<{ erasureId: string }> {
    const erasure = await this.erasures.start({
      reason: 'retention',
      requestedById: null,
      emailHash: null,
      scope: this.scope(now ? new Date(now) : new Date()),
    });
    return { erasureId: erasure.id };
  }

  /** Each kind's cutoff: `now` less its months; and when a pending subscription expires. */
  scope(now: Date): Extract<ErasureScope, { before: unknown }> {
    const before = Object.fromEntries(
      (Object.keys(RETENTION_DEFAULT_MONTHS) as RetainedKind[]).map((kind) => [
        kind,
        monthsBefore(now, retentionMonths(this.config, kind)).toISOString(),
      ]),
    ) as Record<RetainedKind, string>;
    const pendingBefore = new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * DAY_MS).toISOString();
    return { before, pendingBefore };
  }
}

/**
 * The same time `months` calendar months earlier; a day the month lacks is its last day
 * (31 March less a month is 28 or 29 February, never 3 March): a record is never erased early.
 */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}
