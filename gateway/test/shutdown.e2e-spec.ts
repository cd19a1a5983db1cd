import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { QueueName } from '@bytecraft/contracts/queues';
import { SUBMISSION_ID_HEADER } from '@bytecraft/contracts/submission';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildContact, buildJobApplication, files } from '@bytecraft/testing/factories';
import { startObjectStore, type ObjectStore } from '@bytecraft/testing/object-store';
import { startTestGateway, type TestGateway } from './test-gateway';
import { closeGateway } from '../src/app';

/**
 * A stop (compose stop, a rolling restart) while a visitor's upload is under way: the gateway
 * stops listening, answers that request as usual (its resume stored, its job queued), and only
 * then closes its queues and connections. Nest's own close() shut the connection that tracks
 * pending uploads first, and the visitor got a 503.
 */
describe('graceful stop of the gateway', () => {
  let store: ObjectStore;
  let gateway: TestGateway;
  let queue: Queue;

  beforeAll(async () => {
    store = await startObjectStore();
    gateway = await startTestGateway('shutdown', store.env);
    queue = new Queue(QueueName.Recruiting, {
      connection: redisOptionsFromUrl(gateway.config.REDIS_URL),
      prefix: gateway.config.QUEUE_PREFIX,
    });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    await gateway?.stop();
    await store?.stop();
  });

  /** The head of the first answer (a client that hangs up first aborts its request). */
  const answerOf = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      socket.on('data', (chunk) => {
        answer += String(chunk);
        if (answer.includes('\r\n\r\n')) resolve(answer);
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  /** Everything the gateway sent on a connection, once it has closed it. */
  const everythingOn = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      let answers = '';
      socket.on('data', (chunk) => (answers += String(chunk)));
      socket.on('close', () => resolve(answers));
      socket.on('error', reject);
    });

  /** A job application with a resume as one request, split where the resume begins. */
  const application = (id: string) => {
    const boundary = `----shutdown${randomUUID()}`;
    const fields = Object.entries(buildJobApplication())
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const head = Buffer.from(
      `${fields}--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    );
    const rest = Buffer.concat([files.pdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const request = Buffer.from(
      `POST /api/job-application HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + rest.length}\r\n${SUBMISSION_ID_HEADER}: ${id}\r\n\r\n`,
    );
    return { start: Buffer.concat([request, head]), rest };
  };

  it('answers an upload under way when told to stop, stores and queues it, then refuses new connections', async () => {
    const { port } = gateway.app.getHttpServer().address() as { port: number };
    const id = randomUUID();
    const form = application(id);
    const socket = connect(port, '127.0.0.1');
    const answer = answerOf(socket);
    // The request's head and its form up to the resume: the gateway is reading it when the stop comes.
    socket.write(form.start);
    await sleep(200);

    const stopped = closeGateway(gateway.app);
    await sleep(200);
    const refused = await new Promise<string>((resolve) =>
      connect(port, '127.0.0.1')
        .on('connect', () => resolve('connected'))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error')),
    );
    socket.write(form.rest);

    expect(await answer).toMatch(/^HTTP\/1\.1 201 /);
    socket.end();
    await stopped;
    expect(refused).toBe('ECONNREFUSED');
    const job = await queue.getJob(id);
    const resumeKey = (job?.data as { data: { resume?: { key: string } } }).data.resume?.key;
    expect(await store.keys()).toEqual([resumeKey]);
  });

  it('answers as usual a request that arrives on a connection it holds when told to stop, then closes that connection', async () => {
    // Its own replica: the test above stopped the first one.
    const replica = await gateway.replica();
    const { port } = replica.getHttpServer().address() as { port: number };
    const form = application(randomUUID());
    const socket = connect(port, '127.0.0.1');
    const answers = everythingOn(socket);
    // An upload under way keeps the connection busy while the stop comes.
    socket.write(form.start);
    await sleep(200);

    const stopped = closeGateway(replica);
    await sleep(200);
    // The rest of the upload, and behind it on the same connection a contact: the gateway
    // had this request in hand, so it is answered, not refused with fastify's drain 503.
    const contactId = randomUUID();
    const contact = JSON.stringify(buildContact());
    socket.write(
      Buffer.concat([
        form.rest,
        Buffer.from(
          `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(contact)}\r\n${SUBMISSION_ID_HEADER}: ${contactId}\r\n\r\n` +
            contact,
        ),
      ]),
    );

    const statuses = [...(await answers).matchAll(/HTTP\/1\.1 (\d{3}) /g)].map(([, code]) => code);
    await stopped;
    expect(statuses).toEqual(['201', '201']);
    const leads = new Queue(QueueName.Lead, {
      connection: redisOptionsFromUrl(gateway.config.REDIS_URL),
      prefix: gateway.config.QUEUE_PREFIX,
    });
    try {
      expect(await leads.getJob(contactId)).toBeDefined();
    } finally {
      await leads.close();
    }
  });
});
