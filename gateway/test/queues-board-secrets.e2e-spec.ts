import type { Erasure, ErasureAccepted } from '@bytecraft/contracts/people';
import { QueueName } from '@bytecraft/contracts/queues';
import { StaffRole } from '@bytecraft/contracts/staff-team';
import { waitFor } from '@bytecraft/testing/wait-for';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import { Queue } from 'bullmq';
import request from 'supertest';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { personAddress, submit } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const BOARD_API = '/api/admin/queues/api/queues';
/** Every state the board lists jobs by, and its own 'latest' (a page of each). */
const STATES = [
  'latest',
  'active',
  'waiting',
  'waiting-children',
  'prioritized',
  'completed',
  'failed',
  'delayed',
  'paused',
] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The attack this suite reproduces: a member of staff reads the notification queue on the
 * board, finds an invitation's token in a `mail.send` job and sets the new admin's password
 * with it. After invitations, a reset, newsletter subscriptions (double opt-in: a confirmation
 * link, then a welcome with its unsubscribe link), a submission and an erasure, nothing staff
 * or an admin read through the board, in any queue and any state, redeems anything, and staff
 * see no address of a visitor.
 */
describe('the queue dashboard and the secrets in jobs (system)', () => {
  let system: TestSystem;
  let admin: string;
  let staff: string;
  /** Every address the traffic below used: visitors', and the staff invited or reset. */
  const addresses: string[] = [];
  const http = () => request(system.app.getHttpServer());

  /** The confirmation link's token in the newest mail to the address, from the mail catcher. */
  const mailedConfirmToken = async (email: string) => {
    const mail = await system.mail.waitForMail(
      (caught) =>
        caught.to.some(({ address }) => address === email) &&
        /\/newsletter\/confirm\//.test(caught.text ?? ''),
      `the confirmation mail to ${email}`,
    );
    return /\/newsletter\/confirm\/([\w-]+)/.exec(mail.text ?? '')![1];
  };
  const mailArrived = (email: string, what: string) =>
    system.mail.waitForMail((caught) => caught.to.some(({ address }) => address === email), what);

  const invite = async (role: StaffRole) => {
    const email = newEmail('boss');
    addresses.push(email);
    await http().post('/api/admin/staff').set('Cookie', admin).send({ email, role }).expect(201);
    return email;
  };
  const subscribe = async () => {
    const email = personAddress().toLowerCase();
    addresses.push(email);
    await http().post('/api/newsletter/subscribe').send({ email, source: 'footer' }).expect(201);
    return email;
  };

  beforeAll(async () => {
    system = await startTestSystem(
      'queues-board-secrets',
      {},
      { serviceEnv: { newsletter: { NEWSLETTER_DOUBLE_OPT_IN: 'true' } } },
    );
    admin = await signIn(system.app, system.staff);
    const accounts = system.app.get(StaffAccountsService);
    const member = { email: newEmail('member'), password: newPassword() };
    await accounts.add(member.email, member.password, StaffRole.Staff);
    staff = await signIn(system.app, member);

    // Mailed and sent: an invitation, a reset, a confirmation link and, once it is followed,
    // the welcome with its unsubscribe link; a submission's confirmation and alert.
    const invited = await invite(StaffRole.Admin);
    const reset = { email: newEmail('reset'), password: newPassword() };
    addresses.push(reset.email);
    await accounts.add(reset.email, reset.password, StaffRole.Staff);
    const resetId = (await accounts.byEmail(reset.email)).id;
    await http().post(`/api/admin/staff/${resetId}/reset`).set('Cookie', admin).expect(200);
    const reader = await subscribe();
    await http()
      .post(`/api/newsletter/confirm/${await mailedConfirmToken(reader)}`)
      .expect(200);
    const visitor = personAddress().toLowerCase();
    addresses.push(visitor);
    await submit(system.app, 'contact', visitor);

    // An erasure: its jobs carry the address they erase.
    const erased = personAddress();
    addresses.push(erased.toLowerCase(), erased);
    await submit(system.app, 'contact', erased);
    const accepted = await http()
      .post('/api/admin/people/erase')
      .set('Cookie', admin)
      .send({ email: erased, confirm: erased })
      .expect(202);
    const { id } = accepted.body.data as ErasureAccepted;
    await waitFor(
      async () =>
        (await http().get(`/api/admin/erasures/${id}`).set('Cookie', admin).expect(200)).body.data
          .status === ('done' satisfies Erasure['status']),
      { what: `erasure ${id} to finish`, timeoutMs: 60_000 },
    );
    await Promise.all([
      mailArrived(invited, 'the invitation'),
      mailArrived(reset.email, 'the reset link'),
      mailArrived(visitor, "the visitor's confirmation"),
      system.mail.waitForMail(
        (caught) =>
          caught.to.some(({ address }) => address === reader) &&
          /\/newsletter\/unsubscribe\//.test(caught.text ?? ''),
        'the welcome',
      ),
    ]);
    await system.drained(...Object.values(QueueName));

    // Mailed while the notification service is down: the jobs wait, their links in them.
    await system.stopService('notification');
    await invite(StaffRole.Staff);
    await subscribe();
  }, 180_000);
  afterAll(() => system?.stop());

  /**
   * All a member reads of the jobs through the board's API: every queue's jobs in every state,
   * each job opened, with its logs.
   */
  async function boardAsSeenBy(cookie: string): Promise<string> {
    const seen: string[] = [];
    for (const queue of Object.values(QueueName)) {
      for (const status of STATES) {
        const res = await http()
          .get(BOARD_API)
          .query({ activeQueue: queue, status, page: 1, jobsPerPage: 100 })
          .set('Cookie', cookie)
          .expect(200);
        seen.push(res.text);
        const listed = (res.body.queues as { name: string; jobs: { id: string }[] }[]).find(
          (q) => q.name === queue,
        )!.jobs;
        for (const { id } of listed) {
          const job = `${BOARD_API}/${queue}/${encodeURIComponent(id)}`;
          // A mail batch's id (its delivery ids) can be longer than the router's longest
          // parameter, and its job is then not found by id: the list above showed all of it.
          for (const path of [job, `${job}/logs`]) {
            const res = await http().get(path).set('Cookie', cookie);
            expect([200, 404]).toContain(res.status);
            seen.push(res.text);
          }
        }
      }
    }
    return seen.join('\n');
  }

  /** The token-shaped strings of the text that redeem something, each with where it did. */
  async function redeemed(text: string): Promise<string[]> {
    const candidates = new Set(
      (text.match(/[\w-]{16,}/g) ?? []).filter(
        (candidate) => !UUID.test(candidate) && !/^[a-z]+(-[a-z]+)*$/.test(candidate),
      ),
    );
    const found: string[] = [];
    for (const token of candidates) {
      for (const path of [`/api/admin/auth/invite/${token}`, `/api/admin/auth/reset/${token}`]) {
        const res = await http().post(path).send({ password: newPassword() });
        if (res.status === 200) found.push(path);
      }
      for (const path of [
        `/api/newsletter/confirm/${token}`,
        `/api/newsletter/unsubscribe/${token}`,
      ]) {
        if ((await http().post(path)).status === 200) found.push(path);
      }
    }
    return found;
  }

  it('shows staff no token that redeems and no address of anyone mailed, in any queue or state', async () => {
    const seen = await boardAsSeenBy(staff);
    // The jobs are there to be seen: mails waiting for the notification service.
    expect(seen).toContain('"name":"mail.send"');
    expect(await redeemed(seen)).toEqual([]);
    for (const address of addresses) expect(seen).not.toContain(address);
  });

  it('shows an admin no token that redeems either', async () => {
    const seen = await boardAsSeenBy(admin);
    expect(seen).toContain('"name":"mail.send"');
    expect(await redeemed(seen)).toEqual([]);
  });

  it('keeps no sent mail in Redis: a mail job leaves once its mails are sent', async () => {
    const queue = new Queue(QueueName.Notification, {
      prefix: system.prefix,
      connection: { url: system.config.REDIS_URL },
    });
    try {
      const { completed, waiting } = await queue.getJobCounts('completed', 'waiting');
      // The waiting ones show the queue is read where the completed ones would be.
      expect(waiting).toBeGreaterThan(0);
      expect(completed).toBe(0);
    } finally {
      await queue.close();
    }
  });
});
