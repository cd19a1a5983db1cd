import { createServer, type Server, type Socket } from 'node:net';
import { composeMail, connectWithoutDelay } from './mail-transport';

describe('connectWithoutDelay', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  type Connected = Parameters<typeof connectWithoutDelay>[1];
  const open = () =>
    new Promise<{ socket: Socket; callback: jest.MockedFunction<Connected> }>((resolve) => {
      const callback: jest.MockedFunction<Connected> = jest.fn((_error, options) =>
        resolve({ socket: options!.connection, callback }),
      );
      connectWithoutDelay(
        { pool: true, host: '127.0.0.1', port, connectionTimeout: 1000 },
        callback,
      );
    });

  it('hands over a connected socket once, and leaves its later timeouts and errors to nodemailer', async () => {
    const { socket, callback } = await open();
    expect(callback).toHaveBeenCalledWith(null, { connection: socket });

    // nodemailer's own idle timeout and a broken connection, long after the handover.
    socket.emit('timeout');
    socket.on('error', () => undefined);
    socket.emit('error', new Error('reset'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });

  it('fails with the error when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port: freePort } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));

    const error = await new Promise<Error | null>((resolve) =>
      connectWithoutDelay({ pool: true, host: '127.0.0.1', port: freePort }, resolve),
    );
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('composeMail', () => {
  const mail = {
    from: 'Bytecraft <hello@bytecraft.example>',
    to: 'asha@example.com',
    subject: 'We received your message',
    messageId: '<d1.contact-confirmation@bytecraft.example>',
    text: 'Hello Asha',
    html: '<p>Hello Asha</p>',
  };
  const boundaryOf = (raw: string) => /boundary="?([^"\r\n;]+)/.exec(raw)?.[1];

  it('composes the whole message, with its Message-ID, envelope and both parts', async () => {
    const composed = await composeMail(mail);
    const raw = String(composed.raw);
    expect(composed.envelope).toEqual({
      from: 'hello@bytecraft.example',
      to: ['asha@example.com'],
    });
    expect(composed.messageId).toBe(mail.messageId);
    expect(raw).toContain(`Message-ID: ${mail.messageId}`);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('<p>Hello Asha</p>');
    expect(raw).toContain(`--${boundaryOf(raw)}--`);
  });

  it('gives every mail boundaries of its own that nobody can guess from the mail', async () => {
    const boundaries = await Promise.all(
      [1, 2, 3].map(async () => boundaryOf(String((await composeMail(mail)).raw))),
    );
    expect(new Set(boundaries).size).toBe(3);
    for (const boundary of boundaries) expect(boundary).toMatch(/[0-9a-f]{32}/);
  });
});
