import {
  startMetricsServer,
  type MetricsServer,
} from '@bytecraft/service-runtime/metrics/metrics-server';
import request from 'supertest';
import { buildContact } from '@bytecraft/testing/factories';
import { sampleOf, scrape } from '@bytecraft/testing/metrics';
import { capturedLogs } from '@bytecraft/testing/log-lines';
import { parseLogLines } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startTestSystem, type TestSystem } from './system';

/**
 * What an operator has at 3 a.m.: one request id that a grep follows from the gateway's line to
 * the lead service's stored row to the notification service's two mails, with no visitor's text
 * in any line; and /metrics counting the submission and a mail that could not go out.
 */
describe('request ids in the logs, and metrics (system)', () => {
  let system: TestSystem;
  let gatewayMetrics: MetricsServer;
  const gateway = capturedLogs('gateway');
  const gatewayOutput = () => gateway.lines.join('');
  const gatewayLines = () => parseLogLines(gatewayOutput());

  beforeAll(async () => {
    system = await startTestSystem('observability', {}, { gatewayLogger: gateway.logger });
    // In-process, the gateway's metrics are this process's: served as main.ts serves them.
    gatewayMetrics = await startMetricsServer(0, '127.0.0.1');
  });
  afterAll(async () => {
    await gatewayMetrics?.close();
    await system?.stop();
  });

  const server = () => system.app.getHttpServer();
  const gatewayMetricsUrl = () => `http://127.0.0.1:${gatewayMetrics.port}/metrics`;
  const withRequest = (lines: Record<string, unknown>[], requestId: string) =>
    lines.filter((line) => line.requestId === requestId);

  it('follows one submission by its request id through the gateway, lead and notification logs', async () => {
    const requestId = `it-${Date.now()}-follow-me`;
    const contact = buildContact({ message: 'A very private message about our plans for 2027.' });
    const res = await request(server())
      .post('/api/contact')
      .set('X-Request-Id', requestId)
      .send(contact)
      .expect(201);
    expect(res.headers['x-request-id']).toBe(requestId);
    const submissionId = res.body.data.id as string;

    await waitFor(
      () =>
        withRequest(system.service('notification').logs(), requestId).filter(
          (line) => line.msg === 'mail sent',
        ).length === 2,
      { what: 'both mails of the submission to be logged as sent' },
    );

    const gateway = withRequest(gatewayLines(), requestId);
    expect(gateway).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        submissionId,
        method: 'POST',
        url: '/api/contact',
        status: 201,
      }),
    ]);
    // Each process batches its log lines for up to a second: wait for the lead's too.
    const lead = await waitFor(
      () => {
        const lines = withRequest(system.service('lead').logs(), requestId);
        return lines.some((line) => line.msg === 'job completed') ? lines : undefined;
      },
      { what: "the lead service's line for the job" },
    );
    expect(lead).toContainEqual(
      expect.objectContaining({ msg: 'job completed', submissionId, job: 'contact.submitted' }),
    );
    const mails = withRequest(system.service('notification').logs(), requestId);
    const sent = mails.filter((line) => line.msg === 'mail sent');
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          submissionId,
          template: 'contact-confirmation',
          recipient: 'visitor',
        }),
        expect.objectContaining({
          submissionId,
          template: 'contact-alert',
          recipient: 'staff:sales',
        }),
      ]),
    );

    // No visitor's words or address in any line of any process.
    const everything = [
      gatewayOutput(),
      system.service('lead').output(),
      system.service('notification').output(),
    ].join('\n');
    expect(everything).not.toContain(contact.message);
    expect(everything).not.toContain(contact.email);
  });

  it('logs the path of a request without its query: a staff search names a person', async () => {
    const requestId = `it-${Date.now()}-query`;
    await request(server())
      .get('/api/contact?q=asha.rao%40example.com&page=2')
      .set('X-Request-Id', requestId)
      .expect(401);
    const [line] = await waitFor(() => {
      const lines = withRequest(gatewayLines(), requestId);
      return lines.length ? lines : undefined;
    });
    expect(line).toMatchObject({ msg: 'request completed', url: '/api/contact', status: 401 });
    expect(JSON.stringify(line)).not.toContain('asha.rao');
  });

  it.each(['unsubscribe', 'confirm'])(
    "logs a newsletter %s link's path without its token: whoever reads the log could use it",
    async (link) => {
      const requestId = `it-${Date.now()}-${link}-token`;
      const token = `a-secret-${link}-token-0123456`;
      await request(server())
        .post(`/api/newsletter/${link}/${token}`)
        .set('X-Request-Id', requestId)
        .expect(404);
      const [line] = await waitFor(() => {
        const lines = withRequest(gatewayLines(), requestId);
        return lines.length ? lines : undefined;
      });
      expect(line).toMatchObject({
        msg: 'request completed',
        url: `/api/newsletter/${link}/:token`,
        status: 404,
      });
      expect(gatewayOutput()).not.toContain(token);
    },
  );

  it("carries the id over the services' request-reply too: the newsletter welcome is logged with it", async () => {
    const requestId = `it-${Date.now()}-newsletter`;
    await request(server())
      .post('/api/newsletter/subscribe')
      .set('X-Request-Id', requestId)
      .send({ email: `reader.${Date.now()}@example.com`, source: 'footer' })
      .expect(201);
    await waitFor(
      () =>
        withRequest(system.service('notification').logs(), requestId).find(
          (line) => line.msg === 'mail sent' && line.template === 'newsletter-welcome',
        ),
      { what: 'the welcome mail to be logged with the request id' },
    );
  });

  it('makes up an id when none or a bad one is given, and puts it in every error body', async () => {
    const res = await request(server())
      .post('/api/contact')
      .set('X-Request-Id', 'bad id\twith spaces')
      .send({})
      .expect(400);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    const unauthorized = await request(server()).get('/api/admin/queues').expect(401);
    expect(unauthorized.body.requestId).toBe(unauthorized.headers['x-request-id']);
  });

  it('counts a submitted contact on /metrics: its request, its job and its mails', async () => {
    const before = {
      accepted: sampleOf(
        await scrape(gatewayMetricsUrl()),
        'bytecraft_http_request_duration_seconds_count',
        {
          route: '/api/contact',
          status: '201',
        },
      ),
      stored: sampleOf(await scrape(system.service('lead').metricsUrl()), 'bytecraft_jobs_total', {
        queue: 'lead',
        name: 'contact.submitted',
        outcome: 'completed',
      }),
      sent: sampleOf(
        await scrape(system.service('notification').metricsUrl()),
        'bytecraft_mails_total',
        {
          outcome: 'sent',
        },
      ),
    };
    await request(server()).post('/api/contact').send(buildContact()).expect(201);

    expect(
      sampleOf(await scrape(gatewayMetricsUrl()), 'bytecraft_http_request_duration_seconds_count', {
        route: '/api/contact',
        status: '201',
      }),
    ).toBe(before.accepted + 1);
    await waitFor(
      async () =>
        sampleOf(
          await scrape(system.service('notification').metricsUrl()),
          'bytecraft_mails_total',
          {
            outcome: 'sent',
          },
        ) ===
        before.sent + 2,
      { what: 'two more mails counted as sent' },
    );
    expect(
      sampleOf(await scrape(system.service('lead').metricsUrl()), 'bytecraft_jobs_total', {
        queue: 'lead',
        name: 'contact.submitted',
        outcome: 'completed',
      }),
    ).toBe(before.stored + 1);
    const gatewayPage = await scrape(gatewayMetricsUrl());
    expect(sampleOf(gatewayPage, 'bytecraft_queue_jobs', { queue: 'lead', state: 'failed' })).toBe(
      0,
    );
    expect(gatewayPage).toContain('bytecraft_queue_jobs{queue="notification",state="waiting"}');
    expect(await scrape(system.service('lead').metricsUrl())).toContain(
      'nodejs_eventloop_lag_seconds',
    );
  });

  it('counts a mail that could not go out as failed, and its job as retried', async () => {
    // The mail server goes away: the notification service's send fails and the job retries.
    await system.mail.stop();
    await request(server()).post('/api/contact').send(buildContact()).expect(201);
    const notification = system.service('notification').metricsUrl();
    await waitFor(
      async () =>
        sampleOf(await scrape(notification), 'bytecraft_mails_total', { outcome: 'failed' }) >= 1,
      { what: 'a failed mail to be counted' },
    );
    expect(
      sampleOf(await scrape(notification), 'bytecraft_jobs_total', {
        queue: 'notification',
        name: 'mail.send',
        outcome: 'retried',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});
