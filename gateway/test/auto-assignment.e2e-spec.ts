import { ErrorCode } from '@bytecraft/contracts/errors';
import {
  ASSIGNMENT_MESSAGES,
  AUTO_ASSIGNMENT_ACTOR_ID,
  DEFAULT_AVAILABILITY,
  type Availability,
} from '@bytecraft/contracts/records/assignment';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import { STAFF_TEAM_MESSAGES, StaffRole } from '@bytecraft/contracts/staff-team';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { RECORD_KINDS } from '@bytecraft/contracts/records';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { errorBody, validationBody } from '@bytecraft/testing/error-body';
import { newPassword } from '@bytecraft/testing/staff';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { AutoAssignment } from '../src/assignment/auto-assignment.service';
import { SERVICE_CLIENT } from '../src/rpc/service-client';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { personAddress, submit } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const OWNER_MAIL_SUBJECT = 'You now own records in the staff console';

interface Member {
  id: string;
  email: string;
  cookie: string;
}

/**
 * Auto-assignment through the whole system: the gateway gives the contacts nobody owns to the
 * members who opted in, round robin up to each one's capacity, through the lead service's
 * conditional owner change; the passes are run by the test (the replicas' own timers are an
 * hour apart here), so each one's outcome can be counted.
 */
describe('auto-assignment (system)', () => {
  let system: TestSystem;
  let admin: string;
  const http = () => request(system.app.getHttpServer());
  const pass = (app: NestFastifyApplication = system.app) => app.get(AutoAssignment).pass();

  beforeAll(async () => {
    system = await startTestSystem('auto-assignment', { ASSIGNMENT_CHECK_SECONDS: '3600' });
    admin = await signIn(system.app, system.staff);
  });
  afterAll(() => system?.stop());

  async function member(): Promise<Member> {
    const accounts = system.app.get(StaffAccountsService);
    const email = `member.${randomBytes(4).toString('hex')}@bytecraft.example`;
    const password = newPassword();
    await accounts.add(email, password, StaffRole.Staff);
    const { id } = await accounts.byEmail(email);
    return { id, email, cookie: await signIn(system.app, { email, password }) };
  }

  const available = (who: Member, availability: Availability) =>
    http().put('/api/admin/availability').set('Cookie', who.cookie).send(availability).expect(200);

  const giveOut = (kinds: Record<string, boolean>) =>
    http().put('/api/admin/settings/assignment').set('Cookie', admin).send({ kinds }).expect(200);

  /** `n` contacts stored by the lead service, their ids. */
  async function contacts(n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await submit(system.app, 'contact', personAddress())).id);
    await waitFor(
      async () =>
        Number(
          (
            await system.db.lead.query<{ n: string }>(
              `SELECT count(*) AS n FROM contacts WHERE id = ANY($1)`,
              [ids],
            )
          )[0].n,
        ) === n,
      { what: `${n} contacts to be stored` },
    );
    return ids;
  }

  /** Open contacts per owner ('none' for nobody). */
  async function owners(): Promise<Record<string, number>> {
    const rows = await system.db.lead.query<{ owner: string | null; n: string }>(
      `SELECT "ownerId" AS owner, count(*) AS n FROM contacts GROUP BY "ownerId"`,
    );
    return Object.fromEntries(rows.map((row) => [row.owner ?? 'none', Number(row.n)]));
  }

  const ownerOf = async (id: string) =>
    (
      await system.db.lead.query<{ ownerId: string | null }>(
        `SELECT "ownerId" FROM contacts WHERE id = $1`,
        [id],
      )
    )[0].ownerId;

  const ownerEntries = async (id: string) =>
    (
      (await http().get(`/api/contact/${id}`).set('Cookie', admin).expect(200)).body.data
        .activity as ActivityEntry[]
    ).filter((entry) => entry.type === 'owner');

  let a: Member;
  let b: Member;
  let c: Member;
  let first: string[];

  it('gives 30 records round robin to the members present, each up to their capacity, and mails each once', async () => {
    [a, b, c] = [await member(), await member(), await member()];
    await available(a, { optedIn: true, capacity: 12, away: false });
    await available(b, { optedIn: true, capacity: 12, away: true });
    await available(c, { optedIn: true, capacity: 12, away: false });
    first = await contacts(30);

    // Off for the kind, a pass gives nothing out.
    expect(await pass()).toEqual({ assigned: {}, released: 0 });
    expect(await owners()).toEqual({ none: 30 });

    await giveOut({ contact: true });
    await pass();
    expect(await owners()).toEqual({ [a.id]: 12, [c.id]: 12, none: 6 });
    // Full, a pass after gives nothing more.
    expect((await pass()).assigned).toEqual({});

    // Round robin: the oldest two went to different members.
    const [oldest, second] = await Promise.all(first.slice(0, 2).map(ownerEntries));
    expect(oldest).toEqual([
      expect.objectContaining({ actorId: AUTO_ASSIGNMENT_ACTOR_ID, from: null }),
    ]);
    expect(new Set([oldest[0].to, second[0].to])).toEqual(new Set([a.id, c.id]));

    for (const who of [a, c]) {
      const mail = await system.mail.waitForMail(
        (m) =>
          m.subject === OWNER_MAIL_SUBJECT && m.to.some(({ address }) => address === who.email),
        `the mail to ${who.email} of what they were given`,
      );
      expect((mail.text ?? '').match(/\d+\. contact/g)).toHaveLength(12);
    }
    const mails = (await system.mail.messages()).filter((m) => m.subject === OWNER_MAIL_SUBJECT);
    expect(mails.map((m) => m.to[0].address).sort()).toEqual([a.email, c.email].sort());
  });

  it('two replicas giving out the same records at once give each one owner, within capacity', async () => {
    const replica = await createGatewayApp(system.config);
    await replica.listen(0, '127.0.0.1');
    try {
      const [d, e] = [await member(), await member()];
      // Off while the members change: each change starts a pass of its own.
      await giveOut({ contact: false });
      for (const full of [a, c]) await available(full, { optedIn: true, capacity: 12, away: true });
      await available(d, { optedIn: true, capacity: 5, away: false });
      await available(e, { optedIn: true, capacity: 5, away: false });
      await contacts(10);

      // Turned on through the replica (which starts its own pass) while both pass at once.
      await Promise.all([
        request(replica.getHttpServer())
          .put('/api/admin/settings/assignment')
          .set('Cookie', admin)
          .send({ kinds: { contact: true } })
          .expect(200),
        pass(),
        pass(replica),
        pass(),
      ]);
      await pass(replica);

      expect(await owners()).toEqual({ [a.id]: 12, [c.id]: 12, [d.id]: 5, [e.id]: 5, none: 6 });
      const entries = await system.db.lead.query<{ recordId: string; n: string }>(
        `SELECT "recordId", count(*) AS n FROM activity_entries
          WHERE type = 'owner' AND "actorId" = $1 GROUP BY "recordId"`,
        [AUTO_ASSIGNMENT_ACTOR_ID],
      );
      expect(entries.filter((row) => row.n !== '1')).toEqual([]);
      expect(entries).toHaveLength(24 + 10);

      // A disabled member's open records go back to the pool and are given out again.
      await available(e, { optedIn: true, capacity: 30, away: false });
      // The pass that change started is over before the member leaves: the next one is theirs.
      await pass();
      const held = await system.db.lead.query<{ id: string }>(
        `SELECT id FROM contacts WHERE "ownerId" = $1`,
        [d.id],
      );
      await http()
        .patch(`/api/admin/staff/${d.id}`)
        .set('Cookie', admin)
        .send({ disabled: true })
        .expect(200);
      // Given back when disabled; the pass that started then (this one runs after it) gives
      // them out.
      expect((await pass()).released).toBe(0);
      expect(await owners()).toEqual({ [a.id]: 12, [c.id]: 12, [e.id]: 16 });
      expect((await ownerEntries(held[0].id)).map(({ from, to }) => [from, to])).toEqual([
        [null, d.id],
        [d.id, null],
        [null, e.id],
      ]);
    } finally {
      await replica.close();
    }
  });

  it('gives a record out as soon as it is submitted, without waiting for the next tick', async () => {
    const [id] = await contacts(1);
    const owner = await waitFor(
      async () => {
        const [row] = await system.db.lead.query<{ ownerId: string | null }>(
          `SELECT "ownerId" FROM contacts WHERE id = $1`,
          [id],
        );
        return row?.ownerId ?? undefined;
      },
      { what: 'the new contact to be given out' },
    );
    // The only member present with room left.
    const { members } = (
      await http().get('/api/admin/settings/assignment').set('Cookie', admin).expect(200)
    ).body.data as { members: { accountId: string; away: boolean; optedIn: boolean }[] };
    const present = members.filter((m) => m.optedIn && !m.away).map((m) => m.accountId);
    expect(present).toContain(owner);
    expect(owner).not.toBe(a.id);
  });

  it('a pass with every kind off asks the owning services nothing', async () => {
    const asked = jest.spyOn(system.app.get<NamespacedClientRedis>(SERVICE_CLIENT), 'sendFor');
    const assignPattern = staffRpc.assign(RECORD_KINDS.contact.service);
    try {
      // On, the pass that turning it on starts gives a waiting contact out, asking as it goes.
      await giveOut({ contact: false });
      await pass();
      const [waiting] = await contacts(1);
      await giveOut({ contact: true });
      await pass();
      expect(await ownerOf(waiting)).toEqual(expect.any(String));
      expect(asked.mock.calls.map(([, pattern]) => pattern)).toContain(assignPattern);

      await giveOut({ contact: false });
      await pass();
      const [left] = await contacts(1);
      asked.mockClear();
      expect(await pass()).toEqual({ assigned: {}, released: 0 });
      expect(asked).not.toHaveBeenCalled();
      expect(await ownerOf(left)).toBeNull();
    } finally {
      asked.mockRestore();
      // On again, as the suites after this one found it.
      await giveOut({ contact: true });
    }
  });

  it('with every kind off, a member disabled gives their open records back to nobody at once', async () => {
    const leaver = await member();
    await giveOut({ contact: false });
    await pass();
    try {
      const [held] = await contacts(1);
      await http()
        .patch(`/api/contact/${held}/owner`)
        .set('Cookie', admin)
        .send({ ownerId: leaver.id })
        .expect(200);
      expect(await ownerOf(held)).toBe(leaver.id);
      await http()
        .patch(`/api/admin/staff/${leaver.id}`)
        .set('Cookie', admin)
        .send({ disabled: true })
        .expect(200);
      expect(await ownerOf(held)).toBeNull();
      expect((await ownerEntries(held)).map(({ from, to }) => [from, to])).toEqual([
        [null, leaver.id],
        [leaver.id, null],
      ]);
    } finally {
      await giveOut({ contact: true });
    }
  });

  describe('the routes', () => {
    it('the settings are an admin’s: a member is refused, an admin reads every member’s load', async () => {
      const m = await member();
      const forbidden = errorBody(ErrorCode.Forbidden, STAFF_TEAM_MESSAGES.adminOnly);
      for (const call of [
        http().get('/api/admin/settings/assignment'),
        http()
          .put('/api/admin/settings/assignment')
          .send({ kinds: { contact: false } }),
      ]) {
        const res = await call.set('Cookie', m.cookie).expect(403);
        expect(res.body).toEqual(forbidden);
      }
      const { body } = await http()
        .get('/api/admin/settings/assignment')
        .set('Cookie', admin)
        .expect(200);
      expect(body.data.kinds.contact).toBe(true);
      expect(body.data.members).toContainEqual({
        accountId: m.id,
        ...DEFAULT_AVAILABILITY,
        openRecords: 0,
      });
      expect(body.data.members).toContainEqual(
        expect.objectContaining({ accountId: c.id, openRecords: 12, away: true }),
      );
    });

    it('a member reads and changes their own availability only', async () => {
      const [m, other] = [await member(), await member()];
      const mine = { optedIn: true, capacity: 3, away: true };
      await available(m, mine);
      const read = (who: Member) =>
        http().get('/api/admin/availability').set('Cookie', who.cookie).expect(200);
      expect((await read(m)).body.data).toEqual(mine);
      expect((await read(other)).body.data).toEqual(DEFAULT_AVAILABILITY);
    });

    it('refuses bad input field by field, in the catalogue’s shape', async () => {
      const m = await member();
      const res = await http()
        .put('/api/admin/availability')
        .set('Cookie', m.cookie)
        .send({ optedIn: 'yes', capacity: 0 })
        .expect(400);
      expect(res.body).toEqual(
        validationBody([
          { field: 'optedIn', message: ASSIGNMENT_MESSAGES.optedIn },
          { field: 'capacity', message: ASSIGNMENT_MESSAGES.capacity },
          { field: 'away', message: ASSIGNMENT_MESSAGES.away },
        ]),
      );
      const settings = await http()
        .put('/api/admin/settings/assignment')
        .set('Cookie', admin)
        .send({ kinds: { newsletter: true } })
        .expect(400);
      expect(settings.body).toEqual(
        validationBody([{ field: 'kinds', message: ASSIGNMENT_MESSAGES.unknownKind }]),
      );
    });
  });
});
