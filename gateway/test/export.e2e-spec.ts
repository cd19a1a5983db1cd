import { contact } from '@bytecraft/contracts/kinds/contact';
import { validationBody } from '@bytecraft/testing/error-body';
import { RecordKind, STAFF_PATHS } from '@bytecraft/contracts/records';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { parseCsv } from '@bytecraft/testing/csv';
import { buildContact, buildJobApplication, files } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const tag = () => randomBytes(4).toString('hex');
const CONTACT_STATUSES = contact.statuses;
const [NEW, IN_PROGRESS] = CONTACT_STATUSES;

/**
 * Any staff list to CSV, against the real stack: GET {base}/export.csv with the list's own
 * filters, each batch answered by the owning service over the Redis transport.
 */
describe('list exports (system)', () => {
  let system: TestSystem;
  let cookie: string;
  const http = () => request(system.app.getHttpServer());
  const exportOf = (kind: RecordKind, query = '') =>
    http().get(`/api/${STAFF_PATHS[kind]}/export.csv${query}`).set('Cookie', cookie);

  /** Submits through the public route and waits until staff can read the record. */
  async function submitted(kind: RecordKind, send: () => request.Test): Promise<string> {
    const id = (await send().expect(201)).body.data.id as string;
    await waitFor(
      async () =>
        (await http().get(`/api/${STAFF_PATHS[kind]}/${id}`).set('Cookie', cookie)).status === 200,
      { what: `the ${kind} to be stored` },
    );
    return id;
  }
  const contact = (company: string, message: string) =>
    submitted('contact', () =>
      http()
        .post('/api/contact')
        .set('Idempotency-Key', randomUUID())
        .send(buildContact({ company, message })),
    );

  beforeAll(async () => {
    system = await startTestSystem('export');
    cookie = await signIn(system.app, system.staff);
  });
  afterAll(() => system?.stop());

  it('exports the contacts a search and a status find, a formula neutralised, audited with its filters', async () => {
    const company = `Export ${tag()}`;
    const hostile = '=cmd() please call us back about the cloud move.';
    const first = await contact(company, hostile);
    const second = await contact(company, 'We want to move our dispatch system to the cloud.');
    await contact(`Other ${tag()}`, 'We want to move our dispatch system to the cloud.');
    await http()
      .patch(`/api/contact/${second}/status`)
      .set('Cookie', cookie)
      .send({ status: IN_PROGRESS })
      .expect(200);

    const res = await exportOf('contact', `?q=${encodeURIComponent(company)}`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="contact-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([
      'ID',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Service',
      'Budget',
      'Timeline',
      'Message',
      'Status',
      'Created at',
      'Owner',
      'Follow-up',
      'First reply',
    ]);
    // Oldest first, each row exactly the record staff read.
    expect(rows.map((row) => row[0])).toEqual([first, second]);
    const detail = (await http().get(`/api/contact/${first}`).set('Cookie', cookie)).body.data;
    expect(rows[0]).toEqual([
      first,
      detail.name,
      detail.email,
      // The helper's rule: a leading + could start a formula, so the phone is text too.
      `'${detail.phone}`,
      company,
      detail.service,
      detail.budget,
      detail.timeline,
      `'${hostile}`,
      NEW,
      detail.createdAt,
      '',
      '',
      '',
    ]);
    expect(res.text).toContain(`"'=cmd() please call us back`);

    const query = `?status=${IN_PROGRESS}&q=${encodeURIComponent(company)}`;
    const filtered = parseCsv((await exportOf('contact', query).expect(200)).text);
    expect(filtered.slice(1).map((row) => [row[0], row[9]])).toEqual([[second, IN_PROGRESS]]);

    // Who exported: the account the row names, by its address.
    const audited = await system.db.gateway.query<{
      actor: string;
      action: string;
      target: string;
    }>(
      `SELECT a.email AS actor, l.action, l.target
         FROM audit_log l JOIN staff_accounts a ON a.id = l.actor_id
        WHERE l.target LIKE '/api/contact/export.csv%' ORDER BY l.at, l.id`,
    );
    expect(audited.slice(-2)).toEqual([
      {
        actor: system.staff.email,
        action: AuditAction.Export,
        target: `/api/contact/export.csv?q=${encodeURIComponent(company)}`,
      },
      {
        actor: system.staff.email,
        action: AuditAction.Export,
        target: `/api/contact/export.csv${query}`,
      },
    ]);
  });

  it('exports job applications by their labels, the resume by its file name, searched by position', async () => {
    const jobTitle = `Engineer ${tag()}`;
    const id = await submitted('job-application', () => {
      const req = http().post('/api/job-application').set('Idempotency-Key', randomUUID());
      for (const [name, value] of Object.entries(buildJobApplication({ jobTitle })))
        if (value) void req.field(name, String(value));
      return req.attach('resume', files.pdf(), {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      });
    });
    const res = await exportOf('job-application', `?q=${encodeURIComponent(jobTitle)}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([
      'ID',
      'Position',
      'Name',
      'Email',
      'Phone',
      'Experience',
      'Skills',
      'Cover letter',
      'Resume',
      'Status',
      'Created at',
      'Owner',
      'Follow-up',
      'First reply',
    ]);
    const detail = (await http().get(`/api/job-application/${id}`).set('Cookie', cookie)).body.data;
    expect(rows).toEqual([
      [
        id,
        jobTitle,
        detail.name,
        detail.email,
        `'${detail.phone}`,
        detail.experience ?? '',
        detail.skills ?? '',
        detail.coverLetter ?? '',
        detail.resumeName,
        detail.status,
        detail.createdAt,
        '',
        '',
        '',
      ],
    ]);
  });

  it('exports internship questions, which have no status to filter by', async () => {
    const email = `asker.${tag()}@example.com`;
    const id = await submitted('internship-question', () =>
      http()
        .post('/api/internship/question')
        .set('Idempotency-Key', randomUUID())
        .send({ name: 'Rohan Das', email, question: '@SUM(1+1) is this a paid internship?' }),
    );
    const [header, ...rows] = parseCsv(
      (await exportOf('internship-question', `?q=${email}`).expect(200)).text,
    );
    expect(header).not.toContain('Status');
    expect(rows.map((row) => row[0])).toEqual([id]);
    expect(rows[0]).toContain(`'@SUM(1+1) is this a paid internship?`);
  });

  it('refuses a bad filter with the catalogue’s body', async () => {
    const res = await exportOf('contact', '?status=archived').expect(400);
    expect(res.body).toEqual(
      validationBody([
        { field: 'status', message: `Status must be one of: ${CONTACT_STATUSES.join(', ')}` },
      ]),
    );
    const plain = await exportOf('internship-question', '?status=new').expect(400);
    expect(plain.body.validationErrors).toEqual([
      { field: 'status', message: 'This list has no status filter' },
    ]);
  });

  it('answers 401 without a session, and exports nothing', async () => {
    const res = await http().get('/api/contact/export.csv').expect(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).not.toContain('ID,');
  });
});
