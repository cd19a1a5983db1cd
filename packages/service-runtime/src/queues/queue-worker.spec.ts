import { QueueName } from '@bytecraft/contracts/queues';
import { BullModule } from '@nestjs/bullmq';
import { Test } from '@nestjs/testing';
import { Queue, type Job } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseEnv } from '../config/env';
import { QueueWorker, QueueWorkerHost, workerConcurrencyProvider } from './queue-worker';
import { workerEnv } from './worker-env';

describe('WORKER_CONCURRENCY', () => {
  const load = (env: Record<string, string | undefined>) =>
    parseEnv(z.object({ ...workerEnv({ concurrency: 16 }) }), env);

  it("defaults to the service's measured value and reads a number from the environment", () => {
    expect(load({}).WORKER_CONCURRENCY).toBe(16);
    expect(load({ WORKER_CONCURRENCY: '40' }).WORKER_CONCURRENCY).toBe(40);
  });

  it('refuses what is not a whole number of at least one, naming the variable', () => {
    for (const bad of ['0', '-2', '2.5', 'many']) {
      expect(() => load({ WORKER_CONCURRENCY: bad })).toThrow(/WORKER_CONCURRENCY: /);
    }
  });
});

describe('QueueWorkerHost', () => {
  const connection = { host: '127.0.0.1', port: 6379 };
  const prefix = `test-queue-worker-${randomBytes(4).toString('hex')}`;
  let release: () => void = () => undefined;
  const released = () => new Promise<void>((resolve) => (release = resolve));
  let gate = released();
  let running = 0;
  let peak = 0;

  @QueueWorker(QueueName.Lead)
  class HeldWorker extends QueueWorkerHost {
    async process(_job: Job): Promise<void> {
      running += 1;
      peak = Math.max(peak, running);
      await gate;
      running -= 1;
    }
  }

  it('runs as many jobs at once as the configuration says, from the first job on', async () => {
    const queue = new Queue(QueueName.Lead, { connection, prefix });
    // Queued before the application starts: a worker that began at BullMQ's default of one
    // would already hold the first of them alone.
    await queue.addBulk(Array.from({ length: 8 }, (_, i) => ({ name: 'held', data: { i } })));
    const moduleRef = await Test.createTestingModule({
      imports: [
        BullModule.forRoot({ connection, prefix }),
        BullModule.registerQueue({ name: QueueName.Lead }),
      ],
      providers: [HeldWorker, workerConcurrencyProvider({ WORKER_CONCURRENCY: 3 })],
    }).compile();
    const app = await moduleRef.init();
    try {
      const worker = app.get(HeldWorker).worker;
      expect(worker.concurrency).toBe(3);
      const deadline = Date.now() + 10_000;
      while (running < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(running).toBe(3);
      // The rest wait for a free slot, not a second worker: still three at once after a while.
      await new Promise((r) => setTimeout(r, 300));
      expect(peak).toBe(3);
      const done = new Promise<void>((resolve) => {
        let completed = 0;
        worker.on('completed', () => ++completed === 8 && resolve());
      });
      const first = release;
      gate = Promise.resolve();
      first();
      await done;
      expect(peak).toBe(3);
    } finally {
      await app.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
