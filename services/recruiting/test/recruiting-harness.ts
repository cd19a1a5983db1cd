import { type JobName, QueueName } from '@bytecraft/contracts/queues';
import type { Job, Queue } from 'bullmq';
import { startServiceHarness, type ServiceHarness } from '@bytecraft/testing/service-harness';
import { createRecruitingApp } from '../src/app';
import { loadRecruitingConfig } from '../src/config/recruiting.config';

export type RecruitingJobName =
  | JobName.JobApplicationSubmitted
  | JobName.ResumeSubmitted
  | JobName.InternshipApplicationSubmitted
  | JobName.InternshipQuestionAsked;

export interface RecruitingHarness extends ServiceHarness {
  recruitingQueue: Queue;
  /** Publishes a job and waits until the service has completed it. */
  process(name: RecruitingJobName, submission: { id: string }, jobId?: string): Promise<Job>;
}

/** The recruiting service in-process for one suite (see `startServiceHarness`). */
export async function startRecruiting(suite: string): Promise<RecruitingHarness> {
  const harness = await startServiceHarness({
    service: 'recruiting',
    suite,
    createApp: (env) => createRecruitingApp(loadRecruitingConfig(env)),
    consumes: QueueName.Recruiting,
  });
  return { ...harness, recruitingQueue: harness.queue! };
}
