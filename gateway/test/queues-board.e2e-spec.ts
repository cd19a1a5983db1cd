import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { Queue, Worker } from 'bullmq';
import request from 'supertest';
import { startTestGateway, type TestGateway } from './test-gateway';
import { signIn } from './staff';
import { waitFor } from '@bytecraft/testing/wait-for';

/**
 * Bull Board at /api/admin/queues: staff-only like every other admin route, it shows a failed
 * job with its error, and re-drives it into the queue.
 */
describe('the queue dashboard (Bull Board)', () => {
  let gateway: TestGateway;
  let queue: Queue;
  let cookie: string;

  beforeAll(async () => {
    gateway = await startTestGateway('queues-board');
    const connection = redisOptionsFromUrl(gateway.config.REDIS_URL);
    queue = new Queue(QueueName.Lead, { connection, prefix: gateway.config.QUEUE_PREFIX });
    cookie = await signIn(gateway.app, gateway.staff);
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    await gateway?.stop();
  });

  const server = () => gateway.app.getHttpServer();

  it('answers 401 without a staff session, page and API alike', async () => {
    for (const path of [
      '/api/admin/queues',
      '/api/admin/queues/queue/lead',
      '/api/admin/queues/api/queues',
    ]) {
      const res = await request(server()).get(path).expect(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await request(server()).put('/api/admin/queues/api/queues/lead/x/retry').expect(401);
  });

  it('shows a failed job with its error and re-drives it with a session', async () => {
    const failing = await queue.add(JobName.ContactSubmitted, { id: 'x' }, { attempts: 1 });
    const worker = new Worker(
      QueueName.Lead,
      async () => {
        throw new Error('database away');
      },
      {
        connection: redisOptionsFromUrl(gateway.config.REDIS_URL),
        prefix: gateway.config.QUEUE_PREFIX,
      },
    );
    await waitFor(async () => (await failing.getState()) === 'failed', { what: 'the job to fail' });
    await worker.close();

    const page = await request(server()).get('/api/admin/queues').set('Cookie', cookie).expect(200);
    expect(page.text).toContain('Bytecraft queues');
    const listed = await request(server())
      .get('/api/admin/queues/api/queues')
      .query({ activeQueue: QueueName.Lead, status: 'failed', page: 1, jobsPerPage: 10 })
      .set('Cookie', cookie)
      .expect(200);
    const lead = (
      listed.body.queues as { name: string; jobs: { id: string; failedReason: string }[] }[]
    ).find((q) => q.name === QueueName.Lead);
    expect(lead?.jobs).toContainEqual(
      expect.objectContaining({ id: failing.id, failedReason: 'database away' }),
    );

    await request(server())
      .put(`/api/admin/queues/api/queues/${QueueName.Lead}/${failing.id}/retry`)
      .set('Cookie', cookie)
      .expect(204);
    expect(await failing.getState()).toBe('waiting');
  });
});
