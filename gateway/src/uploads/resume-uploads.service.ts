import type { StoredFile } from '@bytecraft/contracts/queues';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { z } from 'zod';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ApiError } from '../http/api-error';
import {
  readSubmission,
  type ReceivedResume,
  type ReceivedSubmission,
} from './multipart-submission';
import { ObjectStorage } from './object-storage';
import { PendingUploads, type PendingUpload, type UploadJob } from './pending-uploads';
import { UploadSlots } from './upload-slots';

/**
 * Submissions with a resume, from the request to the bucket with bounded memory: a bounded
 * number read at once, each held in memory while small or else streamed through a temporary
 * file while it is checked, and stored only once the whole form has passed. The job carries
 * the object's key, never the bytes.
 */
@Injectable()
export class ResumeUploads {
  private readonly logger = new Logger(ResumeUploads.name);
  readonly slots: UploadSlots;
  readonly tmpDir: string;
  private readonly memoryBytes: number;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly storage: ObjectStorage,
    private readonly pending: PendingUploads,
  ) {
    this.slots = new UploadSlots(config.UPLOAD_CONCURRENCY, config.UPLOAD_QUEUE_WAIT_MS);
    this.tmpDir = config.UPLOAD_TMP_DIR;
    this.memoryBytes = config.UPLOAD_MEMORY_BYTES;
    mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
  }

  /** Runs the handling of one upload in a slot; a client that leaves while waiting gives it up. */
  inSlot<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    const gone = new AbortController();
    const leave = () => gone.abort();
    const { socket } = request.raw;
    socket.once('close', leave);
    return this.slots
      .run(() => {
        socket.off('close', leave);
        return work();
      }, gone.signal)
      .finally(() => socket.off('close', leave));
  }

  read<S extends z.core.$ZodType>(
    request: FastifyRequest,
    schema: S,
    resumeRequired: boolean,
  ): Promise<ReceivedSubmission<z.output<S>>> {
    return readSubmission(request, {
      schema,
      resumeRequired,
      tmpDir: this.tmpDir,
      memoryBytes: this.memoryBytes,
    });
  }

  /**
   * Stores a checked resume under a random key and hands its description to `publish`. An
   * object whose job could not be queued is removed, and so is one whose job turns out to
   * name another object (a resend of a submission already accepted), just after the answer;
   * if that cleanup fails, the sweep finishes it. The temporary file, if there is one, goes in
   * every case.
   */
  async store<R>(
    resume: ReceivedResume,
    submission: { job: UploadJob; id: string },
    publish: (file: StoredFile) => Promise<R>,
  ): Promise<R> {
    const file: StoredFile = {
      key: `resumes/${randomUUID()}.${resume.kind}`,
      originalName: resume.originalName,
      contentType: resume.contentType,
      size: resume.size,
    };
    const upload: PendingUpload = { ...submission, key: file.key };
    try {
      await this.pending.add(upload).catch((error: unknown) => {
        this.logger.warn(`Submission ${upload.id} not stored, Redis is away: ${String(error)}`);
        throw ApiError.unavailable();
      });
      try {
        await this.storage.putFile(
          file.key,
          resume.bytes ?? resume.path,
          resume.size,
          resume.contentType,
        );
      } catch (error) {
        this.logger.warn(`Resume of ${upload.id} not stored: ${String(error)}`);
        await this.abandon(upload);
        throw ApiError.unavailable();
      }
      let receipt: R;
      try {
        receipt = await publish(file);
      } catch (error) {
        await this.abandon(upload);
        throw error;
      }
      // The visitor's answer waits for the job, not for the bookkeeping after it (two Redis
      // round trips, slow under a burst): what a crash leaves unsettled, the sweep does.
      void this.settle(upload);
      return receipt;
    } finally {
      if (!resume.bytes) await rm(resume.path, { force: true });
    }
  }

  /** After the publish: the upload is done, or was a resend whose object nothing names. */
  private async settle(upload: PendingUpload): Promise<void> {
    try {
      // The job holds the first upload's key when this one was a resend of it.
      if ((await this.pending.jobNames(upload)) === false) await this.storage.remove(upload.key);
      await this.pending.remove(upload);
    } catch (error) {
      this.logger.warn(`Upload ${upload.key} left for the sweep: ${String(error)}`);
    }
  }

  private async abandon(upload: PendingUpload): Promise<void> {
    try {
      await this.storage.remove(upload.key);
      await this.pending.remove(upload);
    } catch (error) {
      this.logger.warn(`Upload ${upload.key} left for the sweep: ${String(error)}`);
    }
  }
}
