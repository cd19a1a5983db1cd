import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PAGE_SIZE,
  campaignDeliveryId,
  type CampaignPreview,
  type CampaignRecord,
  type CampaignState,
} from '@bytecraft/contracts/campaigns';
import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { QueueName } from '@bytecraft/contracts/queues';
import type { Pagination } from '@bytecraft/contracts/records/lists';
import {
  AuditAction,
  StaffRole,
  STAFF_TEAM_MESSAGES,
  type AuditEntry,
} from '@bytecraft/contracts/staff-team';
import { buildDeliveryReport, MAILER_DAEMON } from '@bytecraft/testing/delivery-report';
import { errorBody, validationBody } from '@bytecraft/testing/error-body';
import { messageIdOf } from '@bytecraft/testing/smtp-sink';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import { waitFor } from '@bytecraft/testing/wait-for';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { signIn } from './staff';
import { INBOUND_ADDRESS, inboundListener, type InboundListener } from './inbound-listener';
import { startTestSystem, type TestSystem } from './system';

/** Batches of this many, one every 100 ms: slow enough to pause, kill and cancel mid-send. */
const BATCH = 10;
const NEWSLETTER_ENV = {
  CAMPAIGN_RATE: '100',
  CAMPAIGN_RATE_PER: 'second',
  CAMPAIGN_BATCH_SIZE: String(BATCH),
  CAMPAIGN_BATCH_WAIT_MS: '3000',
};

type Status = 'active' | 'pending' | 'unsubscribed';

/** The notification service's defaults: the brand's address, and the site's unsubscribe page. */
const POSTAL_ADDRESS = '4th Floor, 21 Residency Road, Bengaluru 560025, India';
const PREVIEW_UNSUBSCRIBE = 'http://localhost:5173/newsletter/unsubscribe/preview';

describe('newsletter campaigns (system)', () => {
  let system: TestSystem;
  let admin: string;
  let member: string;
  let memberEmail: string;
  let inbound: InboundListener;
  const http = () => request(system.app.getHttpServer());

  beforeAll(async () => {
    inbound = await inboundListener();
    system = await startTestSystem(
      'campaigns',
      {},
      { serviceEnv: { newsletter: NEWSLETTER_ENV, notification: inbound.env } },
    );
    admin = await signIn(system.app, system.staff);
    memberEmail = newEmail();
    const password = newPassword();
    await system.app.get(StaffAccountsService).add(memberEmail, password, StaffRole.Staff);
    member = await signIn(system.app, { email: memberEmail, password });
  }, 120_000);
  afterAll(() => system?.stop());

  const draft = (cookie = admin, subject = 'November news') =>
    http()
      .post('/api/admin/campaigns')
      .set('Cookie', cookie)
      .send({ subject, body: '# News\n\nWe shipped **a thing**.', preheader: 'This month' });
  const campaign = async (id: string) =>
    (await http().get(`/api/admin/campaigns/${id}`).set('Cookie', admin).expect(200)).body
      .data as CampaignRecord;
  const act = (id: string, action: 'send' | 'pause' | 'resume' | 'cancel', cookie = admin) =>
    http().post(`/api/admin/campaigns/${id}/${action}`).set('Cookie', cookie).send({});
  const inState = (id: string, state: CampaignState) =>
    waitFor(async () => ((await campaign(id)).state === state ? campaign(id) : undefined), {
      what: `campaign ${id} to be ${state}`,
      timeoutMs: 90_000,
    });

  /**
   * The only active subscribers from now on: every earlier one is unsubscribed first, so each
   * test's campaign has an audience of its own. Returns each status's addresses.
   */
  async function audience(counts: Record<Status, number>): Promise<Record<Status, string[]>> {
    await system.db.newsletter.query(
      `UPDATE newsletter_subscriptions SET status = 'unsubscribed', "unsubscribedAt" = now() WHERE status <> 'unsubscribed'`,
    );
    const run = randomBytes(4).toString('hex');
    const addresses = {} as Record<Status, string[]>;
    for (const status of Object.keys(counts) as Status[]) {
      const rows = await system.db.newsletter.query<{ email: string }>(
        `INSERT INTO newsletter_subscriptions (id, email, status, source, token, "subscribedAt", "unsubscribedAt")
         SELECT gen_random_uuid(), 'reader.' || $1 || '.' || $2 || '.' || i || '@example.com', $2,
                'footer', replace(gen_random_uuid()::text, '-', ''), now(),
                CASE WHEN $2 = 'unsubscribed' THEN now() END
           FROM generate_series(1, $3::int) AS i
         RETURNING email`,
        [run, status, counts[status]],
      );
      addresses[status] = rows.map((row) => row.email);
    }
    return addresses;
  }

  /** How many campaign mails (by subject) each address got. */
  async function mailedCounts(subject: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const mail of await system.mail.messages()) {
      if (mail.subject !== subject) continue;
      const to = mail.to[0]?.address;
      counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  }

  const mailedAll = (subject: string, addresses: string[]) =>
    waitFor(
      async () => {
        const counts = await mailedCounts(subject);
        return addresses.every((address) => counts.has(address)) ? counts : undefined;
      },
      { what: `every active subscriber to get "${subject}"`, timeoutMs: 120_000 },
    );

  /** A campaign of its own audience of `active` subscribers, sent, once `handed` are handed on. */
  async function sendingCampaign(subject: string, active: number, handed: number) {
    const people = await audience({ active, pending: 0, unsubscribed: 0 });
    const id = (await draft(admin, subject).expect(201)).body.data.id as string;
    await act(id, 'send').expect(200);
    await waitFor(async () => (await campaign(id)).figures.queued >= handed, {
      what: `${handed} recipients of "${subject}" handed on`,
    });
    return { id, active: people.active };
  }

  /**
   * Once no job is left in the campaigns queue (its chain has stopped) and the mails handed on
   * are sent: the campaign in `state`, with those handed on mailed and no other.
   */
  async function stoppedIn(id: string, subject: string, state: CampaignState) {
    await system.drained(QueueName.Campaigns, QueueName.Notification);
    const stopped = await campaign(id);
    expect(stopped.state).toBe(state);
    expect(stopped.figures.queued).toBeLessThan(stopped.figures.recipients);
    // The mail catcher lists a mail a moment after accepting it.
    await waitFor(async () => (await mailedCounts(subject)).size === stopped.figures.queued, {
      what: `the ${stopped.figures.queued} mails handed on, and no more, in the mail catcher`,
    });
  }

  describe('who may do what', () => {
    it('lets staff draft, edit, preview and test to themself, and refuses them send, pause, resume and cancel', async () => {
      const created = await draft(member).expect(201);
      const id = created.body.data.id as string;
      expect(created.body.data).toMatchObject({
        subject: 'November news',
        preheader: 'This month',
        state: 'draft',
        figures: {
          recipients: 0,
          queued: 0,
          skipped: 0,
          unsubscribed: 0,
          sent: 0,
          failed: 0,
          bounced: 0,
        },
      });
      await http()
        .patch(`/api/admin/campaigns/${id}`)
        .set('Cookie', member)
        .send({ subject: 'December news' })
        .expect(200);
      const preview = await http()
        .get(`/api/admin/campaigns/${id}/preview`)
        .set('Cookie', member)
        .expect(200);
      // The mail as sent: the body in the brand's layout, a bulk mail's footer under both parts.
      const { html, text, ...heading } = preview.body.data as CampaignPreview;
      expect(heading).toEqual({ subject: 'December news', preheader: 'This month' });
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain('<title>December news</title>');
      expect(html).toContain('<h1>News</h1>\n<p>We shipped <strong>a thing</strong>.</p>');
      expect(text).toBe(
        `# News\n\nWe shipped **a thing**.\n\n--\nBytecraft Technologies\nUnsubscribe: ${PREVIEW_UNSUBSCRIBE}\n${POSTAL_ADDRESS}`,
      );
      for (const action of ['send', 'pause', 'resume', 'cancel'] as const) {
        const res = await act(id, action, member).expect(403);
        expect(res.body).toEqual(errorBody('FORBIDDEN', STAFF_TEAM_MESSAGES.adminOnly));
      }
      expect((await campaign(id)).state).toBe('draft');

      const other = await http()
        .post(`/api/admin/campaigns/${id}/test`)
        .set('Cookie', member)
        .send({ to: system.staff.email })
        .expect(403);
      expect(other.body).toEqual(errorBody('FORBIDDEN', CAMPAIGN_MESSAGES.testOwnAddress));
      await http()
        .post(`/api/admin/campaigns/${id}/test`)
        .set('Cookie', member)
        .send({ to: memberEmail.toUpperCase() })
        .expect(200);
      const test = await system.mail.waitForMail(
        (mail) => mail.to[0]?.address === memberEmail && mail.subject === 'December news',
        'the test to the member',
      );
      expect(test.html).toContain('<strong>a thing</strong>');
      expect(test.text).toContain('We shipped **a thing**.');
      // A test counts in no figure: the campaign's mails are its subscribers'.
      expect((await campaign(id)).figures.sent).toBe(0);
    });

    it('refuses a session-less caller and an unknown campaign', async () => {
      const anonymous = await http().get('/api/admin/campaigns').expect(401);
      expect(anonymous.body).toEqual(errorBody('UNAUTHORIZED', ERROR_MESSAGES.unauthorized));
      const res = await http()
        .get('/api/admin/campaigns/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')
        .set('Cookie', admin)
        .expect(404);
      expect(res.body).toEqual(errorBody('NOT_FOUND', CAMPAIGN_MESSAGES.notFound));
      await http().get('/api/admin/campaigns/not-an-id').set('Cookie', admin).expect(404);
    });

    it('answers every invalid field with its message in the catalogue shape', async () => {
      const res = await http()
        .post('/api/admin/campaigns')
        .set('Cookie', admin)
        .send({ subject: 'Two\nlines', body: '', preheader: 'x'.repeat(201) })
        .expect(400);
      expect(res.body).toEqual(
        validationBody([
          { field: 'subject', message: CAMPAIGN_MESSAGES.subjectOneLine },
          { field: 'body', message: CAMPAIGN_MESSAGES.bodyRequired },
          { field: 'preheader', message: CAMPAIGN_MESSAGES.preheaderTooLong },
        ]),
      );
      const id = (await draft().expect(201)).body.data.id as string;
      const past = await http()
        .post(`/api/admin/campaigns/${id}/send`)
        .set('Cookie', admin)
        .send({ at: '2020-01-01T00:00:00Z' })
        .expect(400);
      expect(past.body).toEqual(
        validationBody([{ field: 'at', message: CAMPAIGN_MESSAGES.atPast }]),
      );
      const test = await http()
        .post(`/api/admin/campaigns/${id}/test`)
        .set('Cookie', admin)
        .send({ to: 'nobody' })
        .expect(400);
      expect(test.body).toEqual(
        validationBody([{ field: 'to', message: CAMPAIGN_MESSAGES.toInvalid }]),
      );
    });

    it('lists campaigns newest first, a page at a time, with their state and figures', async () => {
      const first = (await draft(admin, 'Listed one').expect(201)).body.data.id as string;
      const second = (await draft(admin, 'Listed two').expect(201)).body.data.id as string;
      const pageOf = async (page: number) =>
        (await http().get(`/api/admin/campaigns?page=${page}`).set('Cookie', member).expect(200))
          .body as { data: CampaignRecord[]; pagination: Pagination };
      const list = (await pageOf(1)).data;
      const ids = list.map((c) => c.id);
      expect(ids.slice(0, 2)).toEqual([second, first]);
      expect(list.find((c) => c.id === first)).toMatchObject({ state: 'draft', figures: {} });

      // More than a page: the next holds the rest, none on both.
      for (let i = 0; i < CAMPAIGN_PAGE_SIZE; i++) await draft(admin, `Filler ${i}`).expect(201);
      const [one, two] = [await pageOf(1), await pageOf(2)];
      expect(one.data).toHaveLength(CAMPAIGN_PAGE_SIZE);
      expect(one.pagination).toEqual({
        page: 1,
        limit: CAMPAIGN_PAGE_SIZE,
        total: one.pagination.total,
        totalPages: Math.ceil(one.pagination.total / CAMPAIGN_PAGE_SIZE),
      });
      expect(one.pagination.total).toBeGreaterThan(CAMPAIGN_PAGE_SIZE);
      expect(two.data.map((c) => c.id)).toContain(second);
      expect(two.data.filter((c) => one.data.some((o) => o.id === c.id))).toEqual([]);

      const refused = await http()
        .get('/api/admin/campaigns?page=0')
        .set('Cookie', member)
        .expect(400);
      expect(refused.body).toEqual(
        validationBody([{ field: 'page', message: 'Page must be at least 1' }]),
      );
    });

    it('audits each send, pause, resume and cancel, as the admin who asked; a refused one is not', async () => {
      // Enough readers that the send is still under way when the cancel arrives on a slow host.
      await audience({ active: 2000, pending: 0, unsubscribed: 0 });
      const id = (await draft(admin, 'Audited').expect(201)).body.data.id as string;
      await act(id, 'send', member).expect(403);
      await act(id, 'send').expect(200);
      await act(id, 'pause').expect(200);
      await act(id, 'resume').expect(200);
      await act(id, 'cancel').expect(200);
      await act('not-an-id', 'cancel').expect(404);
      const accountId = await system.app.get(StaffAccountsService).idOf(system.staff.email);
      const audited = async (action: AuditAction) =>
        (
          (await http().get(`/api/admin/audit?action=${action}`).set('Cookie', admin).expect(200))
            .body.data as AuditEntry[]
        ).filter((entry) => entry.target === `campaign/${id}`);
      for (const action of [
        AuditAction.CampaignSend,
        AuditAction.CampaignPause,
        AuditAction.CampaignResume,
        AuditAction.CampaignCancel,
      ]) {
        expect(await audited(action)).toEqual([
          expect.objectContaining({ actorId: accountId, action, target: `campaign/${id}` }),
        ]);
      }
      const cancels = (
        await http()
          .get(`/api/admin/audit?action=${AuditAction.CampaignCancel}`)
          .set('Cookie', admin)
          .expect(200)
      ).body.data as AuditEntry[];
      expect(cancels.map((entry) => entry.target)).not.toContain('campaign/not-an-id');
    });
  });

  it('mails exactly the active subscribers once, with both unsubscribe headers and a working link', async () => {
    const people = await audience({ active: 600, pending: 200, unsubscribed: 200 });
    const id = (await draft(admin, 'Exactly the active ones').expect(201)).body.data.id as string;
    const preview = (
      await http().get(`/api/admin/campaigns/${id}/preview`).set('Cookie', admin).expect(200)
    ).body.data as CampaignPreview;
    await act(id, 'send').expect(200);
    // Edited once it is sending: refused.
    const edit = await http()
      .patch(`/api/admin/campaigns/${id}`)
      .set('Cookie', admin)
      .send({ subject: 'Changed' })
      .expect(409);
    expect(edit.body).toEqual(errorBody('CONFLICT', CAMPAIGN_MESSAGES.notDraft));

    const sent = await inState(id, 'sent');
    expect(sent.figures).toMatchObject({ recipients: 600, queued: 600, skipped: 0 });
    const counts = await mailedAll('Exactly the active ones', people.active);
    expect(counts.size).toBe(600);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    await system.drained(QueueName.Notification);
    expect((await campaign(id)).figures).toMatchObject({ sent: 600, failed: 0 });

    const mail = (await system.mail.messages()).find(
      (m) => m.subject === 'Exactly the active ones' && m.to[0]?.address === people.active[7],
    )!;
    const raw = (await system.mail.source(mail.id)).replace(/\r?\n[ \t]+/g, ' ');
    const [{ id: subscriptionId, token }] = await system.db.newsletter.query<{
      id: string;
      token: string;
    }>('SELECT id, token FROM newsletter_subscriptions WHERE email = $1', [people.active[7]]);
    expect(raw).toContain(
      `List-Unsubscribe: <http://localhost:5000/api/newsletter/unsubscribe/${token}>, <mailto:hello@bytecraft.example?subject=unsubscribe>`,
    );
    expect(raw).toMatch(/List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/);
    expect(raw).toMatch(
      new RegExp(`Message-ID:\\s+<${id}\\.${subscriptionId}@bytecraft\\.example>`),
    );
    expect(mail.text).toContain(`http://localhost:5173/newsletter/unsubscribe/${token}`);
    expect(mail.html).toContain(`href="http://localhost:5173/newsletter/unsubscribe/${token}"`);
    // The preview staff saw is this mail, but for the subscriber's own token.
    const own = (part: string) =>
      part.replace(PREVIEW_UNSUBSCRIBE, PREVIEW_UNSUBSCRIBE.replace('preview', token));
    expect(mail.html?.trim()).toBe(own(preview.html).trim());
    expect(mail.text?.trim()).toBe(own(preview.text).trim());

    // The one-click POST a mail client sends (RFC 8058) unsubscribes, and counts for this campaign.
    await http()
      .post(`/api/newsletter/unsubscribe/${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await campaign(id)).figures.unsubscribed).toBe(1);
    const [{ status }] = await system.db.newsletter.query<{ status: string }>(
      'SELECT status FROM newsletter_subscriptions WHERE id = $1',
      [subscriptionId],
    );
    expect(status).toBe('unsubscribed');
  }, 240_000);

  it('pauses after the batch in hand, resumes where it stopped, and skips who unsubscribed meanwhile', async () => {
    const subject = 'Paused and resumed';
    const { id, active } = await sendingCampaign(subject, 300, 20);
    await act(id, 'pause').expect(200);
    await stoppedIn(id, subject, 'paused');
    await act(id, 'pause').expect(409);

    // Unsubscribed while paused: one whose turn has not come yet.
    const [{ email: last }] = await system.db.newsletter.query<{ email: string }>(
      `SELECT s.email FROM newsletter_campaign_recipients r
         JOIN newsletter_subscriptions s ON s.id = r."subscriptionId"
        WHERE r."campaignId" = $1 AND r.state = 'pending'
        ORDER BY r.position DESC LIMIT 1`,
      [id],
    );
    await system.db.newsletter.query(
      `UPDATE newsletter_subscriptions SET status = 'unsubscribed' WHERE email = $1`,
      [last],
    );
    await act(id, 'resume').expect(200);
    const sent = await inState(id, 'sent');
    expect(sent.figures).toMatchObject({ recipients: 300, queued: 299, skipped: 1 });
    const counts = await mailedAll(
      subject,
      active.filter((email) => email !== last),
    );
    expect(counts.has(last)).toBe(false);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 240_000);

  it('cancels at once: no batch is handed on after it', async () => {
    const subject = 'Cancelled midway';
    const { id } = await sendingCampaign(subject, 300, 20);
    await act(id, 'cancel').expect(200);
    await stoppedIn(id, subject, 'cancelled');
    await act(id, 'resume').expect(409);
    const cancel = await act(id, 'cancel').expect(409);
    expect(cancel.body).toEqual(errorBody('CONFLICT', CAMPAIGN_MESSAGES.refused.cancel));
  }, 240_000);

  it('sends the rest, and nobody twice, when the notification service is killed mid-send', async () => {
    const subject = 'Survives a kill';
    const { id, active } = await sendingCampaign(subject, 400, 50);
    await system.stopService('notification', 'kill');
    await system.restartService('notification');
    await inState(id, 'sent');
    const counts = await mailedAll(subject, active);
    // A mail the server accepted in the instant before its record is sent again after its
    // lease, under the same Message-ID: at most the mails being sent when the process died.
    const twice = [...counts.values()].filter((n) => n > 1).length;
    expect(twice).toBeLessThanOrEqual(BATCH);
    expect([...counts.values()].every((n) => n <= 2)).toBe(true);
  }, 240_000);

  it('starts a scheduled campaign at its time, with the queue as its clock', async () => {
    const people = await audience({ active: 5, pending: 0, unsubscribed: 0 });
    const subject = 'Scheduled for later';
    const id = (await draft(admin, subject).expect(201)).body.data.id as string;
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await http()
      .post(`/api/admin/campaigns/${id}/send`)
      .set('Cookie', admin)
      .send({ at })
      .expect(200);
    expect(scheduled.body.data).toMatchObject({ state: 'scheduled', scheduledAt: at });
    const queue = new Queue(QueueName.Campaigns, {
      prefix: system.prefix,
      connection: { url: system.config.REDIS_URL },
    });
    try {
      const [job] = await queue.getJobs(['delayed']);
      expect(job.data).toEqual({ campaignId: id });
      // Due at the campaign's time, give or take the moment between reading the clock and adding.
      expect(Math.abs(job.timestamp + job.delay - Date.parse(at))).toBeLessThan(1000);
      expect((await campaign(id)).figures.recipients).toBe(0);
      // It has no audience to pause yet.
      const pause = await act(id, 'pause').expect(409);
      expect(pause.body).toEqual(errorBody('CONFLICT', CAMPAIGN_MESSAGES.refused.pause));
      // The clock moves to its time: the delayed job runs now.
      await job.promote();
    } finally {
      await queue.close();
    }
    await inState(id, 'sent');
    await mailedAll(subject, people.active);
  }, 120_000);

  it('marks a subscriber whose mail bounced for good as bounced, counts it, and mails them no more', async () => {
    const people = await audience({ active: 3, pending: 0, unsubscribed: 0 });
    const subject = 'Before the bounce';
    const id = (await draft(admin, subject).expect(201)).body.data.id as string;
    await act(id, 'send').expect(200);
    await inState(id, 'sent');
    await mailedAll(subject, people.active);
    const [hard, soft] = people.active;
    const subscriptionOf = async (email: string) =>
      (
        await system.db.newsletter.query<{ id: string; status: string }>(
          'SELECT id, status FROM newsletter_subscriptions WHERE email = $1',
          [email],
        )
      )[0];
    const report = async (email: string, status: string) =>
      inbound.relay().sendMail({
        envelope: { from: MAILER_DAEMON, to: [INBOUND_ADDRESS] },
        raw: buildDeliveryReport({
          messageId: messageIdOf(campaignDeliveryId(id, (await subscriptionOf(email)).id)),
          recipient: email,
          status,
          to: INBOUND_ADDRESS,
        }),
      });
    await report(soft, '4.2.2');
    await report(hard, '5.1.1');
    await waitFor(async () => (await subscriptionOf(hard)).status === 'bounced', {
      what: `${hard} marked bounced`,
    });
    const figures = await waitFor(
      async () => {
        const now = (await campaign(id)).figures;
        return now.bounced === 2 && now;
      },
      { what: 'both bounces counted' },
    );
    expect(figures).toMatchObject({ recipients: 3, sent: 1, failed: 2, bounced: 2 });
    expect((await subscriptionOf(soft)).status).toBe('active');

    const next = 'After the bounce';
    const nextId = (await draft(admin, next).expect(201)).body.data.id as string;
    await act(nextId, 'send').expect(200);
    expect((await inState(nextId, 'sent')).figures.recipients).toBe(2);
    const counts = await mailedAll(next, people.active.slice(1));
    expect(counts.has(hard)).toBe(false);
  }, 120_000);

  it('refuses a send of a campaign that is not a draft', async () => {
    await audience({ active: 1, pending: 0, unsubscribed: 0 });
    const id = (await draft().expect(201)).body.data.id as string;
    await act(id, 'send').expect(200);
    const again = await act(id, 'send').expect(409);
    expect(again.body).toEqual(errorBody('CONFLICT', CAMPAIGN_MESSAGES.refused.send));
    await inState(id, 'sent');
  }, 120_000);
});
