import type { ErasureJob } from '@bytecraft/contracts/people';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Job, JobType, Queue } from 'bullmq';
import { ObjectStorage } from '../uploads/object-storage';
import { ErasuresService } from './erasures.service';

/**
 * The states a job carrying an address may wait in: to be run, to be retried, kept after it
 * failed for an operator, or kept a day after it completed. A job running now is left to end:
 * its handler stores what the service's own erasure then finds.
 */
const SWEPT_STATES: JobType[] = [
  'waiting',
  'delayed',
  'prioritized',
  'paused',
  'failed',
  'completed',
];
/** Jobs read from Redis at once. */
const PAGE = 500;

/**
 * The gateway's part of a person's erasure: every job in any queue whose data carries the
 * address (compared lower-cased), except the erasure's own jobs, and the resumes those jobs
 * name in the bucket (an application's job that never became a record still holds its resume).
 * A retention run counts nothing here: waiting work is hours old, and a failed job kept for an
 * operator is theirs to re-drive or clean on the queue board.
 */
@Injectable()
export class QueueSweep {
  private readonly queues: Queue[];

  constructor(
    private readonly erasures: ErasuresService,
    private readonly storage: ObjectStorage,
    @InjectQueue(QueueName.Lead) lead: Queue,
    @InjectQueue(QueueName.Recruiting) recruiting: Queue,
    @InjectQueue(QueueName.Newsletter) newsletter: Queue,
    @InjectQueue(QueueName.Notification) notification: Queue,
    @InjectQueue(QueueName.Erasures) erasureQueue: Queue,
  ) {
    this.queues = [lead, recruiting, newsletter, notification, erasureQueue];
  }

  @OnJob(JobName.ErasureRequested)
  async erase({ erasureId, scope }: ErasureJob): Promise<{ jobs: number; resumes: number }> {
    const found = 'email' in scope ? await this.jobsOf(scope.email) : [];
    const resumeKeys = new Set(found.flatMap(({ job }) => resumeKeyOf(job)));
    // The jobs first: a job removed cannot bring its resume back to a record.
    let jobs = 0;
    for (const { queue, job } of found) {
      if (await queue.remove(job.id!)) jobs++;
      // Taken by a worker since it was listed: this run fails, and the next one (the job is
      // retried) finds it ended, kept or gone. One that is simply gone needs nothing.
      else if (await queue.getJob(job.id!)) {
        throw new Error(`A job of the ${queue.name} queue carrying the address is running`);
      }
    }
    for (const key of resumeKeys) await this.storage.remove(key);
    const counts = { jobs, resumes: resumeKeys.size };
    await this.erasures.record(erasureId, 'gateway', counts);
    return counts;
  }

  /** Every job of every queue in SWEPT_STATES whose data holds the address. */
  private async jobsOf(email: string): Promise<{ queue: Queue; job: Job }[]> {
    const found: { queue: Queue; job: Job }[] = [];
    for (const queue of this.queues) {
      for (const state of SWEPT_STATES) {
        for (let start = 0; ; start += PAGE) {
          const jobs = await queue.getJobs(state, start, start + PAGE - 1, true);
          for (const job of jobs) {
            // A job may end between the listing and the read: then it is no longer there.
            if (job && job.name !== JobName.ErasureRequested && carries(job, email)) {
              found.push({ queue, job });
            }
          }
          if (jobs.length < PAGE) break;
        }
      }
    }
    return found;
  }
}

const carries = (job: Job, email: string) =>
  JSON.stringify(job.data ?? null)
    .toLowerCase()
    .includes(email);

/** The resume a submission's job names (`data.data.resume.key`), if any. */
function resumeKeyOf(job: Job): string[] {
  const key = (job.data as { data?: { resume?: { key?: unknown } } } | null)?.data?.resume?.key;
  return typeof key === 'string' ? [key] : [];
}
