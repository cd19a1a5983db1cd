import { connect, type Socket } from 'node:net';
import { startGateway, type GatewayProcess } from '@bytecraft/testing/service-process';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '@bytecraft/testing/databases';
import { dropKeys } from '@bytecraft/testing/redis-server';
import { waitFor } from '@bytecraft/testing/wait-for';

/**
 * A visitor who leaves while the request is still being read (a tab closed, a phone out of
 * coverage mid-upload) is the visitor's doing: the request's log line says 499, and no error is
 * logged. The gateway runs as its own process, as production runs it: in jest's sandbox,
 * Node's own "aborted" error is of another realm, and @fastify/multipart's `instanceof Error`
 * would not see it as one.
 */
describe('a client that leaves mid-request (gateway process)', () => {
  let database: TestDatabase;
  let gateway: GatewayProcess;
  let port: number;
  const prefix = testQueuePrefix('client-abort');

  beforeAll(async () => {
    database = await createTestDatabase('gateway');
    gateway = await startGateway({
      DATABASE_URL: database.url,
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'log',
      // One upload read at a time, so a second one waits for its turn.
      UPLOAD_CONCURRENCY: '1',
      UPLOAD_QUEUE_WAIT_MS: '10000',
    });
    port = gateway.port;
  });

  afterAll(async () => {
    await gateway?.stop();
    await database?.drop();
    await dropKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix);
  });

  /** Sends the head and the start of the body, and leaves the connection open. */
  const begin = (requestId: string, path: string, type: string, start: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: ${requestId}\r\n` +
            `Content-Type: ${type}\r\nContent-Length: 5000\r\n\r\n${start}`,
        );
        // Long enough for the route to be at work on the request.
        setTimeout(() => resolve(socket), 200);
      });
      socket.on('error', reject);
    });
  /** Then the connection drops (a closed tab). */
  const leave = (socket: Socket) => void socket.resetAndDestroy();

  const linesOf = (requestId: string, what: string) =>
    waitFor(
      () => {
        const mine = gateway.logs().filter((line) => line.requestId === requestId);
        return mine.length > 0 ? mine : undefined;
      },
      { what: `the gateway's line for ${what}` },
    );
  const closedByClient = (url: string) => [
    expect.objectContaining({ level: 40, url, status: 499, msg: 'request closed by the client' }),
  ];
  const errorLines = () => gateway.logs().filter((line) => (line.level as number) >= 50);
  const FORM = 'multipart/form-data; boundary=b';
  const NAME_FIELD = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nPriya';

  it.each([
    ['/api/contact', 'application/json', '{"name":"Asha'],
    ['/api/job-application', FORM, NAME_FIELD],
  ])('logs %s left mid-body as 499, and no error', async (path, type, start) => {
    const requestId = `it-${Date.now()}-leaves`;
    leave(await begin(requestId, path, type, start));
    expect(await linesOf(requestId, path)).toEqual(closedByClient(path));
    expect(errorLines()).toEqual([]);
    // And it goes on answering.
    const next = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(next.status).toBe(400);
  });

  it('logs an upload left while it waits for its turn as 499, and no error', async () => {
    const reading = `it-${Date.now()}-reading`;
    const waiting = `it-${Date.now()}-waiting`;
    const first = await begin(reading, '/api/job-application', FORM, NAME_FIELD);
    leave(await begin(waiting, '/api/job-application', FORM, ''));
    expect(await linesOf(waiting, 'the waiting upload')).toEqual(
      closedByClient('/api/job-application'),
    );
    leave(first);
    expect(await linesOf(reading, 'the upload being read')).toEqual(
      closedByClient('/api/job-application'),
    );
    expect(errorLines()).toEqual([]);
  });
});
