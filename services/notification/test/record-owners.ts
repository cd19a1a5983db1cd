import type { ErasureCounts, ErasureScope } from '@bytecraft/contracts/people';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import type { RecordOf } from '@bytecraft/contracts/records';
import type { ActivityEntry, Detailed } from '@bytecraft/contracts/records/work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { buildContactSubmission } from '@bytecraft/testing/factories';
import { jobFinished } from '@bytecraft/testing/jobs';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { startService } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';

export const INBOUND_DOMAIN = 'bytecraft.example';
/** The address visitors' answers are sent to. */
export const INBOUND_ADDRESS = `replies@${INBOUND_DOMAIN}`;
/** The SMTP listener's settings for a suite: our domain, on a free port of the loopback. */
export const INBOUND_SMTP_ENV = {
  INBOUND_MAIL_DOMAIN: INBOUND_DOMAIN,
  INBOUND_SMTP_PORT: '0',
  INBOUND_SMTP_HOST: '127.0.0.1',
};

export type Contact = Detailed<RecordOf['contact']>;
export type VisitorReplyEntry = Extract<ActivityEntry, { type: 'visitor-reply' }>;

/** Runs one erasure job on `queue` and answers the counts it reports. */
export async function erasedOn(queue: Queue, scope: ErasureScope): Promise<ErasureCounts> {
  const job = await queue.add(
    JobName.ErasureRequested,
    { erasureId: randomUUID(), scope },
    { ...DEFAULT_JOB_OPTIONS, jobId: randomUUID() },
  );
  const done = await jobFinished(queue, job);
  expect(await done.getState()).toBe('completed');
  return done.returnvalue as ErasureCounts;
}

/**
 * The services owning the records a visitor's answer lands on, lead and recruiting (built, as
 * processes on the notification harness's Redis and queues: each is asked to match a message),
 * with contacts stored through the lead queue as the gateway publishes them.
 */
export async function startRecordOwners(notification: ServiceHarness, suite: string) {
  const { REDIS_URL, QUEUE_PREFIX } = notification.env;
  const names = ['lead', 'recruiting'] as const;
  const dbs = await Promise.all(names.map((name) => createTestDatabase(`${name}_${suite}`)));
  const owners = await Promise.all(
    names.map((name, i) =>
      startService(name, { DATABASE_URL: dbs[i].url, REDIS_URL, QUEUE_PREFIX }),
    ),
  );
  const leadQueue = notification.queueOf(QueueName.Lead);

  const get = (id: string) => notification.ask<Contact | null>(staffRpc.get('contact'), { id });
  const repliesOf = async (id: string) =>
    ((await get(id))?.activity ?? []).filter(
      (entry): entry is VisitorReplyEntry => entry.type === 'visitor-reply',
    );
  return {
    leadQueue,
    get,
    repliesOf,
    /** The record's visitor replies once it has `count` of them. */
    replyArrived: (id: string, count = 1) =>
      waitFor(
        async () => {
          const replies = await repliesOf(id);
          return replies.length >= count ? replies : undefined;
        },
        { what: `${count} visitor reply on ${id}` },
      ),
    /** A contact from `email` (a new address if none), once the lead service has stored it. */
    async storedContact(email?: string) {
      const submission = buildContactSubmission(email ? { email } : {});
      await leadQueue.add(JobName.ContactSubmitted, submission, {
        ...DEFAULT_JOB_OPTIONS,
        jobId: submission.id,
      });
      await waitFor(async () => (await get(submission.id)) ?? undefined, {
        what: `the contact ${submission.id} stored`,
      });
      return submission;
    },
    async stop() {
      await Promise.all(owners.map((owner) => owner.stop()));
      await Promise.all(dbs.map((db) => db.drop()));
    },
  };
}

export type RecordOwners = Awaited<ReturnType<typeof startRecordOwners>>;
