import { DEFAULT_JOB_OPTIONS, JobName, QueueName } from '@bytecraft/contracts/queues';
import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { Queue } from 'bullmq';
import { firstValueFrom } from 'rxjs';
import { buildContactSubmission } from '../../../infra/testing/factories';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '../../../infra/testing/test-database';
import { waitFor } from '../../../infra/testing/wait-for';
import { createLeadApp } from '../src/app';
import { loadLeadConfig } from '../src/config/lead.config';

const connection = { host: '127.0.0.1', port: 6379 };

describe('lead service: contacts', () => {
  const prefix = testQueuePrefix('lead');
  let db: TestDatabase;
  let app: INestMicroservice;
  let leadQueue: Queue;
  let notificationQueue: Queue;
  let client: ClientProxy;

  const rowsFor = (email: string) =>
    db.query<{ id: string; status: string; createdAt: Date; phone: string | null }>(
      'SELECT id, status, "createdAt", phone FROM contacts WHERE email = $1',
      [email],
    );
  const submit = (submission: ReturnType<typeof buildContactSubmission>, jobId = submission.id) =>
    leadQueue.add(JobName.ContactSubmitted, submission, { ...DEFAULT_JOB_OPTIONS, jobId });

  beforeAll(async () => {
    db = await createTestDatabase('lead');
    app = await createLeadApp(
      loadLeadConfig({ DATABASE_URL: db.url, QUEUE_PREFIX: prefix, LOG_LEVEL: 'error' }),
    );
    await app.listen();
    leadQueue = new Queue(QueueName.Lead, { connection, prefix });
    notificationQueue = new Queue(QueueName.Notification, { connection, prefix });
    client = ClientProxyFactory.create({ transport: Transport.REDIS, options: connection });
  });

  afterAll(async () => {
    await client?.close();
    await Promise.all([
      leadQueue?.obliterate({ force: true }),
      notificationQueue?.obliterate({ force: true }),
    ]);
    await Promise.all([leadQueue?.close(), notificationQueue?.close()]);
    await app?.close();
    await db?.drop();
  });

  it('creates its table through migrations, not synchronize', async () => {
    const migrations = await db.query<{ name: string }>('SELECT name FROM migrations');
    expect(migrations.map((m) => m.name)).toEqual([
      'CreateContacts1795000000000',
      'CreateConsultationsCallsHires1795000100000',
    ]);
  });

  it('stores a submitted contact as new, dated when the gateway received it, and asks for two mails', async () => {
    const submission = buildContactSubmission({ phone: undefined });
    submission.receivedAt = '2026-11-20T09:30:00.000Z';
    await submit(submission);

    const [row] = await waitFor(async () => {
      const rows = await rowsFor(submission.data.email);
      return rows.length ? rows : undefined;
    });
    expect(row).toEqual({
      id: submission.id,
      status: 'new',
      createdAt: new Date('2026-11-20T09:30:00.000Z'),
      phone: null,
    });

    const confirmation = await waitFor(() =>
      notificationQueue.getJob(`${submission.id}.contact-confirmation`),
    );
    expect(confirmation.data).toMatchObject({
      template: 'contact-confirmation',
      to: { visitor: submission.data.email },
      data: { Service: 'Cloud Solutions', Message: submission.data.message },
    });
    const alert = await notificationQueue.getJob(`${submission.id}.contact-alert`);
    expect(alert?.data.to).toEqual({ staff: 'sales' });
  });

  it('stores one row and asks for the mails once when the same submission runs twice', async () => {
    const submission = buildContactSubmission();
    await submit(submission);
    await waitFor(async () => (await rowsFor(submission.data.email)).length === 1);
    // A second job for the same submission (a re-drive, or a copy after the first was removed).
    const second = await submit(submission, `${submission.id}-again`);
    await waitFor(async () => (await second.getState()) === 'completed', {
      what: 'the second run',
    });

    expect(await rowsFor(submission.data.email)).toHaveLength(1);
    const mails = (
      await notificationQueue.getJobs(['waiting', 'delayed', 'completed', 'active'])
    ).filter((job) => job.data.to?.visitor === submission.data.email);
    expect(mails).toHaveLength(1);
  });

  it('fails an unknown job loudly and keeps it in the failed set', async () => {
    const job = await leadQueue.add('no-such-job', {}, { attempts: 1, removeOnFail: false });
    await waitFor(async () => (await job.getState()) === 'failed', { what: 'the job to fail' });
    const failed = await leadQueue.getJob(job.id!);
    expect(failed?.failedReason).toBe('The lead service has no handler for job "no-such-job"');
  });

  it('answers the gateway health check', async () => {
    const answer = await firstValueFrom(client.send(rpc.health(ServiceName.Lead), {}));
    expect(answer).toEqual({ service: 'lead', database: 'up' });
  });
});
