import {
  ERASURE_PARTS,
  type Erasure,
  type ErasureCounts,
  type ErasurePart,
  type ErasurePartProgress,
  type ErasureReport,
  type ErasureScope,
} from '@bytecraft/contracts/people';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { ERASURE_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { ApiError } from '../http/api-error';
import { notFound } from '../http/found';
import { ObjectStorage } from '../uploads/object-storage';
import { ErasureRow, toErasure } from './erasure.entity';
import { InjectErasureQueues } from './erasure-queues';

/** Who asks for an erasure, and what it erases. */
export interface ErasureRequest {
  reason: Erasure['reason'];
  /** The admin's account id; null for a retention run. */
  requestedById: string | null;
  emailHash: string | null;
  scope: ErasureScope;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pending = (): ErasurePartProgress => ({ status: 'pending', counts: {}, finishedAt: null });

/**
 * Erasures: each one a row (who, when, each part's progress) and one `ErasureRequested` job on
 * every queue of ERASURE_QUEUES, so every service erases what it owns, a service that is down
 * when it returns. Parts report back on the erasures queue; the first report of a part stands.
 */
@Injectable()
export class ErasuresService {
  private readonly logger = new Logger(ErasuresService.name);

  constructor(
    @InjectRepository(ErasureRow) private readonly rows: Repository<ErasureRow>,
    private readonly storage: ObjectStorage,
    @InjectErasureQueues() private readonly queues: Queue[],
  ) {}

  /**
   * Stores the erasure, then hands its job to every queue (job id: the erasure's id). When a
   * queue refuses, the row goes again and the caller is answered 503: no erasure is left
   * showing progress that no job will bring. Jobs that did get queued still erase (harmless:
   * erasing twice finds nothing) and their reports find no row.
   */
  async start(request: ErasureRequest): Promise<Erasure> {
    const id = randomUUID();
    await this.rows.insert({
      id,
      reason: request.reason,
      requestedById: request.requestedById,
      emailHash: request.emailHash,
      parts: Object.fromEntries(ERASURE_PARTS.map((part) => [part, pending()])) as Record<
        ErasurePart,
        ErasurePartProgress
      >,
    });
    try {
      await Promise.all(
        this.queues.map((queue) =>
          queue.add(
            JobName.ErasureRequested,
            { erasureId: id, scope: request.scope },
            { ...ERASURE_JOB_OPTIONS, jobId: id },
          ),
        ),
      );
    } catch (error) {
      this.logger.warn(`Erasure ${id} not queued: ${String(error)}`);
      await this.rows.delete({ id });
      throw ApiError.unavailable();
    }
    return this.get(id);
  }

  /** The erasure by id; 404 for an unknown one (and for an id that is no uuid). */
  async get(id: string): Promise<Erasure> {
    const row = UUID.test(id) ? await this.rows.findOneBy({ id }) : null;
    if (!row) throw notFound();
    return toErasure(row);
  }

  /** The latest erasures, newest first. */
  async latest(limit: number): Promise<Erasure[]> {
    const rows = await this.rows.find({ order: { requestedAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(toErasure);
  }

  /**
   * A part's report. Recruiting's part is done only once the resumes it names are gone from
   * the bucket (this process alone holds the bucket's keys); a second report of a part (a job
   * run again) changes nothing.
   */
  @OnJob(JobName.ErasureReported)
  async reported(report: ErasureReport): Promise<{ recorded: boolean }> {
    const { erasureId, part, resumeKeys = [] } = report;
    let counts = report.counts;
    if (part === ServiceName.Recruiting) {
      // One by one: a missing object is no error (S3's DELETE answers 204 for it).
      for (const key of resumeKeys) await this.storage.remove(key);
      counts = { ...counts, resumes: resumeKeys.length };
    }
    return { recorded: await this.record(erasureId, part, counts) };
  }

  /**
   * Marks a part done with its counts if it is still pending, in one statement (the first
   * report wins), and the erasure finished when it was the last part pending.
   */
  async record(erasureId: string, part: ErasurePart, counts: ErasureCounts): Promise<boolean> {
    const progress: ErasurePartProgress = {
      status: 'done',
      counts,
      finishedAt: new Date().toISOString(),
    };
    const [, affected] = await this.rows.query<[unknown, number]>(
      `UPDATE "erasures"
          SET "parts" = jsonb_set("parts", ARRAY[$2::text], $3::jsonb),
              "finished_at" = CASE
                WHEN NOT EXISTS (
                  SELECT 1 FROM jsonb_each(jsonb_set("parts", ARRAY[$2::text], $3::jsonb)) p
                   WHERE p.value->>'status' <> 'done'
                ) THEN now() END
        WHERE "id" = $1 AND "parts"->$2->>'status' = 'pending'`,
      [erasureId, part, JSON.stringify(progress)],
    );
    return affected > 0;
  }
}
