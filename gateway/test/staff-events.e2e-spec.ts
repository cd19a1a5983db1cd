import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { Redis } from 'ioredis';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { buildContact } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGatewayApp } from '../src/app';
import { StaffSessionStore } from '../src/auth/staff-session.store';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

/** An open `GET /api/admin/events`: what it has carried so far, and whether it has ended. */
interface OpenStream {
  response: IncomingMessage;
  received(): string;
  ended: Promise<void>;
  close(): void;
}

/**
 * The console's live events against the real stack: a stream carries what is stored while its
 * session lasts, and ends with it.
 */
describe('staff live events (system)', () => {
  let system: TestSystem;
  let redis: Redis;
  const http = () => request(system.app.getHttpServer());

  function openStream(cookie: string, app = system.app): Promise<OpenStream> {
    const { port } = app.getHttpServer().address() as AddressInfo;
    return new Promise((resolve, reject) =>
      httpGet(
        { host: '127.0.0.1', port, path: '/api/admin/events', headers: { Cookie: cookie } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          const ended = new Promise<void>((done) => response.on('close', done));
          resolve({ response, received: () => text, ended, close: () => response.destroy() });
        },
      ).on('error', reject),
    );
  }
  /** Posts a contact and answers its id once it is stored. */
  const submitContact = async (name = 'Live Visitor') =>
    (await http().post('/api/contact').send(buildContact({ name })).expect(201)).body.data
      .id as string;

  beforeAll(async () => {
    system = await startTestSystem('staff-events', {
      STAFF_EVENTS_CHECK_SECONDS: '0.2',
      STAFF_EVENTS_MAX_PER_ACCOUNT: '3',
    });
    redis = new Redis(redisOptionsFromUrl(system.config.REDIS_URL));
  });
  afterAll(async () => {
    await redis?.quit();
    await system?.stop();
  });

  it('pushes a submission to an open event stream as it is stored', async () => {
    const stream = await openStream(await signIn(system.app, system.staff));
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
      const id = await submitContact();
      await waitFor(() => stream.received().includes(id), { what: 'the event on the stream' });
      const event = stream
        .received()
        .split('\n\n')
        .find((block) => block.includes(id))!;
      expect(event).toContain('event: submission.created');
      const data = event
        .split('\n')
        .find((line) => line.startsWith('data: '))!
        .slice(6);
      expect(JSON.parse(data)).toEqual({
        type: 'submission.created',
        kind: 'contact',
        id,
        name: 'Live Visitor',
      });
    } finally {
      stream.close();
    }
  });

  it('ends a stream when its session signs out, and carries nothing stored afterwards', async () => {
    const leaving = await signIn(system.app, system.staff);
    const staying = await signIn(system.app, system.staff);
    const [left, stays] = await Promise.all([openStream(leaving), openStream(staying)]);
    try {
      await http().post('/api/admin/auth/logout').set('Cookie', leaving).expect(200);
      await left.ended;
      const id = await submitContact();
      // The other session's stream carries it: it was published, and the first was closed.
      await waitFor(() => stays.received().includes(id), { what: 'the event on the open stream' });
      expect(left.received()).not.toContain(id);
    } finally {
      left.close();
      stays.close();
    }
  });

  it('ends a stream at its next check once its session has expired', async () => {
    const cookie = await signIn(system.app, system.staff);
    const stream = await openStream(cookie);
    try {
      await waitFor(() => stream.received().includes('event: keep-alive'), {
        what: 'a keep-alive',
      });
      // What the idle time does, without waiting for it.
      const sessionId = cookie.split('=')[1];
      await redis.del(system.app.get(StaffSessionStore).keyOf(sessionId));
      await stream.ended;
      await http().get('/api/admin/events').set('Cookie', cookie).expect(401);
    } finally {
      stream.close();
    }
  });

  it('holds at most STAFF_EVENTS_MAX_PER_ACCOUNT streams per account, across its sessions and the replicas, and gives a closed one back', async () => {
    /** A staff account of the test's own: no other test's stream counts against it. */
    const newAccount = async () => {
      const account = {
        email: newEmail('events'),
        password: newPassword(),
      };
      await system.app.get(StaffAccountsService).add(account.email, account.password);
      return account;
    };
    /** A stream's answer, read to its end when it was refused (an open stream is closed). */
    const refusal = async (stream: OpenStream) => {
      if (stream.response.statusCode === 200) {
        stream.close();
        return { status: 200 };
      }
      await stream.ended;
      return { status: stream.response.statusCode, body: JSON.parse(stream.received()) };
    };
    const tooMany = {
      status: 429,
      body: {
        requestId: expect.any(String),
        code: 'RATE_LIMIT_ERROR',
        message: STAFF_ERROR_MESSAGES.tooManyStreams,
      },
    };
    const replica: NestFastifyApplication = await createGatewayApp(system.config);
    await replica.listen(0, '127.0.0.1');
    const account = await newAccount();
    const open: OpenStream[] = [];
    try {
      // Three sessions of one account (three browsers), one of them on the other replica.
      const sessions = [
        await signIn(system.app, account),
        await signIn(system.app, account),
        await signIn(replica, account),
      ];
      open.push(
        await openStream(sessions[0]),
        await openStream(sessions[1], replica),
        await openStream(sessions[2], replica),
      );
      expect(open.map((stream) => stream.response.statusCode)).toEqual([200, 200, 200]);

      // A fourth session signs in, on either replica: the account holds its maximum.
      const fourth = await signIn(system.app, account);
      expect(await refusal(await openStream(fourth))).toEqual(tooMany);
      expect(await refusal(await openStream(fourth, replica))).toEqual(tooMany);

      // Another account has streams of its own.
      const other = await openStream(await signIn(system.app, await newAccount()));
      expect(other.response.statusCode).toBe(200);
      other.close();

      open[0].close();
      await open[0].ended;
      const again = await waitFor(
        async () => {
          const stream = await openStream(fourth);
          if (stream.response.statusCode === 200) return stream;
          stream.close();
          return undefined;
        },
        { what: 'the closed stream given back' },
      );
      open.push(again);
    } finally {
      for (const stream of open) stream.close();
      await replica.close();
    }
  });
});
