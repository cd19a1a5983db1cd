import type { Job, Queue } from 'bullmq';
import { waitFor } from './wait-for';

/** Waits until the job has completed or failed, and reads it again: its result or its reason. */
export const jobFinished = (queue: Queue, job: Job) =>
  waitFor(
    async () => {
      const state = await job.getState();
      return state === 'completed' || state === 'failed' ? queue.getJob(job.id!) : undefined;
    },
    { what: `job ${job.id} to finish` },
  );
