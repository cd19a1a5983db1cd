import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { QueueName } from '@bytecraft/contracts/queues';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { buildContact, buildJobApplication, files } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { errorBody } from '@bytecraft/testing/error-body';
import { startTestSystem, type TestSystem } from './system';

const SITE = 'http://localhost:5173';
const ATTACKER = 'https://attacker.example';
const CROSS_ORIGIN = errorBody('FORBIDDEN', ERROR_MESSAGES.crossOrigin);

/**
 * Cross-site posts (the forms as a relay for another site's visitors) against the whole
 * backend: what is refused is refused before anything is stored, and the site itself gets
 * through under any of its names, behind the trusted proxy or not.
 */
describe('cross-origin protection (system)', () => {
  let system: TestSystem;
  let app: NestFastifyApplication;
  const server = () => app.getHttpServer();

  const contactRows = (email: string) =>
    system.db.lead.query('SELECT id FROM contacts WHERE email = $1', [email]);
  const applicationRows = (email: string) =>
    system.db.recruiting.query('SELECT id FROM job_applications WHERE email = $1', [email]);
  const postContact = (body: object) => request(server()).post('/api/contact').send(body);
  const postApplication = (fields: Record<string, string | undefined>) => {
    const req = request(server()).post('/api/job-application');
    for (const [name, value] of Object.entries(fields)) if (value) void req.field(name, value);
    return req.attach('resume', files.pdf(), {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
    });
  };
  const stored = (rows: () => Promise<unknown[]>) =>
    waitFor(async () => (await rows()).length === 1, { what: 'the stored row' });

  /** A contact and an application sent later are stored: what came before them was handled. */
  async function storedAfterwards() {
    const contact = buildContact();
    const application = buildJobApplication();
    await postContact(contact).expect(201);
    await postApplication(application).expect(201);
    await stored(() => contactRows(contact.email));
    await stored(() => applicationRows(application.email));
    await system.drained(QueueName.Lead, QueueName.Recruiting);
  }

  beforeAll(async () => {
    // Behind one proxy (compose's nginx), which forwards the host the browser asked for.
    system = await startTestSystem('cross-origin', { TRUST_PROXY: '1', CORS_ORIGIN: SITE });
    ({ app } = system);
  });
  afterAll(() => system?.stop());

  it('refuses cross-site form, JSON and multipart posts with 403 before anything is stored', async () => {
    const objectsBefore = await system.objects.keys();
    const phishing = {
      ...buildContact(),
      message: 'Mailbox full, verify at https://evil.example/login',
    };
    const refused = [
      // A plain HTML form on the attacker's page, from a current browser.
      request(server())
        .post('/api/contact')
        .set('Origin', ATTACKER)
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send(phishing),
      // The same from a browser too old to send Sec-Fetch-Site.
      postContact(phishing).set('Origin', ATTACKER),
      // A sibling subdomain is same-site, not same-origin.
      postContact(phishing)
        .set('Origin', 'https://blog.localhost')
        .set('Sec-Fetch-Site', 'same-site'),
      // A sandboxed frame's opaque origin.
      postContact(phishing).set('Origin', 'null'),
    ];
    const application = buildJobApplication();
    refused.push(
      postApplication(application).set('Origin', ATTACKER).set('Sec-Fetch-Site', 'cross-site'),
      postApplication(application).set('Origin', ATTACKER),
    );
    for (const req of refused) expect((await req.expect(403)).body).toEqual(CROSS_ORIGIN);

    await storedAfterwards();
    expect(await contactRows(phishing.email)).toHaveLength(0);
    expect(await applicationRows(application.email)).toHaveLength(0);
    // Only the later application's resume reached the bucket.
    expect((await system.objects.keys()).length).toBe(objectsBefore.length + 1);
  });

  it('accepts the site under any of its names, from a browser old or new, and posts with no browser', async () => {
    const accepted = [
      // The browser says so.
      (body: object) => postContact(body).set('Origin', SITE).set('Sec-Fetch-Site', 'same-origin'),
      (body: object) =>
        postContact(body)
          .set('Origin', 'http://127.0.0.1:5173')
          .set('Sec-Fetch-Site', 'same-origin'),
      // An old browser at a second name of the site: its Origin is the host it sent to.
      (body: object) =>
        postContact(body).set('Host', '127.0.0.1:5173').set('Origin', 'http://127.0.0.1:5173'),
      // Behind the proxy, the host the browser asked for is the forwarded one.
      (body: object) =>
        postContact(body)
          .set('X-Forwarded-Host', 'www.bytecraft.example')
          .set('Origin', 'https://www.bytecraft.example'),
      // A site on another origin that CORS_ORIGIN names.
      (body: object) => postContact(body).set('Origin', SITE).set('Sec-Fetch-Site', 'cross-site'),
      // curl, a server: no browser, so no visitor was made to send it.
      (body: object) => postContact(body),
    ];
    for (const send of accepted) {
      const contact = buildContact();
      await send(contact).expect(201);
      await stored(() => contactRows(contact.email));
    }
    const application = buildJobApplication();
    await postApplication(application)
      .set('Origin', 'http://127.0.0.1:5173')
      .set('Host', '127.0.0.1:5173')
      .expect(201);
    await stored(() => applicationRows(application.email));
  });

  it('signs staff in at a second name of the site, and refuses a sign-in from another site', async () => {
    const login = () => request(server()).post('/api/admin/auth/login').send(system.staff);
    await login().set('Host', '127.0.0.1:5173').set('Origin', 'http://127.0.0.1:5173').expect(200);
    const refused = await login().set('Origin', ATTACKER).expect(403);
    expect(refused.body).toEqual(CROSS_ORIGIN);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('reads a form body only on the one-click unsubscribe, which a mail client may post from anywhere', async () => {
    const res = await request(server())
      .post('/api/contact')
      .set('Origin', SITE)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(buildContact())
      .expect(415);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: ERROR_MESSAGES.unsupportedMediaType,
    });

    const email = buildContact().email;
    await request(server()).post('/api/newsletter/subscribe').send({ email }).expect(201);
    const [{ token }] = await system.db.newsletter.query<{ token: string }>(
      'SELECT token FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
    await request(server())
      .post(`/api/newsletter/unsubscribe/${token}`)
      .set('Origin', 'https://mail.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const [row] = await system.db.newsletter.query<{ status: string }>(
      'SELECT status FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
    expect(row.status).toBe('unsubscribed');
  });
});
