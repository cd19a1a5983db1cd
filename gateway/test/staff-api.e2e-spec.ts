import { validationBody } from '@bytecraft/testing/error-body';
import {
  RECORD_KINDS,
  STAFF_PATHS,
  RECORD_KIND_IDS,
  type RecordKind,
} from '@bytecraft/contracts/records';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  buildConsultation,
  buildContact,
  buildDeveloperHire,
  buildInternshipApplication,
  buildJobApplication,
  buildScheduleCall,
  files,
} from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { INLINE_PDF_POLICY } from '../src/recruiting/resumes.controller';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { binary } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const tag = () => randomBytes(4).toString('hex');

/**
 * The staff API against the real stack: every read and change answered by the owning service
 * over the Redis transport, behind a real session.
 */
describe('staff API (system)', () => {
  let system: TestSystem;
  let cookie: string;
  const http = () => request(system.app.getHttpServer());
  const staff = {
    get: (path: string) => http().get(path).set('Cookie', cookie),
    patch: (path: string) => http().patch(path).set('Cookie', cookie),
    post: (path: string) => http().post(path).set('Cookie', cookie),
  };

  /** Submits through the public route and waits until staff can read the record. */
  async function submitted(kind: RecordKind, send: () => request.Test): Promise<string> {
    const res = await send().expect(201);
    const id = res.body.data.id as string;
    await waitFor(async () => (await staff.get(`/api/${STAFF_PATHS[kind]}/${id}`)).status === 200, {
      what: `the ${kind} to be stored`,
    });
    return id;
  }
  const postJson = (path: string, body: object) =>
    http().post(path).set('Idempotency-Key', randomUUID()).send(body);
  const postForm = (path: string, fields: object, resume: Buffer = files.pdf()) => {
    const req = http().post(path).set('Idempotency-Key', randomUUID());
    for (const [name, value] of Object.entries(fields)) if (value) void req.field(name, value);
    return req.attach('resume', resume, { filename: 'cv.pdf', contentType: 'application/pdf' });
  };
  const postApplication = (fields: object, resume?: Buffer) =>
    postForm('/api/job-application', fields, resume);
  const SUBMIT: Partial<Record<RecordKind, () => request.Test>> = {
    contact: () => postJson('/api/contact', buildContact()),
    'schedule-call': () => postJson('/api/schedule-call', buildScheduleCall()),
    consultation: () => postJson('/api/consultation', buildConsultation()),
    'developer-hire': () => postJson('/api/developer-hire', buildDeveloperHire()),
    'job-application': () => postApplication(buildJobApplication()),
    'internship-application': () =>
      postForm('/api/internship/application', buildInternshipApplication()),
  };

  beforeAll(async () => {
    system = await startTestSystem('staff-api');
    cookie = await signIn(system.app, system.staff);
  });
  afterAll(() => system?.stop());
  const staffId = async () =>
    (await system.app.get(StaffAccountsService).byEmail(system.staff.email)).id;

  describe.each(Object.keys(SUBMIT) as RecordKind[])('%s workflow', (kind) => {
    const { statuses } = RECORD_KINDS[kind];

    it('starts at its first status, accepts exactly its statuses and keeps each change in its activity', async () => {
      const id = await submitted(kind, SUBMIT[kind]!);
      const path = `/api/${STAFF_PATHS[kind]}/${id}`;
      const first = (await staff.get(path)).body.data as Detailed<{ status: string }>;
      expect(first).toMatchObject({ id, status: statuses[0] });
      expect(first.activity.filter((entry) => entry.type === 'status')).toEqual([]);

      const route = [...statuses.slice(1), statuses[0]];
      for (const status of route) {
        const res = await staff.patch(`${path}/status`).send({ status }).expect(200);
        expect(res.body).toMatchObject({ success: true, data: { id, status } });
      }

      const refused = await staff.patch(`${path}/status`).send({ status: 'archived' }).expect(400);
      expect(refused.body).toEqual(
        validationBody([
          { field: 'status', message: `Status must be one of: ${statuses.join(', ')}` },
        ]),
      );

      const { activity, status } = (await staff.get(path).expect(200)).body.data as Detailed<{
        status: string;
      }>;
      expect(status).toBe(statuses[0]);
      const changes = activity.flatMap((entry) => (entry.type === 'status' ? [entry] : []));
      expect(changes.map((step) => [step.from, step.to])).toEqual(
        route.map((to, i) => [i === 0 ? statuses[0] : route[i - 1], to]),
      );
      for (const step of changes) {
        expect(step.actorId).toBe(await staffId());
        expect(new Date(step.at).getTime()).not.toBeNaN();
      }
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const path = `/api/${STAFF_PATHS[kind]}/${id}`;
        expect((await staff.get(path).expect(404)).body.code).toBe('NOT_FOUND');
        await staff.patch(`${path}/status`).send({ status: statuses[0] }).expect(404);
      }
    });
  });

  it('pages, filters and searches over every row, newest first', async () => {
    const needle = `Needle-${tag()}`;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const company = i % 2 ? needle.toUpperCase() : needle.toLowerCase();
      ids.push(
        await submitted('contact', () => postJson('/api/contact', buildContact({ company }))),
      );
    }
    const q = needle.slice(2, 10);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await staff.get(`/api/contact?q=${q}&limit=5&page=${page}`).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.pagination).toEqual({ page, limit: 5, total: 12, totalPages: 3 });
      pages.push(...res.body.data.map((row: { id: string }) => row.id));
    }
    expect(pages).toHaveLength(12);
    expect(new Set(pages)).toEqual(new Set(ids));
    const dates = (await staff.get(`/api/contact?q=${q}&limit=12`)).body.data.map(
      (row: { createdAt: string }) => row.createdAt,
    );
    expect([...dates].sort().reverse()).toEqual(dates);

    // Contacts default to 10 a page; the other lists to 50.
    expect((await staff.get(`/api/contact?q=${q}`)).body.pagination.limit).toBe(10);

    await staff.patch(`/api/contact/${ids[0]}/status`).send({ status: 'resolved' }).expect(200);
    const resolved = await staff.get(`/api/contact?q=${q}&status=resolved`).expect(200);
    expect(resolved.body.data.map((row: { id: string }) => row.id)).toEqual([ids[0]]);

    // The board's columns count every row the search finds, not the page loaded.
    const counts = await staff.get(`/api/contact/counts?q=${q}`).expect(200);
    expect(counts.body).toEqual({
      success: true,
      data: { total: 12, byStatus: { new: 11, resolved: 1 } },
    });
    const all = (await staff.get('/api/contact/counts').expect(200)).body.data;
    const [{ n }] = await system.db.lead.query<{ n: string }>(
      `SELECT count(*) AS n FROM contacts WHERE status = 'new'`,
    );
    expect(all.byStatus.new).toBe(Number(n));
    const refused = await staff.get(`/api/contact/counts?q=${'x'.repeat(201)}`).expect(400);
    expect(refused.body.validationErrors.map((e: { field: string }) => e.field)).toEqual(['q']);

    // A search is text, never a pattern.
    expect((await staff.get(`/api/contact?q=%25`)).body.pagination.total).toBe(0);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['status=archived', 'status'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('refuses the query %s with a field error', async (query, field) => {
    const res = await staff.get(`/api/contact?${query}`).expect(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.validationErrors.map((e: { field: string }) => e.field)).toEqual([field]);
  });

  it("filters job applications by the careers page's position, general resumes as general, and refuses an unknown one", async () => {
    const t = tag();
    const email = (n: number) => `position.${t}.${n}@example.com`;
    const [designer, data, resume] = [
      await submitted('job-application', () =>
        postApplication(
          buildJobApplication({ email: email(1), jobId: '4', jobTitle: 'UI/UX Designer' }),
        ),
      ),
      await submitted('job-application', () =>
        postApplication(
          buildJobApplication({ email: email(2), jobId: '5', jobTitle: 'Data Engineer' }),
        ),
      ),
      await submitted('job-application', () =>
        postForm('/api/job-application/resume', { name: 'Kavya Reddy', email: email(3) }),
      ),
    ];
    const listed = async (query: string) =>
      (await staff.get(`/api/job-application?q=position.${t}&${query}`).expect(200)).body.data.map(
        (record: { id: string }) => record.id,
      );
    expect(await listed('position=4')).toEqual([designer]);
    expect(await listed('position=5')).toEqual([data]);
    expect(await listed('position=general')).toEqual([resume]);
    expect(await listed('position=1')).toEqual([]);
    expect(await listed('')).toEqual([resume, data, designer]);

    const counts = await staff
      .get(`/api/job-application/counts?q=position.${t}&position=5`)
      .expect(200);
    expect(counts.body.data).toEqual({ total: 1, byStatus: { applied: 1 } });

    for (const path of ['/api/job-application', '/api/job-application/counts']) {
      const refused = await staff.get(`${path}?position=99`).expect(400);
      expect(refused.body).toEqual(
        validationBody([
          { field: 'position', message: 'Position must be one of: 1, 2, 3, 4, 5, 6, general' },
        ]),
      );
    }
  });

  it('counts the dashboard from the tables', async () => {
    await submitted('contact', SUBMIT['contact']!);
    await http()
      .post('/api/newsletter/subscribe')
      .send({ email: `count.${tag()}@example.com`, source: 'footer' })
      .expect(201);
    const { data } = (await staff.get('/api/admin/dashboard/stats').expect(200)).body;
    const count = async (db: keyof TestSystem['db'], sql: string) =>
      Number((await system.db[db].query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`))[0].n);
    expect(data).toEqual({
      contacts: {
        total: await count('lead', 'contacts'),
        new: await count('lead', `contacts WHERE status = 'new'`),
        pending: await count('lead', `contacts WHERE status = 'in_progress'`),
      },
      scheduleCalls: {
        total: await count('lead', 'schedule_calls'),
        scheduled: await count('lead', `schedule_calls WHERE status = 'scheduled'`),
        completed: await count('lead', `schedule_calls WHERE status = 'completed'`),
      },
      consultations: {
        total: await count('lead', 'consultations'),
        pending: await count('lead', `consultations WHERE status = 'pending'`),
        scheduled: await count('lead', `consultations WHERE status = 'scheduled'`),
      },
      developerHires: {
        total: await count('lead', 'developer_hires'),
        new: await count('lead', `developer_hires WHERE status = 'new'`),
        reviewing: await count('lead', `developer_hires WHERE status = 'reviewing'`),
      },
      jobApplications: {
        total: await count('recruiting', 'job_applications'),
        applied: await count('recruiting', `job_applications WHERE status = 'applied'`),
        screening: await count('recruiting', `job_applications WHERE status = 'screening'`),
      },
      internships: {
        applications: await count('recruiting', 'internship_applications'),
        questions: await count('recruiting', 'internship_questions'),
      },
      newsletter: {
        total: await count('newsletter', 'newsletter_subscriptions'),
        active: await count('newsletter', `newsletter_subscriptions WHERE status = 'active'`),
        recent: await count(
          'newsletter',
          `newsletter_subscriptions WHERE "subscribedAt" > now() - interval '30 days'`,
        ),
      },
    });
    expect(data.contacts.total).toBeGreaterThan(0);
  });

  it.each([
    ['job-application', '/api/job-application', buildJobApplication],
    ['internship-application', '/api/internship/application', buildInternshipApplication],
  ] as const)(
    '%s: streams a PDF resume back to open in the browser, sandboxed, named after the applicant, byte for byte',
    async (kind, path, build) => {
      const resume = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);
      const fields = build({ name: 'Priya Nair' });
      const id = await submitted(kind, () => postForm(path, fields, resume));
      const record = (await staff.get(`/api/${STAFF_PATHS[kind]}/${id}`).expect(200)).body.data;
      expect(record).toMatchObject({ id, name: 'Priya Nair', email: fields.email });
      expect(record.resumeUrl).toBe(`/api/${STAFF_PATHS[kind]}/${id}/resume`);
      expect(record).not.toHaveProperty('resumeKey');

      const res = await staff.get(record.resumeUrl).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(res.body as Buffer, resume)).toBe(0);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^inline; filename="Priya Nair - resume\.pdf"/,
      );
      // Shown from our origin only as an opaque, scriptless document that loads nothing.
      expect(res.headers['content-security-policy']).toBe(INLINE_PDF_POLICY);
      expect(res.headers['content-security-policy']).toMatch(/^sandbox;.*default-src 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');

      await staff.get(`/api/${STAFF_PATHS[kind]}/${randomUUID()}/resume`).expect(404);
    },
  );

  it('still sends a Word resume as an attachment, under the API policy', async () => {
    const fields = buildJobApplication({ name: 'Priya Nair' });
    const id = await submitted('job-application', () => {
      const req = http().post('/api/job-application').set('Idempotency-Key', randomUUID());
      for (const [name, value] of Object.entries(fields)) if (value) void req.field(name, value);
      return req.attach('resume', files.docx(), { filename: 'cv.docx' });
    });
    const res = await staff.get(`/api/job-application/${id}/resume`).expect(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Priya Nair - resume\.docx"/,
    );
    expect(res.headers['content-security-policy']).not.toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers one newsletter subscription, and 404 for an unknown id', async () => {
    const email = `detail.${tag()}@example.com`;
    await http().post('/api/newsletter/subscribe').send({ email, source: 'footer' }).expect(201);
    const list = await staff.get(`/api/newsletter/subscriptions?q=${email}`).expect(200);
    expect(list.body.data).toHaveLength(1);
    const { id } = list.body.data[0];
    const res = await staff.get(`/api/newsletter/subscriptions/${id}`).expect(200);
    expect(res.body).toEqual({
      success: true,
      data: expect.objectContaining({ id, email, status: 'active', source: 'footer' }),
    });
    await staff.get(`/api/newsletter/subscriptions/${randomUUID()}`).expect(404);
  });

  it('mails the asker the answer to an internship question, again when answered again', async () => {
    const email = `asker.${tag()}@example.com`;
    const id = await submitted('internship-question', () =>
      postJson('/api/internship/question', {
        name: 'Rohan Das',
        email,
        question: 'Is the internship open to second-year students?',
      }),
    );
    const first = await staff
      .post(`/api/internship/questions/${id}/answer`)
      .send({ response: 'Yes, from the second year on.', respondedBy: 'Internship team' })
      .expect(200);
    expect(first.body.data).toMatchObject({
      id,
      response: 'Yes, from the second year on.',
      respondedBy: 'Internship team',
    });
    expect(first.body.data.respondedAt).toEqual(expect.any(String));
    const mail = await system.mail.waitForMail(
      (m) => m.to[0]?.address === email && m.subject === 'An answer to your internship question',
    );
    expect(mail.text).toContain('Yes, from the second year on.');

    await staff
      .post(`/api/internship/questions/${id}/answer`)
      .send({ response: 'Also open to final-year students.', respondedBy: 'Internship team' })
      .expect(200);
    await system.mail.waitForMail(
      (m) => m.to[0]?.address === email && Boolean(m.text?.includes('final-year')),
      'the second answer',
    );

    const invalid = await staff.post(`/api/internship/questions/${id}/answer`).send({}).expect(400);
    expect(invalid.body.validationErrors.map((e: { field: string }) => e.field)).toEqual([
      'response',
      'respondedBy',
    ]);
    await staff
      .post(`/api/internship/questions/${randomUUID()}/answer`)
      .send({ response: 'x', respondedBy: 'y' })
      .expect(404);
  });

  it('exports every subscription as CSV, a formula-looking address neutralised', async () => {
    const hostile = `=cmd()${tag()}@evil.example`;
    await http().post('/api/newsletter/subscribe').send({ email: hostile }).expect(201);
    const res = await staff.get('/api/newsletter/subscriptions/export.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-subscriptions.csv"',
    );
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Email","Status","Source","Subscribed At","Unsubscribed At","ID","Consent at","Consent client","Consent page","Consent text","Confirmed at"',
    );
    const total = Number(
      (
        await system.db.newsletter.query<{ n: string }>(
          'SELECT count(*) AS n FROM newsletter_subscriptions',
        )
      )[0].n,
    );
    expect(lines).toHaveLength(total + 1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^"'=cmd\\(\\)${hostile.slice(6)}","active","footer","[^"]+","",`),
      ),
    );

    const stats = (await staff.get('/api/newsletter/stats').expect(200)).body.data;
    expect(stats).toMatchObject({
      total,
      active: total,
      unsubscribed: 0,
      recentSubscriptions: total,
    });
    expect(stats.activeRate).toBe(100);
  });

  it('answers 503 when the owning service is down', async () => {
    await system.stopService('lead');
    try {
      const res = await staff.get('/api/contact').expect(503);
      expect(res.body).toEqual({
        requestId: expect.any(String),
        code: 'SERVICE_UNAVAILABLE',
        message: ERROR_MESSAGES.serviceUnavailable,
      });
    } finally {
      await system.restartService('lead');
    }
  });

  it('reports the tables of every database in health’s details', async () => {
    const res = await staff.get('/api/health/details').expect(200);
    const tables = async (db: keyof TestSystem['db']) =>
      Number(
        (
          await system.db[db].query<{ n: string }>(
            `SELECT count(*) AS n FROM information_schema.tables
              WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
          )
        )[0].n,
      );
    const services =
      (await tables('lead')) +
      (await tables('recruiting')) +
      (await tables('newsletter')) +
      (await tables('notification'));
    // Plus the gateway's own (staff accounts).
    expect(res.body.tables).toBeGreaterThan(services);
  });

  it('documents the whole surface as OpenAPI 3 from the code and the shared schemas', async () => {
    const res = await http().get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.components.securitySchemes).toEqual({
      bytecraft_staff: { type: 'apiKey', in: 'cookie', name: 'bytecraft_staff' },
    });
    const { paths } = res.body;
    for (const kind of RECORD_KIND_IDS) {
      expect(paths[`/api/${STAFF_PATHS[kind]}`].get.security).toEqual([{ bytecraft_staff: [] }]);
    }
    expect(paths['/api/contact'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'page',
      'limit',
      'status',
      'q',
      'owner',
      'overdue',
      'waiting',
      'due',
      'sort',
    ]);
    const contactBody = paths['/api/contact'].post.requestBody.content['application/json'].schema;
    expect(contactBody.required).toEqual(['name', 'email', 'service', 'message']);
    expect(contactBody.properties.message).toMatchObject({ minLength: 10, maxLength: 1000 });
    const application =
      paths['/api/job-application'].post.requestBody.content['multipart/form-data'].schema;
    expect(application.properties.resume).toEqual({ type: 'string', format: 'binary' });
    expect(application.required).toContain('resume');
    await http().get('/api/docs').expect(200);
  });
});
