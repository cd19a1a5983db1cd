import { JOB_QUEUE, jobsOf } from '@bytecraft/contracts/jobs';
import { JobName, type QueueName } from '@bytecraft/contracts/queues';

export interface DeclaredHandler {
  name: JobName;
  /** Where it is declared, for the message: `ContactsService.record`. */
  where: string;
}

/**
 * Refuses to start a queue's worker unless every job name of that queue has exactly one handler
 * and no handler is for a job of another queue (Immich's `JobRepository.setup()`): a typo or a
 * job without a handler is a crash at boot, not a job that fails ten times over 17 minutes.
 */
export function checkJobHandlers(queue: QueueName, handlers: DeclaredHandler[]): void {
  const problems: string[] = [];
  const names = jobsOf(queue);
  for (const name of names) {
    const found = handlers.filter((handler) => handler.name === name);
    if (found.length === 0) problems.push(`job "${name}" has no handler`);
    if (found.length > 1) {
      problems.push(
        `job "${name}" has ${found.length} handlers (${found.map((h) => h.where).join(', ')})`,
      );
    }
  }
  for (const handler of handlers) {
    if (!(Object.values(JobName) as string[]).includes(handler.name)) {
      problems.push(`${handler.where} handles "${handler.name}", which is no job`);
    } else if (!names.includes(handler.name)) {
      const owner = JOB_QUEUE[handler.name as keyof typeof JOB_QUEUE];
      problems.push(`${handler.where} handles "${handler.name}", a job of the ${owner} queue`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The ${queue} queue's worker cannot start:\n  ${problems.join('\n  ')}`);
  }
}
