import { bySubmissionJob } from './jobs';

/** What the visitor reads once a form's submission is accepted, by the job it queues. */
export const RECEIPTS = bySubmissionJob(({ receipt }) => receipt);
