/**
 * The ids that tie work to the visitor's request that caused it: handed on by hand (to log
 * lines, to the mail a job asks for) rather than kept in an AsyncLocalStorage, whose promise
 * hooks every promise in the process would pay (docs/performance.md, "Mail").
 */
export interface Trace {
  requestId?: string;
  submissionId?: string;
}

/** A running job's trace, and which job it is: what its log lines carry. */
export interface JobContext extends Trace {
  queue: string;
  job: string;
  jobId?: string;
}
