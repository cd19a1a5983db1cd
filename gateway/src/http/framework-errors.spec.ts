import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { catalogueFrameworkErrors } from './framework-errors';

/** Raw bytes to the server and the whole answer back: what fetch would refuse to send. */
const exchange = (port: number, request: string) =>
  new Promise<{ status: number; body: unknown }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]),
        body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)),
      }),
    );
    socket.end(request);
  });

describe('catalogueFrameworkErrors', () => {
  let server: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    server = Fastify({ ...catalogueFrameworkErrors });
    server.post('/unsubscribe/:token', async () => ({ ok: true }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  it('answers a parameter longer than the router takes as not found', async () => {
    const answer = await exchange(
      port,
      `POST /unsubscribe/${'a'.repeat(5000)} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'NOT_FOUND', requestId: expect.any(String) }),
    });
  });

  it('answers a path that is not valid percent-encoding as a validation error', async () => {
    const answer = await exchange(
      port,
      `POST /unsubscribe/%E0%A4%A HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('answers headers over 16 KB and a request that is not HTTP in the catalogue shape', async () => {
    expect(
      await exchange(port, `GET /?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    ).toEqual({
      status: 431,
      body: { code: 'VALIDATION_ERROR', message: 'The request line and headers are too large' },
    });
    expect(await exchange(port, 'HELLO\r\n\r\n')).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'The request is not valid HTTP' },
    });
  });
});
