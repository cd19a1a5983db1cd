import type { ErasureJob, ErasureScope, RetainedKind } from '@bytecraft/contracts/people';
import { JobName } from '@bytecraft/contracts/queues';
import { RecordKind } from '@bytecraft/contracts/triage';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import type { Job, JobType, Queue } from 'bullmq';
import { ObjectStorage } from '../uploads/object-storage';
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
/** Jobs read from Redis at once. */
const PAGE = 500;

/**
 * The kind whose retention a job's data falls under: a submission not yet a record (one that
 * failed, kept for an operator) is kept no longer than the record it would have been.
 */
const RETAINED_AS: Partial<Record<JobName, RetainedKind>> = {
  [JobName.ContactSubmitted]: RecordKind.Contact,
  [JobName.ConsultationRequested]: RecordKind.Consultation,
  [JobName.CallScheduled]: RecordKind.ScheduleCall,
  [JobName.DeveloperHireRequested]: RecordKind.DeveloperHire,
  [JobName.JobApplicationSubmitted]: RecordKind.JobApplication,
  [JobName.ResumeSubmitted]: RecordKind.JobApplication,
  [JobName.InternshipApplicationSubmitted]: RecordKind.InternshipApplication,
  [JobName.InternshipQuestionAsked]: RecordKind.InternshipQuestion,
  [JobName.SendMail]: 'mail-log',
};

/**
 * The gateway's part of an erasure: the jobs in any queue that its scope names, except the
 * erasure's own jobs, and the resumes those jobs name in the bucket (an application's job that
 * never became a record still holds its resume). A person's: every job whose data carries the
 * address (compared lower-cased). Retention's: every failed job older than its kind's cutoff.
 */
@Injectable()
export class QueueSweep {
  constructor(
    private readonly erasures: ErasuresService,
    private readonly storage: ObjectStorage,
    @InjectErasureQueues() private readonly queues: Queue[],
  ) {}

  @OnJob(JobName.ErasureRequested)
  async erase({ erasureId, scope }: ErasureJob): Promise<{ jobs: number; resumes: number }> {
    const found = await this.jobsOf(named(scope));
    const resumeKeys = new Set(found.flatMap(({ job }) => resumeKeyOf(job)));
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
    for (const key of resumeKeys) await this.storage.remove(key);
    const counts = { jobs, resumes: resumeKeys.size };
    await this.erasures.record(erasureId, 'gateway', counts);
    return counts;
  }

  /** Every job of every queue in SWEPT_STATES that the scope names. */
  private async jobsOf(
    inScope: (job: Job, state: JobType) => boolean,
  ): Promise<{ queue: Queue; job: Job }[]> {
    const found: { queue: Queue; job: Job }[] = [];
    for (const queue of this.queues) {
      for (const state of SWEPT_STATES) {
        for (let start = 0; ; start += PAGE) {
          const jobs = await queue.getJobs(state, start, start + PAGE - 1, true);
          for (const job of jobs) {
            // A job may end between the listing and the read: then it is no longer there.
            if (job && job.name !== JobName.ErasureRequested && inScope(job, state)) {
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

/**
 * Whether an erasure's scope takes this job. Retention takes only failed jobs: they are kept
 * until an operator acts, while a completed one goes within a day and waiting ones are work
 * under way.
 */
function named(scope: ErasureScope): (job: Job, state: JobType) => boolean {
  if ('email' in scope) {
    return (job) =>
      JSON.stringify(job.data ?? null)
        .toLowerCase()
        .includes(scope.email);
  }
  return (job, state) => {
    const kind = RETAINED_AS[job.name as JobName];
    return (
      state === 'failed' && kind !== undefined && job.timestamp < Date.parse(scope.before[kind])
    );
  };
}

/** The resume a submission's job names (`data.data.resume.key`), if any. */
function resumeKeyOf(job: Job): string[] {
  const key = (job.data as { data?: { resume?: { key?: unknown } } } | null)?.data?.resume?.key;
  return typeof key === 'string' ? [key] : [];
}
