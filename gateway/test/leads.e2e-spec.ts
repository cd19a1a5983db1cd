import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QueueName } from '@bytecraft/contracts/queues';
import request from 'supertest';
import {
  buildConsultation,
  buildDeveloperHire,
  buildScheduleCall,
} from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startTestSystem, type TestSystem } from './system';

interface LeadRoute {
  path: string;
  table: string;
  status: string;
  title: string;
  confirmation: string;
  build: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  rules: [string, Record<string, unknown>, string][];
}

const nameAndEmailRules: LeadRoute['rules'] = [
  ['name', { name: '' }, 'Name is required'],
  ['name', { name: 'V' }, 'Name must be at least 2 characters'],
  ['email', { email: '' }, 'Email is required'],
  ['email', { email: 'vikram@' }, 'Please enter a valid email address'],
];

const routes: LeadRoute[] = [
  {
    path: '/api/consultation',
    table: 'consultations',
    status: 'pending',
    title: 'Consultation Scheduled!',
    confirmation: 'Your free consultation request',
    build: buildConsultation,
    rules: [
      ...nameAndEmailRules,
      ['service', { service: undefined }, 'Service selection is required'],
      ['service', { service: 'Time Travel' }, 'Please select a valid service'],
      ['budget', { budget: 'lots' }, 'Please select a valid budget'],
      ['timeline', { timeline: '2-3-months' }, 'Please select a valid timeline'],
      ['message', { message: 'x'.repeat(1001) }, 'Project details must be at most 1000 characters'],
    ],
  },
  {
    path: '/api/schedule-call',
    table: 'schedule_calls',
    status: 'scheduled',
    title: 'Call Scheduled!',
    confirmation: 'Your call request',
    build: buildScheduleCall,
    rules: [
      ...nameAndEmailRules,
      ['phone', { phone: '' }, 'Phone number is required'],
      ['purpose', { purpose: undefined }, 'Call purpose is required'],
      ['purpose', { purpose: 'gossip' }, 'Please select a valid call purpose'],
      ['preferredTime', { preferredTime: '' }, 'Preferred time is required'],
      ['preferredTime', { preferredTime: 'midnight' }, 'Please select a valid preferred time'],
    ],
  },
  {
    path: '/api/developer-hire',
    table: 'developer_hires',
    status: 'new',
    title: 'Request Sent!',
    confirmation: 'Your developer hiring request',
    build: buildDeveloperHire,
    rules: [
      ...nameAndEmailRules,
      ['projectType', { projectType: '' }, 'Project type is required'],
      ['projectType', { projectType: 'moonshot' }, 'Please select a valid project type'],
      ['message', { message: '' }, 'Project details are required'],
      [
        'message',
        { message: 'Need a dev.' },
        'Please provide more details about your project (at least 20 characters)',
      ],
      ['budget', { budget: 'under-25k' }, 'Please select a valid budget'],
    ],
  },
];

describe('lead submissions (system)', () => {
  let system: TestSystem;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    system = await startTestSystem('leads');
    ({ app } = system);
  });
  afterAll(() => system?.stop());

  it('keeps mail while the notification service is down and sends it once it is back', async () => {
    await system.stopService('notification', 'kill');
    const body = buildConsultation();
    await request(app.getHttpServer()).post('/api/consultation').send(body).expect(201);
    await waitFor(
      async () =>
        (await system.db.lead.query('SELECT 1 FROM consultations WHERE email = $1', [body.email]))
          .length === 1,
    );
    expect((await system.mail.messages()).some((m) => m.to[0]?.address === body.email)).toBe(false);

    await system.restartService('notification');
    await system.mail.waitForMail(
      (m) => m.to[0]?.address === body.email,
      'the mail sent after the restart',
    );
  });

  describe.each(routes)('POST $path', (route) => {
    const rowsFor = (email: string) =>
      system.db.lead.query<{ id: string; status: string }>(
        `SELECT id, status FROM ${route.table} WHERE email = $1`,
        [email],
      );

    it(`stores a valid request as ${route.status} and mails the visitor and sales`, async () => {
      const body = route.build();
      const res = await request(app.getHttpServer()).post(route.path).send(body).expect(201);
      expect(res.body).toMatchObject({
        success: true,
        title: route.title,
        data: { id: expect.any(String) },
      });

      const rows = await waitFor(
        async () => {
          const found = await rowsFor(body.email as string);
          return found.length ? found : undefined;
        },
        { what: `the ${route.table} row` },
      );
      expect(rows).toEqual([{ id: res.body.data.id, status: route.status }]);
      const confirmation = await system.mail.waitForMail((m) => m.to[0]?.address === body.email);
      expect(confirmation.subject).toBe(route.confirmation);
      expect(confirmation.text).toContain(`Hello ${(body.name as string).split(' ')[0]},`);
      await system.mail.waitForMail(
        (m) =>
          m.to[0]?.address === 'sales@bytecraft.example' &&
          m.text?.includes(body.email as string) === true,
      );
    });

    it.each(route.rules)('rejects a bad %s: %j', async (field, change, message) => {
      const body = route.build(change);
      const res = await request(app.getHttpServer()).post(route.path).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.validationErrors).toEqual([{ field, message }]);
    });

    it('answers a filled honeypot like success and stores nothing', async () => {
      const body = route.build({ website: 'spam.example' });
      const res = await request(app.getHttpServer()).post(route.path).send(body).expect(201);
      expect(res.body.title).toBe(route.title);
      // A valid request sent after it is stored, and the queue is empty: the honeypot's would be
      // stored by now.
      const sentinel = route.build();
      await request(app.getHttpServer()).post(route.path).send(sentinel).expect(201);
      await waitFor(async () => (await rowsFor(sentinel.email as string)).length === 1, {
        what: `the ${route.table} row sent after the honeypot`,
      });
      await system.drained(QueueName.Lead);
      expect(await rowsFor(body.email as string)).toEqual([]);
    });
  });
});
