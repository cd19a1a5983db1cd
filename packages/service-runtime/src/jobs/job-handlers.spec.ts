import 'reflect-metadata';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import { register } from 'prom-client';
import { confirmationAndAlert, type MailBatch } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
// The test package builds on the runtime, so the runtime's own specs read its source.
import { buildContactSubmission, buildDeveloperHire } from '../../../testing/factories';
import { waitFor } from '../../../testing/wait-for';
import type { JobContext } from './job-context';
import { JobHandlers } from './job-handlers';
import { OnJob } from './on-job';

class Contacts {
  seen: JobContext[] = [];
  data: unknown[] = [];
  @OnJob(JobName.ContactSubmitted)
  async record(data: unknown, context: JobContext) {
    this.data.push(data);
    this.seen.push(context);
  }
}
class Consultations {
  @OnJob(JobName.ConsultationRequested)
  async record() {}
}
class Calls {
  @OnJob(JobName.ScheduleCallSubmitted)
  async record() {}
}
class Hires {
  @OnJob(JobName.DeveloperHireRequested)
  async record() {
    throw new Error('database away');
  }
}
class SecondContacts {
  @OnJob(JobName.ContactSubmitted)
  async again() {}
}
class Mailer {
  sent: MailBatch[] = [];
  @OnJob(JobName.SendMail)
  async send(batch: MailBatch) {
    this.sent.push(batch);
  }
}

/** Every queue of a service carries erasures. */
class Erasures {
  @OnJob(JobName.ErasureRequested)
  async erase() {}
}

/** The notification queue's other job: mail received for the inbound address. */
class InboundMail {
  @OnJob(JobName.InboundMailReceived)
  async read() {}
}

/** Every queue of a service that owns records carries visitors' mailed answers. */
class VisitorReplies {
  @OnJob(JobName.VisitorReplied)
  async append() {}
}

const leadServices = () => [
  new Contacts(),
  new Consultations(),
  new Calls(),
  new Hires(),
  new Erasures(),
  new VisitorReplies(),
];

/** A developer hire request as the gateway publishes it. */
const hireSubmission = () => ({
  ...buildContactSubmission(),
  data: buildDeveloperHire(),
});

const job = (name: JobName, data: object, attemptsMade = 0, attempts = 10) =>
  ({ name, id: 'job-1', data, attemptsMade, opts: { attempts } }) as unknown as Job;

async function counted(outcome: string, name: JobName) {
  const metric = await register.getSingleMetric('bytecraft_jobs_total')!.get();
  return metric.values.find(
    (value) => value.labels.outcome === outcome && value.labels.name === name,
  )?.value;
}

describe('the handler check at start', () => {
  it('accepts a queue whose every job has exactly one handler', () => {
    expect(new JobHandlers(QueueName.Lead, leadServices()).names().sort()).toEqual(
      [
        JobName.ContactSubmitted,
        JobName.ConsultationRequested,
        JobName.ScheduleCallSubmitted,
        JobName.DeveloperHireRequested,
        JobName.ErasureRequested,
        JobName.VisitorReplied,
      ].sort(),
    );
  });

  it('refuses a job of the queue with no handler, naming it', () => {
    const [contacts, consultations, calls] = leadServices();
    expect(() => new JobHandlers(QueueName.Lead, [contacts, consultations, calls])).toThrow(
      'job "developer-hire.submitted" has no handler',
    );
  });

  it('refuses a job with two handlers, naming both', () => {
    expect(
      () => new JobHandlers(QueueName.Lead, [...leadServices(), new SecondContacts()]),
    ).toThrow('job "contact.submitted" has 2 handlers (Contacts.record, SecondContacts.again)');
  });

  it("refuses a handler of another queue's job", () => {
    expect(() => new JobHandlers(QueueName.Lead, [...leadServices(), new Mailer()])).toThrow(
      'Mailer.send handles "mail.send", a job of the notification queue',
    );
  });
});

describe('running a job', () => {
  it('hands the handler its context: the request and submission ids, to pass on', async () => {
    const services = leadServices();
    const jobs = new JobHandlers(QueueName.Lead, services);
    const submission = { ...buildContactSubmission(), requestId: 'req-1' };
    await jobs.run(job(JobName.ContactSubmitted, submission));
    expect((services[0] as Contacts).seen).toEqual([
      {
        queue: QueueName.Lead,
        job: JobName.ContactSubmitted,
        jobId: 'job-1',
        requestId: 'req-1',
        submissionId: submission.id,
      },
    ]);
    expect(await counted('completed', JobName.ContactSubmitted)).toBe(1);
  });

  it('counts a failure as retried while attempts are left, then as failed, and rethrows', async () => {
    const jobs = new JobHandlers(QueueName.Lead, leadServices());
    await expect(
      jobs.run(job(JobName.DeveloperHireRequested, hireSubmission(), 0)),
    ).rejects.toThrow('database away');
    await expect(
      jobs.run(job(JobName.DeveloperHireRequested, hireSubmission(), 9)),
    ).rejects.toThrow('database away');
    expect(await counted('retried', JobName.DeveloperHireRequested)).toBe(1);
    expect(await counted('failed', JobName.DeveloperHireRequested)).toBe(1);
  });

  it('fails a job with an unknown name visibly', async () => {
    const jobs = new JobHandlers(QueueName.Lead, leadServices());
    await expect(jobs.run(job('no.such-job' as JobName, {}))).rejects.toThrow(
      'The lead service has no handler for job "no.such-job"',
    );
  });
});

describe("a job's data, checked against its contract's schema before its handler runs", () => {
  const mails = () =>
    confirmationAndAlert({
      kind: 'contact',
      recordId: '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b',
      visitor: { name: 'Asha Rao', email: 'asha@example.com' },
      confirmation: MailTemplate.ContactConfirmation,
      alert: MailTemplate.ContactAlert,
      mailbox: StaffMailbox.Sales,
      data: { Name: 'Asha Rao', Message: 'We want to move to the cloud.' },
    });

  it('fails a malformed job at once, without retry and without running its handler', async () => {
    const services = leadServices();
    const jobs = new JobHandlers(QueueName.Lead, services);
    const malformed = buildContactSubmission({ email: 'not an address' });
    const failure = jobs.run(job(JobName.ContactSubmitted, malformed, 0, 10));
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    // Where it does not match, never what it holds.
    await expect(failure).rejects.toThrow(
      "The contact.submitted job's data does not match its schema: data.email (invalid_format)",
    );
    await expect(failure).rejects.not.toThrow('not an address');
    expect((services[0] as Contacts).data).toEqual([]);
    // Attempts were left, but the same data would fail again: failed, not retried.
    expect(await counted('failed', JobName.ContactSubmitted)).toBe(1);
    expect(await counted('retried', JobName.ContactSubmitted)).toBeUndefined();
  });

  it('hands the handler the data as the schema gives it back: fields it does not know dropped', async () => {
    const services = leadServices();
    const jobs = new JobHandlers(QueueName.Lead, services);
    const submission = buildContactSubmission();
    await jobs.run(
      job(JobName.ContactSubmitted, {
        ...submission,
        data: { ...submission.data, status: 'won', name: `  ${submission.data.name}  ` },
      }),
    );
    expect((services[0] as Contacts).data).toEqual([submission]);
  });

  it('refuses a submission whose envelope is not what the gateway publishes', async () => {
    const jobs = new JobHandlers(QueueName.Lead, leadServices());
    for (const [bad, where] of [
      [{ ...buildContactSubmission(), id: '1 OR 1=1' }, 'id'],
      [{ ...buildContactSubmission(), receivedAt: 'yesterday' }, 'receivedAt'],
      [{ ...buildContactSubmission(), extra: true }, '(root)'],
      [{ ...buildContactSubmission(), data: undefined }, 'data'],
    ] as const) {
      await expect(jobs.run(job(JobName.ContactSubmitted, bad))).rejects.toThrow(
        new RegExp(`schema: ${where.replace(/[()]/g, '\\$&')} `),
      );
    }
  });

  it("accepts a mail batch as the services publish it, and refuses a confirmation that carries the sender's text or a mail to what is no address", async () => {
    const mailer = new Mailer();
    const jobs = new JobHandlers(QueueName.Notification, [
      mailer,
      new Erasures(),
      new InboundMail(),
    ]);
    await jobs.run(job(JobName.SendMail, { mails: mails(), submissionId: 'sub-1' }));
    expect(mailer.sent).toEqual([{ mails: mails(), submissionId: 'sub-1' }]);

    const [confirmation, alert] = mails();
    for (const bad of [
      // A confirmation is our text and a first name: with lines, it would relay a stranger's.
      [{ ...confirmation, data: { Message: 'Sign in at https://evil.example' } }],
      [{ ...confirmation, firstName: 'https://evil.example' }],
      [{ ...alert, to: { visitor: 'nobody' } }],
      [{ ...alert, template: 'no-such-template' }],
      [],
    ]) {
      await expect(jobs.run(job(JobName.SendMail, { mails: bad }))).rejects.toBeInstanceOf(
        UnrecoverableError,
      );
    }
    expect(mailer.sent).toHaveLength(1);
  });
});

describe('a malformed job on a real queue', () => {
  const connection = { host: '127.0.0.1', port: 6379 };
  const prefix = `test-job-schemas-${randomBytes(4).toString('hex')}`;
  let queue: Queue;
  let worker: Worker;
  const contacts = new Contacts();

  beforeAll(() => {
    queue = new Queue(QueueName.Lead, { connection, prefix });
    const jobs = new JobHandlers(QueueName.Lead, [contacts, ...leadServices().slice(1)]);
    worker = new Worker(QueueName.Lead, (queued) => jobs.run(queued), { connection, prefix });
  });
  afterAll(async () => {
    await worker?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
  });

  it('is failed after one attempt of ten and kept in the failed set; a valid one after it is handled', async () => {
    const malformed = await queue.add(
      JobName.ContactSubmitted,
      { ...buildContactSubmission(), data: { name: 'Asha Rao' } },
      { attempts: 10, backoff: { type: 'fixed', delay: 10 } },
    );
    const valid = buildContactSubmission();
    const handled = await queue.add(JobName.ContactSubmitted, valid, { attempts: 10 });
    // Failed either way in the end: retried, it would have taken ten attempts to get there.
    await waitFor(
      async () =>
        (await malformed.getState()) === 'failed' && (await handled.getState()) === 'completed',
      { what: 'the malformed job to fail and the valid one to complete' },
    );
    const failed = (await queue.getJob(malformed.id!))!;
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toMatch(/^The contact.submitted job's data does not match/);
    expect(contacts.data).toEqual([valid]);
  });
});

describe('an erasure job that fails for good, on a real queue', () => {
  const connection = { host: '127.0.0.1', port: 6379 };
  const prefix = `test-failed-erasure-${randomBytes(4).toString('hex')}`;
  let queue: Queue;
  let worker: Worker;

  class FailingErasures {
    @OnJob(JobName.ErasureRequested)
    async erase() {
      throw new Error('database away');
    }
  }

  /** The queue's other job, which this test never adds: a worker must name every one. */
  class Bounces {
    @OnJob(JobName.CampaignMailBounced)
    bounced() {
      return Promise.resolve({ marked: false });
    }
  }

  beforeAll(() => {
    queue = new Queue(QueueName.Newsletter, { connection, prefix });
    const jobs = new JobHandlers(QueueName.Newsletter, [new FailingErasures(), new Bounces()]);
    worker = new Worker(QueueName.Newsletter, (queued) => jobs.run(queued), { connection, prefix });
  });
  afterAll(async () => {
    await worker?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
  });

  it('keeps the keyed hash of the address, not the address, once its last attempt failed', async () => {
    const erasureId = randomUUID();
    const emailHash = 'b'.repeat(64);
    const added = await queue.add(
      JobName.ErasureRequested,
      { erasureId, scope: { email: 'asha@example.com', emailHash } },
      { attempts: 2, backoff: { type: 'fixed', delay: 10 } },
    );
    await waitFor(async () => (await added.getState()) === 'failed', {
      what: 'the erasure job to fail for good',
    });
    const failed = (await queue.getJob(added.id!))!;
    expect(failed.attemptsMade).toBe(2);
    expect(failed.failedReason).toBe('database away');
    expect(failed.data).toEqual({ erasureId, scope: { emailHash } });
  });
});
