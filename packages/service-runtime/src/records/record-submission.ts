import type { MailJob } from '@bytecraft/contracts/mail';
import type { ObjectLiteral } from 'typeorm';
import type { Trace } from '../jobs/job-context';
import type { MailPublisher } from '../notifications/mail-publisher';
import type { Records } from './records';
import { storeOnce, type StoredSubmission } from './store-once';

/** A submission as a job hands it over: every kind's has the visitor's name. */
export type NamedSubmission = StoredSubmission & { data: { name: string } };

/**
 * A submission job's work, for every kind: store its row once, however often the job runs,
 * then ask for its mails. The mails are asked for on every run: a run that stored the row but
 * died before publishing must not lose them, and their delivery ids keep them single. The
 * console hears of the row only from the run that stored it, so a re-run does not show it twice.
 */
export async function recordSubmission<E extends ObjectLiteral & { id: string }>(
  records: Records<E, unknown>,
  mail: MailPublisher,
  submission: NamedSubmission,
  mails: MailJob[],
  trace: Trace,
): Promise<void> {
  if (await storeOnce(records.repository, submission)) {
    await records.announce(submission.id, submission.data.name);
  }
  await mail.send(mails, trace);
}
