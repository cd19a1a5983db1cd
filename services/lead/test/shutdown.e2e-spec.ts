import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { buildContactSubmission } from '@bytecraft/testing/factories';
import { startRedisServer, type RedisServer } from '@bytecraft/testing/redis-server';
import { startService, type ServiceProcess } from '@bytecraft/testing/service-process';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '@bytecraft/testing/databases';
import { waitFor } from '@bytecraft/testing/wait-for';

/**
 * A stop (compose stop, a rolling restart) while a job runs: the service takes no new job,
 * finishes the one it holds, stores its row once, and exits 0. The job is held mid-way by a
 * table lock the test keeps, so the SIGTERM surely arrives while it runs.
 */
describe('graceful shutdown of a service (the lead service as a process)', () => {
  let db: TestDatabase;
  let queue: Queue;
  let lead: ServiceProcess | undefined;
  let locker: Client;
  const prefix = testQueuePrefix('lead-shutdown');
  // A Redis of the suite's own: nothing it queues is seen by, or left for, anyone else.
  let redis: RedisServer;

  beforeAll(async () => {
    [db, redis] = await Promise.all([createTestDatabase('lead_shutdown'), startRedisServer()]);
    queue = new Queue(QueueName.Lead, { connection: redisOptionsFromUrl(redis.url), prefix });
    lead = await startService('lead', {
      DATABASE_URL: db.url,
      QUEUE_PREFIX: prefix,
      REDIS_URL: redis.url,
    });
    locker = new Client({ connectionString: db.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end().catch(() => undefined);
    await lead?.kill();
    await queue?.close();
    await redis?.stop();
    await db?.drop();
  });

  it('finishes the running job on SIGTERM, stores one row, takes no new job, and exits 0', async () => {
    // SHARE mode lets the job read but blocks its INSERT until the test commits.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE contacts IN SHARE MODE');
    const running = buildContactSubmission();
    await queue.add(JobName.ContactSubmitted, running, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: running.id,
    });
    await waitFor(async () => (await queue.getJobCounts('active')).active === 1, {
      what: 'the contact job to be running',
    });

    lead!.signal('SIGTERM');
    await waitFor(() => lead!.output().includes('stopping'), {
      what: 'the service to say it stops',
    });
    const later = buildContactSubmission();
    await queue.add(JobName.ContactSubmitted, later, { ...DEFAULT_JOB_OPTIONS, jobId: later.id });
    // Still running: it waits for its job rather than dropping it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(lead!.running()).toBe(true);

    await locker.query('COMMIT');
    expect(await lead!.exited()).toEqual({ code: 0, signal: null });

    expect(await db.query('SELECT id FROM contacts')).toEqual([{ id: running.id }]);
    expect(await (await queue.getJob(running.id))!.getState()).toBe('completed');
    // The job that came after the stop waits for the next worker.
    expect(await (await queue.getJob(later.id))!.getState()).toBe('waiting');
    const lines = lead!.logs();
    expect(lines.find((line) => line.msg === 'stopped')).toMatchObject({ workers: 1 });
    expect(
      lines.find((line) => line.msg === 'job completed' && line.submissionId === running.id),
    ).toBeDefined();
  });
});
