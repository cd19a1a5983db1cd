import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** The submissions that carry a resume, all queued for the recruiting service. */
export type UploadJob =
  | JobName.JobApplicationSubmitted
  | JobName.ResumeSubmitted
  | JobName.InternshipApplicationSubmitted;

/** An object in the bucket whose submission's job may not name it (yet, or ever). */
export interface PendingUpload {
  job: UploadJob;
  /** The submission id, which is also the job's id and the record's. */
  id: string;
  key: string;
}

const member = ({ job, id, key }: PendingUpload) => JSON.stringify([job, id, key]);

/**
 * Uploads between their object's first byte and the check that their job names it, as a sorted
 * set in Redis (score: when it began) beside the queue that will hold the job. A crash in that
 * window, a failed publish whose cleanup failed too, or a resend of a submission already
 * accepted (its job names the first object) leaves an entry; the sweep settles old entries by
 * asking the job, or the record once the job is done. Redis rather than a `pending/` prefix in
 * the bucket: the reference being checked lives here, and marking an upload done costs one
 * command instead of copying 5 MB to a final key.
 */
@Injectable()
export class PendingUploads implements OnModuleInit, OnModuleDestroy {
  private readonly key: string;
  // Without an offline queue, an upload fails at once while Redis is away, before storing.
  private readonly redis: Redis;

  constructor(
    @InjectQueue(QueueName.Recruiting) private readonly queue: Queue,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.key = `${config.QUEUE_PREFIX}:uploads:pending`;
    this.redis = new Redis({
      ...redisOptionsFromUrl(config.REDIS_URL),
      enableOfflineQueue: false,
      lazyConnect: true,
      // Uploads in flight together share writes, as the rate limit's counts do (app.ts).
      enableAutoPipelining: true,
    });
  }

  /** Connected before the first request; if Redis is away, it keeps trying on its own. */
  async onModuleInit() {
    await this.redis.connect().catch(() => undefined);
  }

  async onModuleDestroy() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  async add(upload: PendingUpload, since = Date.now()): Promise<void> {
    await this.redis.zadd(this.key, since, member(upload));
  }

  async remove(upload: PendingUpload): Promise<void> {
    await this.redis.zrem(this.key, member(upload));
  }

  /** Entries that began before `time`, oldest first. */
  async beganBefore(time: number, limit = 100): Promise<PendingUpload[]> {
    const members = await this.redis.zrangebyscore(this.key, '-inf', `(${time}`, 'LIMIT', 0, limit);
    return members.map((entry) => {
      const [job, id, key] = JSON.parse(entry) as [UploadJob, string, string];
      return { job, id, key };
    });
  }

  /**
   * What the job queued under the submission id says of the upload: whether its data names
   * the object, and whether it has run. Undefined when there is no such job: never queued, or
   * run and removed (completed jobs are kept a day).
   */
  async jobOf(upload: PendingUpload): Promise<{ names: boolean; done: boolean } | undefined> {
    const job = await this.queue.getJob(upload.id);
    if (!job) return undefined;
    return { names: names(job, upload), done: (await job.getState()) === 'completed' };
  }

  /**
   * Whether the job queued under the submission id names the object, undefined when there is
   * no such job: jobOf without the job's state, which costs another round trip and script.
   */
  async jobNames(upload: PendingUpload): Promise<boolean | undefined> {
    const job = await this.queue.getJob(upload.id);
    return job ? names(job, upload) : undefined;
  }
}

const names = (job: Job, upload: PendingUpload) =>
  (job.data as JobOf<UploadJob>).data.resume?.key === upload.key;
