import { staffRpc, type ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { JobName } from '@bytecraft/contracts/queues';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PeriodicPass } from '@bytecraft/service-runtime/service/periodic-pass';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { ObjectStorage } from './object-storage';
import { PendingUploads, type PendingUpload, type UploadJob } from './pending-uploads';

/** The record a job with a resume becomes, stored under the job's submission id. */
export const RECORD_OF: Record<UploadJob, 'job-application' | 'internship-application'> = {
  [JobName.JobApplicationSubmitted]: 'job-application',
  [JobName.ResumeSubmitted]: 'job-application',
  [JobName.InternshipApplicationSubmitted]: 'internship-application',
};

/**
 * Removes what a crash left of an upload, every quarter of UPLOAD_ORPHAN_AGE_SECONDS: objects
 * whose pending entry is that old and that neither their job nor their record names, and
 * temporary files that old. An upload in progress is minutes old at most (a stalled store
 * fails it after a minute), so only leftovers are that old.
 */
@Injectable()
export class OrphanSweep extends PeriodicPass {
  protected readonly logger = new Logger(OrphanSweep.name);
  private readonly ageMs: number;
  private readonly tmpDir: string;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly pending: PendingUploads,
    private readonly storage: ObjectStorage,
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
  ) {
    const ageMs = config.UPLOAD_ORPHAN_AGE_SECONDS * 1000;
    super({ everyMs: ageMs / 4, atStart: false, failure: 'Sweep failed' });
    this.ageMs = ageMs;
    this.tmpDir = config.UPLOAD_TMP_DIR;
  }

  protected pass() {
    return this.sweep();
  }

  /** One pass; `now` lets a test pretend time has passed. Returns what it removed. */
  async sweep(now = Date.now()): Promise<{ objects: string[]; files: string[] }> {
    const before = now - this.ageMs;
    const objects: string[] = [];
    for (const upload of await this.pending.beganBefore(before)) {
      try {
        if (!(await this.isNamed(upload))) {
          await this.storage.remove(upload.key);
          objects.push(upload.key);
        }
        await this.pending.remove(upload);
      } catch (error) {
        // Redis, the store or the recruiting service is away: the next pass tries again.
        this.logger.warn(`Upload ${upload.key} kept for the next sweep: ${String(error)}`);
      }
    }
    return { objects, files: await this.sweepFiles(before) };
  }

  /**
   * A job that names another object, or that has yet to run, decides. Once it has run, or is
   * gone, the record is the truth (it was stored from the first job with this id).
   */
  private async isNamed(upload: PendingUpload): Promise<boolean> {
    const job = await this.pending.jobOf(upload);
    if (job && (!job.names || !job.done)) return job.names;
    const record = await askService<ResumeLocation | null>(
      this.services,
      staffRpc.resume(RECORD_OF[upload.job]),
      { id: upload.id },
    );
    return record?.key === upload.key;
  }

  private async sweepFiles(before: number): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await readdir(this.tmpDir)) {
      const path = join(this.tmpDir, name);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < before) {
        await rm(path, { force: true });
        removed.push(path);
      }
    }
    return removed;
  }
}
