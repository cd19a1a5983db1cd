import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { REPLY_MAILBOX } from '@bytecraft/contracts/mail';
import { WORKED_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import type { SlaEvent, SlaReport } from '@bytecraft/contracts/records/sla';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { STAFF_TEAM_MESSAGES, StaffRole } from '@bytecraft/contracts/staff-team';
import { parseCsv } from '@bytecraft/testing/csv';
import { errorBody, validationBody } from '@bytecraft/testing/error-body';
import type { CaughtMail } from '@bytecraft/testing/mail-catcher';
import { newPassword } from '@bytecraft/testing/staff';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { personAddress, submit } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const BREACH_SUBJECT = 'A promised answer is past due';
/** The notification service's default address of the contact kind's mailbox. */
const SALES = `${REPLY_MAILBOX.contact}@bytecraft.example`;
/** The services look for promises past due every second here. */
const WATCHED = { SLA_CHECK_SECONDS: '1' };

/**
 * Promises through the whole system: a record past its due time is recorded as a breach by the
 * service owning it and mailed once, to its owner or, unowned, to its kind's mailbox.
 */
describe('SLA (system)', () => {
  let system: TestSystem;
  let cookie: string;
  let owner: { id: string; email: string };
  let member: { id: string; email: string; password: string };
  let adminId: string;
  const http = () => request(system.app.getHttpServer());

  beforeAll(async () => {
    system = await startTestSystem(
      'sla',
      {},
      { serviceEnv: { [ServiceName.Lead]: WATCHED, [ServiceName.Recruiting]: WATCHED } },
    );
    cookie = await signIn(system.app, system.staff);
    const accounts = system.app.get(StaffAccountsService);
    const email = `owner.${randomBytes(4).toString('hex')}@bytecraft.example`;
    await accounts.add(email, newPassword());
    owner = { id: (await accounts.byEmail(email)).id, email };
    const memberEmail = `member.${randomBytes(4).toString('hex')}@bytecraft.example`;
    const password = newPassword();
    await accounts.add(memberEmail, password, StaffRole.Staff);
    member = { id: (await accounts.byEmail(memberEmail)).id, email: memberEmail, password };
    adminId = (await accounts.byEmail(system.staff.email)).id;
  });
  afterAll(() => system?.stop());

  /** A contact stored by the lead service, its id. */
  async function contact(): Promise<string> {
    const { id } = await submit(system.app, 'contact', personAddress());
    await waitFor(
      async () => (await http().get(`/api/contact/${id}`).set('Cookie', cookie)).status === 200,
      { what: `contact ${id} to be stored` },
    );
    return id;
  }

  /** The contact's answer falls due now: as if its hours had passed. */
  const fallDue = (id: string) =>
    system.db.lead.query(`UPDATE contacts SET "dueAt" = now() WHERE id = $1`, [id]);

  const breachMails = async (id: string) =>
    (await system.mail.messages()).filter(
      (mail) => mail.subject === BREACH_SUBJECT && (mail.text ?? '').includes(id),
    );
  const to = (mail: CaughtMail) => mail.to.map(({ address }) => address);

  it('mails a breach once to the record’s owner, and an unowned one’s to its kind’s mailbox', async () => {
    const owned = await contact();
    await http()
      .patch(`/api/contact/${owned}/owner`)
      .set('Cookie', cookie)
      .send({ ownerId: owner.id })
      .expect(200);
    await fallDue(owned);
    const mailed = await system.mail.waitForMail(
      (mail) => mail.subject === BREACH_SUBJECT && (mail.text ?? '').includes(owned),
      'the owned contact’s breach mail',
    );
    expect(to(mailed)).toEqual([owner.email]);

    // A later breach mailed proves the watch went on looking: the first is still one mail.
    const unowned = await contact();
    await fallDue(unowned);
    const team = await system.mail.waitForMail(
      (mail) => mail.subject === BREACH_SUBJECT && (mail.text ?? '').includes(unowned),
      'the unowned contact’s breach mail',
    );
    expect(to(team)).toEqual([SALES]);
    expect(await breachMails(owned)).toHaveLength(1);
    expect(await breachMails(unowned)).toHaveLength(1);
  });

  describe('the report', () => {
    /** A promise that ended, stored as its service keeps it. */
    async function promise(event: Omit<SlaEvent, 'recordId'>): Promise<string> {
      const recordId = randomUUID();
      const service = event.kind === 'job-application' ? 'recruiting' : 'lead';
      await system.db[service].query(
        `INSERT INTO sla_events
           (id, kind, "recordId", clock, "startedAt", "dueAt", "ownerId", outcome, "answeredAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          randomUUID(),
          event.kind,
          recordId,
          event.clock,
          event.startedAt,
          event.dueAt,
          event.ownerId,
          event.outcome,
          event.answeredAt,
        ],
      );
      return recordId;
    }
    const first = (kind: WorkedKind, startedAt: string, dueAt: string) => ({
      kind,
      clock: 'first-response' as const,
      startedAt,
      dueAt,
    });
    const report = (query: string, cookieOf = cookie) =>
      http().get(`/api/admin/sla?${query}`).set('Cookie', cookieOf);

    /** The week's promises, and one of each outcome just outside it. */
    let ids: Record<'c3' | 'c4' | 'ja2', string>;
    const WEEK = 'from=2026-01-05&to=2026-01-11';

    beforeAll(async () => {
      const A = owner.id;
      const B = adminId;
      // Kept in 2 h and 6 h by A; breached and answered after 34 h (B); a visitor's answer
      // never answered (nobody's).
      await promise({
        ...first('contact', '2026-01-05T09:00:00Z', '2026-01-06T09:00:00Z'),
        ownerId: A,
        outcome: 'kept',
        answeredAt: '2026-01-05T11:00:00Z',
      });
      await promise({
        ...first('contact', '2026-01-06T09:00:00Z', '2026-01-07T09:00:00Z'),
        ownerId: A,
        outcome: 'kept',
        answeredAt: '2026-01-06T15:00:00Z',
      });
      const c3 = await promise({
        ...first('contact', '2026-01-07T09:00:00Z', '2026-01-08T09:00:00Z'),
        ownerId: B,
        outcome: 'breached',
        answeredAt: '2026-01-08T19:00:00Z',
      });
      const c4 = await promise({
        kind: 'contact',
        clock: 'next-response',
        startedAt: '2026-01-08T10:00:00Z',
        dueAt: '2026-01-08T14:00:00Z',
        ownerId: null,
        outcome: 'breached',
        answeredAt: null,
      });
      // Recruiting's: kept in 4 h (B), due after the week but kept within it; missed by A.
      await promise({
        ...first('job-application', '2026-01-09T09:00:00Z', '2026-01-12T09:00:00Z'),
        ownerId: B,
        outcome: 'kept',
        answeredAt: '2026-01-09T13:00:00Z',
      });
      const ja2 = await promise({
        ...first('job-application', '2026-01-05T00:00:00Z', '2026-01-08T00:00:00Z'),
        ownerId: A,
        outcome: 'breached',
        answeredAt: null,
      });
      // Outside the week: kept after its end, missed before its start.
      await promise({
        ...first('contact', '2026-01-11T20:00:00Z', '2026-01-12T20:00:00Z'),
        ownerId: A,
        outcome: 'kept',
        answeredAt: '2026-01-12T01:00:00Z',
      });
      await promise({
        ...first('job-application', '2026-01-01T23:00:00Z', '2026-01-04T23:00:00Z'),
        ownerId: A,
        outcome: 'breached',
        answeredAt: null,
      });
      ids = { c3, c4, ja2 };
    });

    it('gives the week’s figures as counted by hand, in all, per kind and per owner, and its misses', async () => {
      const { body } = await report(WEEK).expect(200);
      const data = body.data as SlaReport;
      expect(data.from).toBe('2026-01-05T00:00:00.000Z');
      // A day given as `to` is the whole day.
      expect(data.to).toBe('2026-01-12T00:00:00.000Z');
      // Six ended: three kept. First answers in 2, 6, 34 and 4 hours: median 5.
      expect(data.overall).toEqual({
        due: 6,
        kept: 3,
        breached: 3,
        hitRate: 0.5,
        medianFirstResponseHours: 5,
      });
      expect(data.byKind).toEqual([
        {
          kind: 'contact',
          due: 4,
          kept: 2,
          breached: 2,
          hitRate: 0.5,
          medianFirstResponseHours: 6,
        },
        {
          kind: 'job-application',
          due: 2,
          kept: 1,
          breached: 1,
          hitRate: 0.5,
          medianFirstResponseHours: 4,
        },
      ]);
      const byOwner = new Map(data.byOwner.map(({ ownerId, ...figures }) => [ownerId, figures]));
      expect(byOwner).toEqual(
        new Map([
          [owner.id, { due: 3, kept: 2, breached: 1, hitRate: 2 / 3, medianFirstResponseHours: 4 }],
          [adminId, { due: 2, kept: 1, breached: 1, hitRate: 0.5, medianFirstResponseHours: 19 }],
          [null, { due: 1, kept: 0, breached: 1, hitRate: 0, medianFirstResponseHours: null }],
        ]),
      );
      expect(data.misses).toEqual([
        {
          kind: 'job-application',
          recordId: ids.ja2,
          clock: 'first-response',
          dueAt: '2026-01-08T00:00:00.000Z',
          ownerId: owner.id,
          answeredAt: null,
        },
        {
          kind: 'contact',
          recordId: ids.c3,
          clock: 'first-response',
          dueAt: '2026-01-08T09:00:00.000Z',
          ownerId: adminId,
          answeredAt: '2026-01-08T19:00:00.000Z',
        },
        {
          kind: 'contact',
          recordId: ids.c4,
          clock: 'next-response',
          dueAt: '2026-01-08T14:00:00.000Z',
          ownerId: null,
          answeredAt: null,
        },
      ]);
    });

    it('narrows to a kind or an owner', async () => {
      const of = async (query: string) =>
        ((await report(`${WEEK}&${query}`).expect(200)).body.data as SlaReport).overall;
      expect(await of('kind=job-application')).toMatchObject({ due: 2, kept: 1 });
      expect(await of('kind=consultation')).toMatchObject({ due: 0, hitRate: null });
      expect(await of(`owner=${owner.id}`)).toMatchObject({ due: 3, kept: 2 });
      expect(await of('owner=none')).toMatchObject({ due: 1, kept: 0 });
    });

    it('answers CSV when asked by format or by Accept, owners by name', async () => {
      const byFormat = await report(`${WEEK}&format=csv`).expect(200);
      expect(byFormat.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(byFormat.headers['content-disposition']).toBe(
        'attachment; filename="sla-2026-01-05-2026-01-12.csv"',
      );
      const rows = parseCsv(byFormat.text);
      expect(rows.slice(0, 4)).toEqual([
        ['Scope', 'Of', 'Due', 'Kept', 'Breached', 'Hit rate %', 'Median first response (hours)'],
        [
          'All',
          '2026-01-05T00:00:00.000Z to 2026-01-12T00:00:00.000Z',
          '6',
          '3',
          '3',
          '50.0',
          '5.00',
        ],
        ['Kind', 'contact', '4', '2', '2', '50.0', '6.00'],
        ['Kind', 'job-application', '2', '1', '1', '50.0', '4.00'],
      ]);
      expect(rows).toContainEqual(['Owner', 'Nobody', '1', '0', '1', '0.0', '']);
      expect(rows).toContainEqual([
        'contact',
        ids.c4,
        'next-response',
        '2026-01-08T14:00:00.000Z',
        '',
        'Nobody',
      ]);
      const byAccept = await report(WEEK).set('Accept', 'text/csv').expect(200);
      expect(byAccept.text).toBe(byFormat.text);
    });

    it('counts a reply made in the console as a promise kept, in the 30 days up to now', async () => {
      const unowned = async () =>
        ((await report('kind=contact&owner=none').expect(200)).body.data as SlaReport).overall;
      const before = await unowned();
      const id = await contact();
      const { body } = await http()
        .post(`/api/contact/${id}/replies`)
        .set('Cookie', cookie)
        .send({ subject: 'Your proposal', body: 'It is attached.' })
        .expect(201);
      // The record says so where the console reads it: its detail and its list.
      expect(body.data).toMatchObject({ dueAt: null, lastPromise: 'kept' });
      const listed = (await http().get('/api/contact').set('Cookie', cookie).expect(200)).body
        .data as { id: string; lastPromise: string | null }[];
      expect(listed.find((record) => record.id === id)).toMatchObject({ lastPromise: 'kept' });
      expect(await unowned()).toMatchObject({
        due: before.due + 1,
        kept: before.kept + 1,
        breached: before.breached,
      });
    });

    it('is documented in OpenAPI with its query parameters', async () => {
      const { body } = await http().get('/api/docs-json').expect(200);
      const route = (body as { paths: Record<string, { get: { parameters: { name: string }[] } }> })
        .paths['/api/admin/sla'];
      expect(route.get.parameters.map(({ name }) => name).sort()).toEqual([
        'format',
        'from',
        'kind',
        'owner',
        'to',
      ]);
    });

    it.each([
      ['from=2026-13-01', 'from', 'From must be a date (YYYY-MM-DD) or a time (ISO 8601)'],
      ['to=yesterday', 'to', 'To must be a date (YYYY-MM-DD) or a time (ISO 8601)'],
      ['from=2026-01-10&to=2026-01-05', 'from', 'From must be before To'],
      ['kind=newsletter-subscription', 'kind', `Kind must be one of: ${WORKED_KINDS.join(', ')}`],
      ['owner=ana', 'owner', "Owner must be none or a staff member's id"],
      ['format=xml', 'format', 'Format must be one of: json, csv'],
    ])('refuses %s with its field’s message', async (query, field, message) => {
      const { body } = await report(query).expect(400);
      expect(body).toEqual(validationBody([{ field, message }]));
    });

    it('is read by any staff member, and by nobody signed out, disabled or owing two-factor', async () => {
      const memberCookie = await signIn(system.app, member);
      await report(WEEK, memberCookie).expect(200);
      await report(`${WEEK}&format=csv`, memberCookie).expect(200);

      const signedOut = errorBody(ErrorCode.Unauthorized, ERROR_MESSAGES.unauthorized);
      for (const query of [WEEK, `${WEEK}&format=csv`]) {
        expect((await http().get(`/api/admin/sla?${query}`).expect(401)).body).toEqual(signedOut);
      }

      // An admin made to turn two-factor on first reads nothing until they do.
      let strict: NestFastifyApplication | undefined;
      try {
        strict = await createGatewayApp({ ...system.config, STAFF_REQUIRE_2FA_FOR_ADMINS: true });
        await strict.listen(0, '127.0.0.1');
        const accounts = strict.get(StaffAccountsService);
        const pending = {
          email: `pending.${randomBytes(4).toString('hex')}@bytecraft.example`,
          password: newPassword(),
        };
        await accounts.add(pending.email, pending.password, StaffRole.Admin);
        const pendingCookie = await signIn(strict, pending);
        for (const query of [WEEK, `${WEEK}&format=csv`]) {
          const { body } = await request(strict.getHttpServer())
            .get(`/api/admin/sla?${query}`)
            .set('Cookie', pendingCookie)
            .expect(403);
          expect(body).toEqual(
            errorBody(ErrorCode.Forbidden, STAFF_TEAM_MESSAGES.twoFactorSetupRequired),
          );
        }
      } finally {
        await strict?.close();
      }

      // A colleague disabled: the session they had is refused.
      await http()
        .patch(`/api/admin/staff/${member.id}`)
        .set('Cookie', cookie)
        .send({ disabled: true })
        .expect(200);
      expect((await report(WEEK, memberCookie).expect(401)).body).toEqual(signedOut);
    });
  });
});
