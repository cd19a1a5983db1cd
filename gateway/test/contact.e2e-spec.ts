import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { validationBody } from '@bytecraft/testing/error-body';
import { QueueName } from '@bytecraft/contracts/queues';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { buildContact } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startTestSystem, type TestSystem } from './system';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * The whole path of the contact form: the real gateway, the lead and notification services as
 * their own processes, PostgreSQL, Redis and a mail catcher.
 */
describe('POST /api/contact (system)', () => {
  let system: TestSystem;
  let app: NestFastifyApplication;
  let mail: TestSystem['mail'];

  const contactRows = (email: string) =>
    system.db.lead.query<{ id: string; status: string; name: string }>(
      'SELECT id, status, name FROM contacts WHERE email = $1',
      [email],
    );
  const post = (body: unknown, key?: string) => {
    const req = request(app.getHttpServer()).post('/api/contact');
    if (key) void req.set('Idempotency-Key', key);
    return req.send(body as object);
  };

  /**
   * Sends a valid contact and waits for its row and its mails, then for the queues to be empty:
   * everything sent before it has been handled, so what is missing now never comes.
   */
  async function storedAfterwards() {
    const sentinel = buildContact();
    await post(sentinel).expect(201);
    await mail.waitForMail((m) => m.to[0]?.address === sentinel.email);
    expect(await contactRows(sentinel.email)).toHaveLength(1);
    await system.drained(QueueName.Lead, QueueName.Notification);
  }

  beforeAll(async () => {
    system = await startTestSystem('contact');
    ({ app, mail } = system);
  });

  afterAll(() => system?.stop());

  it('stores a valid contact as a new lead and mails the visitor and sales', async () => {
    const contact = buildContact();
    const res = await post({ ...contact, isAdmin: true }).expect(201);

    expect(res.body).toEqual({
      success: true,
      title: 'Message Sent!',
      message: expect.any(String),
      data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    const [row] = await waitFor(
      async () => {
        const rows = await contactRows(contact.email);
        return rows.length ? rows : undefined;
      },
      { what: 'the contact row' },
    );
    expect(row).toEqual({ id: res.body.data.id, status: 'new', name: contact.name });

    const confirmation = await mail.waitForMail((m) => m.to[0]?.address === contact.email);
    expect(confirmation.subject).toBe('We received your project enquiry');
    expect(confirmation.text).toContain('Hello Asha,');
    expect(confirmation.text).not.toContain(contact.message);
    const alert = await mail.waitForMail(
      (m) =>
        m.to[0]?.address === 'sales@bytecraft.example' && m.text?.includes(contact.email) === true,
    );
    expect(alert.text).toContain(contact.message);
    expect(alert.html).toContain('Cloud Solutions');
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: ' J ' }, 'Name must be at least 2 characters'],
    ['name', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['message', { message: '' }, 'Message is required'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['message', { message: 'm'.repeat(1001) }, 'Message must be at most 1000 characters'],
    ['service', { service: undefined }, 'Service selection is required'],
    ['service', { service: 'time-travel' }, 'Please select a valid service'],
    ['budget', { budget: 'infinite' }, 'Please select a valid budget'],
    ['timeline', { timeline: 'never' }, 'Please select a valid timeline'],
  ])('rejects a bad %s with its message: %j', async (field, change, message) => {
    const contact = buildContact(change);
    const res = await post(contact).expect(400);
    expect(res.body).toEqual(validationBody([{ field, message }]));
    expect(await contactRows(contact.email)).toEqual([]);
  });

  it('lists every broken field at once', async () => {
    const res = await post({}).expect(400);
    expect(res.body.validationErrors.map((e: { field: string }) => e.field)).toEqual([
      'name',
      'email',
      'service',
      'message',
    ]);
  });

  it('answers malformed JSON, oversized bodies, other media types and unknown routes in the catalogue shape', async () => {
    const server = app.getHttpServer();
    const malformed = await request(server)
      .post('/api/contact')
      .set('content-type', 'application/json')
      .send('{"name": "Asha",')
      .expect(400);
    expect(malformed.body).toEqual({
      requestId: expect.any(String),
      code: 'VALIDATION_ERROR',
      message: ERROR_MESSAGES.malformedJson,
    });

    const huge = await post({ ...buildContact(), message: 'x'.repeat(100 * 1024) }).expect(413);
    expect(huge.body).toEqual({
      requestId: expect.any(String),
      code: 'VALIDATION_ERROR',
      message: ERROR_MESSAGES.bodyTooLarge,
    });

    const text = await request(server)
      .post('/api/contact')
      .set('content-type', 'text/plain')
      .send('hello')
      .expect(415);
    expect(text.body.code).toBe('VALIDATION_ERROR');

    const missing = await request(server).get('/api/nothing-here').expect(404);
    expect(missing.body).toEqual({
      requestId: expect.any(String),
      code: 'NOT_FOUND',
      message: ERROR_MESSAGES.notFound,
    });
  });

  it('rejects an Idempotency-Key that is not a UUID', async () => {
    const res = await post(buildContact(), 'twice-please').expect(400);
    expect(res.body.validationErrors).toEqual([
      { field: 'idempotency-key', message: 'Idempotency-Key must be a UUID' },
    ]);
  });

  it('stores one row when the same submission id is sent twice, before and after it is processed', async () => {
    const contact = buildContact();
    const key = randomUUID();
    const [first, second] = await Promise.all([post(contact, key), post(contact, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data.id).toBe(key);
    await waitFor(async () => (await contactRows(contact.email)).length === 1, { what: 'the row' });

    await post(contact, key).expect(201);
    // Whatever the third copy caused has happened once a later contact's mail went out and the
    // queues are empty.
    await storedAfterwards();
    expect(await contactRows(contact.email)).toHaveLength(1);
    expect((await mail.messages()).filter((m) => m.to[0]?.address === contact.email)).toHaveLength(
      1,
    );
  });

  it('answers a filled honeypot like success and stores nothing', async () => {
    const contact = buildContact();
    const res = await post({ ...contact, website: 'http://spam.example' }).expect(201);
    expect(res.body.title).toBe('Message Sent!');
    await storedAfterwards();
    expect(await contactRows(contact.email)).toEqual([]);
  });

  it('accepts submissions while the lead service is down and stores them once it is back', async () => {
    await system.stopService('lead', 'kill');
    const contact = buildContact();
    const res = await post(contact).expect(201);
    expect(await contactRows(contact.email)).toEqual([]);

    await system.restartService('lead');
    const rows = await waitFor(
      async () => {
        const found = await contactRows(contact.email);
        return found.length ? found : undefined;
      },
      { what: 'the contact stored after restart' },
    );
    expect(rows[0]?.id).toBe(res.body.data.id);
  });
});

describe('rate limit', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway('ratelimit', { RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('answers the third submission from one IP with 429 and the spec message', async () => {
    const server = gateway.app.getHttpServer();
    await request(server).post('/api/contact').send(buildContact()).expect(201);
    await request(server).post('/api/contact').send(buildContact()).expect(201);
    const res = await request(server).post('/api/contact').send(buildContact()).expect(429);
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'RATE_LIMIT_ERROR',
      message: 'Too many requests from this IP, please try again later',
    });
  });
});
