import { personKey, type ErasureJob, type ErasureScope } from '@bytecraft/contracts/people';
import { type RetainedKind } from '@bytecraft/contracts/retention';
import { JOB_ADDRESS_FIELDS } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { SUBMISSION_FORMS } from '@bytecraft/contracts/records';
import { staffRpc, type ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Inject, Injectable } from '@nestjs/common';
import type { Job, JobType, Queue } from 'bullmq';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { ObjectStorage } from '../uploads/object-storage';
import { RECORD_OF } from '../uploads/orphan-sweep.service';
import type { UploadJob } from '../uploads/pending-uploads';
import { InjectErasureQueues } from './erasure-queues';
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
/** Every state: a resume stays while any job names it, one running now included. */
const ALL_STATES: JobType[] = [...SWEPT_STATES, 'active', 'waiting-children'];
/** Jobs read from Redis at once. */
const PAGE = 500;

/**
 * The kind whose retention a job's data falls under: a submission not yet a record (one that
 * failed, kept for an operator) is kept no longer than the record it would have been. Each
 * form's job is its kind's, as the registry says.
 */
const RETAINED_AS: Partial<Record<JobName, RetainedKind>> = {
  ...Object.fromEntries(SUBMISSION_FORMS.map(({ job, kind }) => [job, kind])),
  [JobName.SendMail]: 'mail-log',
};

/**
 * The gateway's part of an erasure: the jobs in any queue that its scope names, except the
 * erasure's own jobs, and the resumes only those jobs name in the bucket (an application's job
 * that never became a record still holds its resume). A person's: every job whose address
 * fields (JOB_ADDRESS_FIELDS) hold the address. Retention's: every failed job older than its
 * kind's cutoff.
 */
@Injectable()
export class QueueSweep {
  constructor(
    private readonly erasures: ErasuresService,
    private readonly storage: ObjectStorage,
    @InjectErasureQueues() private readonly queues: Queue[],
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
  ) {}

  @OnJob(JobName.ErasureRequested)
  async erase({ erasureId, scope }: ErasureJob): Promise<{ jobs: number; resumes: number }> {
    const found = await this.jobsOf(named(scope));
    // The jobs first: a job removed cannot bring its resume back to a record.
    let jobs = 0;
    for (const { queue, job } of found) {
      if (await queue.remove(job.id!)) jobs++;
      // Taken by a worker since it was listed: this run fails, and the next one (the job is
      // retried) finds it ended, kept or gone. One that is simply gone needs nothing.
      else if (await queue.getJob(job.id!)) {
        throw new Error(`A job of the ${queue.name} queue that the erasure takes is running`);
      }
    }
    const resumeKeys = await this.namedOnlyBy(found.map(({ job }) => job));
    for (const key of resumeKeys) await this.storage.remove(key);
    const counts = { jobs, resumes: resumeKeys.length };
    await this.erasures.record(erasureId, 'gateway', counts);
    return counts;
  }

  /**
   * The resumes the removed jobs named that nothing left names: no job of any queue (a
   * completed one is kept a day, a failed one for an operator), nor the record stored from the
   * job's submission, the only record that can hold its key. A record of the erased address is
   * the recruiting service's to erase, which reports its resume for the gateway to remove; a
   * record the erasure keeps keeps its resume.
   */
  private async namedOnlyBy(removed: Job[]): Promise<string[]> {
    const namedBy = new Map<string, Job[]>();
    for (const job of removed) {
      for (const key of resumeKeyOf(job)) namedBy.set(key, [...(namedBy.get(key) ?? []), job]);
    }
    if (namedBy.size === 0) return [];
    for await (const { job } of this.eachJob(ALL_STATES)) {
      for (const key of resumeKeyOf(job)) namedBy.delete(key);
    }
    const unnamed: string[] = [];
    for (const [key, jobs] of namedBy) {
      let kept = false;
      for (const job of jobs) kept ||= (await this.recordOf(job))?.key === key;
      if (!kept) unnamed.push(key);
    }
    return unnamed;
  }

  /** The resume of the record stored from a job's submission (its id), if there is one. */
  private async recordOf(job: Job): Promise<ResumeLocation | null> {
    const kind = RECORD_OF[job.name as UploadJob];
    const id = (job.data as { id?: unknown } | null)?.id;
    if (!kind || typeof id !== 'string') return null;
    return askService<ResumeLocation | null>(this.services, staffRpc.resume(kind), { id });
  }

  /** Every job of every queue in SWEPT_STATES that the scope names. */
  private async jobsOf(
    inScope: (job: Job, state: JobType) => boolean,
  ): Promise<{ queue: Queue; job: Job }[]> {
    const found: { queue: Queue; job: Job }[] = [];
    for await (const { queue, job, state } of this.eachJob(SWEPT_STATES)) {
      if (job.name !== JobName.ErasureRequested && inScope(job, state)) found.push({ queue, job });
    }
    return found;
  }

  /** Every job of every queue in these states, a page at a time. */
  private async *eachJob(
    states: JobType[],
  ): AsyncGenerator<{ queue: Queue; job: Job; state: JobType }> {
    for (const queue of this.queues) {
      for (const state of states) {
        for (let start = 0; ; start += PAGE) {
          const jobs = await queue.getJobs(state, start, start + PAGE - 1, true);
          // A job may end between the listing and the read: then it is no longer there.
          for (const job of jobs) if (job) yield { queue, job, state };
          if (jobs.length < PAGE) break;
        }
      }
    }
  }
}

/**
 * Whether an erasure's scope takes this job. Retention takes only failed jobs: they are kept
 * until an operator acts, while a completed one goes within a day and waiting ones are work
 * under way.
 */
function named(scope: ErasureScope): (job: Job, state: JobType) => boolean {
  if ('email' in scope) {
    return (job) => addressesOf(job).some((address) => personKey(address) === scope.email);
  }
  return (job, state) => {
    const kind = RETAINED_AS[job.name as JobName];
    return (
      state === 'failed' && kind !== undefined && job.timestamp < Date.parse(scope.before[kind])
    );
  };
}

/**
 * The addresses a job's data holds in its address fields, read as data that may not match its
 * type (a job its service refused is kept as it came); a job of no known name holds none.
 */
export function addressesOf(job: Pick<Job, 'name' | 'data'>): string[] {
  const paths: readonly (readonly string[])[] = JOB_ADDRESS_FIELDS[job.name as JobName] ?? [];
  return paths.flatMap((path) => stringsAt(job.data, path));
}

/** The strings at `path` in `value`; `'*'` is every element of an array or value of an object. */
function stringsAt(value: unknown, path: readonly string[]): string[] {
  if (path.length === 0) return typeof value === 'string' ? [value] : [];
  if (value === null || typeof value !== 'object') return [];
  const [key, ...rest] = path;
  const inner = key === '*' ? Object.values(value) : [(value as Record<string, unknown>)[key]];
  return inner.flatMap((one) => stringsAt(one, rest));
}

/** The resume a submission's job names (`data.data.resume.key`), if any. */
function resumeKeyOf(job: Job): string[] {
  const key = (job.data as { data?: { resume?: { key?: unknown } } } | null)?.data?.resume?.key;
  return typeof key === 'string' ? [key] : [];
}
