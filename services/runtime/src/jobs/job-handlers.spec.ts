import 'reflect-metadata';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import type { Job } from 'bullmq';
import { register } from 'prom-client';
import type { JobContext } from './job-context';
import { JobHandlers } from './job-handlers';
import { OnJob } from './on-job';

class Contacts {
  seen: JobContext[] = [];
  @OnJob(JobName.ContactSubmitted)
  async record(_data: unknown, context: JobContext) {
    this.seen.push(context);
  }
}
class Consultations {
  @OnJob(JobName.ConsultationRequested)
  async record() {}
}
class Calls {
  @OnJob(JobName.CallScheduled)
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
  @OnJob(JobName.SendMail)
  async send() {}
}

const leadServices = () => [new Contacts(), new Consultations(), new Calls(), new Hires()];

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
        JobName.CallScheduled,
        JobName.DeveloperHireRequested,
      ].sort(),
    );
  });

  it('refuses a job of the queue with no handler, naming it', () => {
    const [contacts, consultations, calls] = leadServices();
    expect(() => new JobHandlers(QueueName.Lead, [contacts!, consultations!, calls!])).toThrow(
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
    await jobs.run(job(JobName.ContactSubmitted, { id: 'sub-1', requestId: 'req-1', data: {} }));
    expect((services[0] as Contacts).seen).toEqual([
      {
        queue: QueueName.Lead,
        job: JobName.ContactSubmitted,
        jobId: 'job-1',
        requestId: 'req-1',
        submissionId: 'sub-1',
      },
    ]);
    expect(await counted('completed', JobName.ContactSubmitted)).toBe(1);
  });

  it('counts a failure as retried while attempts are left, then as failed, and rethrows', async () => {
    const jobs = new JobHandlers(QueueName.Lead, leadServices());
    await expect(jobs.run(job(JobName.DeveloperHireRequested, {}, 0))).rejects.toThrow(
      'database away',
    );
    await expect(jobs.run(job(JobName.DeveloperHireRequested, {}, 9))).rejects.toThrow(
      'database away',
    );
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
