import { AsyncLocalStorage } from 'node:async_hooks';

/** What ties a running job to the visitor's request: logged on every line, passed on to mail. */
export interface JobContext {
  queue: string;
  job: string;
  jobId?: string;
  requestId?: string;
  submissionId?: string;
}

export const jobContext = new AsyncLocalStorage<JobContext>();

/** The request id of the job running now, to hand on to the jobs it publishes. */
export const currentRequestId = () => jobContext.getStore()?.requestId;
export const currentSubmissionId = () => jobContext.getStore()?.submissionId;
