import { AuditAction, STAFF_TEAM_MESSAGES, type AuditEntry } from '@bytecraft/contracts/staff-team';
import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import { buildJobApplication, files } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { newEmail, newIp, newPassword } from '@bytecraft/testing/staff';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AUDIT_PAGE_SIZE } from '../src/audit/audit-log';
import { AuditRetention, PURGE_LOCK } from '../src/audit/audit-retention';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { startTestSystem, type TestSystem } from './system';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The audit log against the real stack: each recorded action through its real route, the
 * rows read back through GET /api/admin/audit, and the purge on the real table.
 */
describe('audit log (system)', () => {
  let system: TestSystem;
  let cookie: string;
  const http = () => request(system.app.getHttpServer());
  const login = (credentials: { email: string; password: string }, ip = newIp()) =>
    http().post('/api/admin/auth/login').set('X-Forwarded-For', ip).send(credentials);
  const signIn = async (credentials: { email: string; password: string }) => {
    const res = await login(credentials).expect(200);
    return String(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]).split(';')[0];
  };
  const audit = (query: Record<string, string | number> = {}) =>
    http().get('/api/admin/audit').query(query).set('Cookie', cookie);
  /** The rows of one client, as the audit API answers them. */
  const rowsFrom = async (client: string): Promise<AuditEntry[]> => {
    const rows = await system.db.gateway.query<{ id: string }>(
      'SELECT id FROM audit_log WHERE client = $1',
      [client],
    );
    const all = (await audit().expect(200)).body.data as AuditEntry[];
    return all.filter((row) => rows.some(({ id }) => id === row.id));
  };
  /** Makes every audit write fail until `back()`: the table is renamed away. */
  const tableAway = async () => {
    await system.db.gateway.query('ALTER TABLE audit_log RENAME TO audit_log_away');
    return () => system.db.gateway.query('ALTER TABLE audit_log_away RENAME TO audit_log');
  };
  /** A member of staff (not an admin), with their account's id. */
  const addAccount = async () => {
    const account = { email: newEmail(), password: newPassword() };
    const accounts = system.app.get(StaffAccountsService);
    await accounts.add(account.email, account.password);
    return { ...account, id: (await accounts.byEmail(account.email)).id };
  };
  /** Ends a session from a new client; answers that client. */
  const signOutFrom = async (session: string) => {
    const ip = newIp();
    await http()
      .post('/api/admin/auth/logout')
      .set('X-Forwarded-For', ip)
      .set('Cookie', session)
      .expect(200);
    return ip;
  };
  /** The signed-in admin's account id. */
  let adminId: string;

  beforeAll(async () => {
    system = await startTestSystem('audit', { TRUST_PROXY: '1' });
    cookie = await signIn(system.staff);
    adminId = (await system.app.get(StaffAccountsService).byEmail(system.staff.email)).id;
  });
  afterAll(() => system?.stop());

  it('records a sign-in with its actor and client', async () => {
    const ip = newIp();
    await login(system.staff, ip).expect(200);
    expect(await rowsFrom(ip)).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actorId: adminId,
        action: AuditAction.SignIn,
        target: null,
        client: ip,
      },
    ]);
  });

  it('records an IPv6 client by its /64', async () => {
    await login(system.staff, '2001:db8:1:2:aaaa::1').expect(200);
    const [row] = await rowsFrom('2001:db8:1:2::/64');
    expect(row).toMatchObject({ actorId: adminId, action: AuditAction.SignIn });
  });

  it('records a failed sign-in: the account tried as actor, none for an unknown address', async () => {
    const account = await addAccount();
    const known = newIp();
    const unknown = newIp();
    await login({ ...account, password: 'not-the-password' }, known).expect(401);
    await login({ email: newEmail(), password: 'not-the-password' }, unknown).expect(401);
    expect(await rowsFrom(known)).toEqual([
      expect.objectContaining({
        actorId: account.id,
        action: AuditAction.SignInFailed,
        target: null,
      }),
    ]);
    expect(await rowsFrom(unknown)).toEqual([
      expect.objectContaining({ actorId: null, action: AuditAction.SignInFailed, target: null }),
    ]);
  });

  it('records a sign-out', async () => {
    const ip = await signOutFrom(await signIn(system.staff));
    expect(await rowsFrom(ip)).toEqual([
      expect.objectContaining({ actorId: adminId, action: AuditAction.SignOut }),
    ]);
  });

  it('names the account that acted, not its address: a changed address neither loses its rows nor hands them on', async () => {
    const member = await addAccount();
    const ip = await signOutFrom(await signIn(member));
    const renamed = newEmail();
    await system.db.gateway.query('UPDATE staff_accounts SET email = $1 WHERE id = $2', [
      renamed,
      member.id,
    ]);
    // The old address, given to a new account, takes none of the rows with it.
    const accounts = system.app.get(StaffAccountsService);
    await accounts.add(member.email, newPassword());
    const successor = await accounts.byEmail(member.email);

    const signOut = [expect.objectContaining({ actorId: member.id, action: AuditAction.SignOut })];
    expect(await rowsFrom(ip)).toEqual(signOut);
    for (const actor of [member.id, renamed.toUpperCase()]) {
      const page = (await audit({ actor, action: AuditAction.SignOut }).expect(200)).body;
      expect(page.data).toEqual(signOut);
    }
    const successors = (await audit({ actor: member.email }).expect(200)).body;
    expect(successors.pagination.total).toBe(0);
    expect(successor.id).not.toBe(member.id);
  });

  it('records a resume download with the record it came from', async () => {
    const kind = 'job-application';
    const form = http().post('/api/job-application').set('Idempotency-Key', randomUUID());
    for (const [name, value] of Object.entries(buildJobApplication())) {
      if (value) void form.field(name, String(value));
    }
    const res = await form
      .attach('resume', files.pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(201);
    const id = res.body.data.id as string;
    const path = `/api/${STAFF_PATHS[kind]}/${id}/resume`;
    await waitFor(async () => (await http().get(path).set('Cookie', cookie)).status === 200, {
      what: 'the job application to be stored',
    });
    const ip = newIp();
    await http().get(path).set('X-Forwarded-For', ip).set('Cookie', cookie).expect(200);
    expect(await rowsFrom(ip)).toEqual([
      expect.objectContaining({
        actorId: adminId,
        action: AuditAction.ResumeDownload,
        target: `${kind}/${id}`,
      }),
    ]);
  });

  it('records the newsletter CSV export', async () => {
    const ip = newIp();
    await http()
      .get('/api/newsletter/subscriptions/export.csv')
      .set('X-Forwarded-For', ip)
      .set('Cookie', cookie)
      .expect(200);
    expect(await rowsFrom(ip)).toEqual([
      expect.objectContaining({
        actorId: adminId,
        action: AuditAction.Export,
        target: '/api/newsletter/subscriptions/export.csv',
      }),
    ]);
  });

  it('answers a staff action 503 and does not carry it out when its row cannot be written; a failed sign-in is still 401', async () => {
    const session = await signIn(system.staff);
    const back = await tableAway();
    try {
      const logout = await http().post('/api/admin/auth/logout').set('Cookie', session).expect(503);
      expect(logout.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: ERROR_MESSAGES.serviceUnavailable,
      });
      await http()
        .get('/api/newsletter/subscriptions/export.csv')
        .set('Cookie', session)
        .expect(503);
      await login(system.staff).expect(503);
      await login({ ...system.staff, password: 'not-the-password' }).expect(401);
    } finally {
      await back();
    }
    // The sign-out refused is not done: the session still works.
    await http().get('/api/admin/auth/me').set('Cookie', session).expect(200);
  });

  describe('GET /api/admin/audit', () => {
    /** The actor's account id, and their address. */
    let actor: string;
    let address: string;
    const total = AUDIT_PAGE_SIZE * 2 + 7;
    /** Row n's action: every third an export. */
    const actionOf = (n: number) => (n % 3 === 0 ? AuditAction.Export : AuditAction.SignIn);

    beforeAll(async () => {
      ({ id: actor, email: address } = await addAccount());
      // Row n is n seconds newer than row 1; every third an export (actionOf).
      await system.db.gateway.query(
        `INSERT INTO audit_log (at, actor_id, action, target, client)
         SELECT now() - interval '1 hour' + n * interval '1 second', $1,
                CASE WHEN n % 3 = 0 THEN 'export' ELSE 'sign-in' END, 'row-' || n, '10.9.9.9'
         FROM generate_series(1, $2) AS n`,
        [actor, total],
      );
    });

    it('answers pages of 50, newest first, filtered by actor (account id)', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map(async (page) => (await audit({ actor, page }).expect(200)).body),
      );
      expect(pages.map((page) => page.pagination)).toEqual(
        [1, 2, 3].map((page) => ({ page, limit: AUDIT_PAGE_SIZE, total, totalPages: 3 })),
      );
      const targets = pages.flatMap((page) => (page.data as AuditEntry[]).map((row) => row.target));
      expect(targets).toEqual(Array.from({ length: total }, (_, i) => `row-${total - i}`));
      expect(pages[0]!.success).toBe(true);
      expect(pages[0]!.data[0]).toEqual({
        id: expect.any(String),
        at: expect.any(String),
        actorId: actor,
        action: actionOf(total),
        target: `row-${total}`,
        client: '10.9.9.9',
      });
      // An address is read as the account that has it, whatever its case.
      expect(
        (await audit({ actor: address.toUpperCase() }).expect(200)).body.pagination.total,
      ).toBe(total);
      // An address or an id no account has matches nothing.
      for (const nobody of [newEmail(), randomUUID()]) {
        expect((await audit({ actor: nobody }).expect(200)).body.pagination.total).toBe(0);
      }
    });

    it('filters by action, with the actor or alone', async () => {
      const exports = Math.floor(total / 3);
      const both = (await audit({ actor, action: AuditAction.Export }).expect(200)).body;
      expect(both.pagination.total).toBe(exports);
      expect((both.data as AuditEntry[]).every((row) => row.action === AuditAction.Export)).toBe(
        true,
      );
      const alone = (await audit({ action: AuditAction.Export }).expect(200)).body;
      expect(alone.pagination.total).toBeGreaterThanOrEqual(exports + 1);
      expect((alone.data as AuditEntry[]).every((row) => row.action === AuditAction.Export)).toBe(
        true,
      );
    });

    it('refuses a bad filter with the catalogue shape', async () => {
      const res = await audit({ action: 'nope', page: 0 }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(
        res.body.validationErrors.map((error: { field: string }) => error.field).sort(),
      ).toEqual(['action', 'page']);
    });

    it('answers staff 403: the log is for admins', async () => {
      const member = await addAccount();
      const session = await signIn(member);
      const res = await http().get('/api/admin/audit').set('Cookie', session).expect(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: STAFF_TEAM_MESSAGES.adminOnly });
    });

    it('answers 401 without a session', async () => {
      const res = await http().get('/api/admin/audit').expect(401);
      expect(res.body).toMatchObject({
        code: 'UNAUTHORIZED',
        message: ERROR_MESSAGES.unauthorized,
      });
    });
  });

  describe('retention', () => {
    const days = () => system.config.AUDIT_RETENTION_DAYS;
    const insertAged = async (ageDays: number) => {
      const [row] = await system.db.gateway.query<{ id: string }>(
        `INSERT INTO audit_log (at, actor_id, action, client)
         VALUES (now() - $1 * interval '1 day', $2, 'sign-in', '10.8.8.8') RETURNING id`,
        [ageDays, adminId],
      );
      return row.id;
    };
    const exists = async (id: string) =>
      (await system.db.gateway.query('SELECT 1 FROM audit_log WHERE id = $1', [id])).length === 1;

    it('deletes only the rows older than AUDIT_RETENTION_DAYS', async () => {
      const old = await insertAged(days() + 1);
      const kept = await insertAged(days() - 1);
      const purge = system.app.get(AuditRetention);
      expect(await purge.purge()).toBeGreaterThanOrEqual(1);
      expect(await exists(old)).toBe(false);
      expect(await exists(kept)).toBe(true);
      // Two days on, the kept row is past its time too.
      await purge.purge(new Date(Date.now() + 2 * DAY_MS));
      expect(await exists(kept)).toBe(false);
    });

    it('leaves the purge to the replica that holds the lock', async () => {
      const old = await insertAged(days() + 1);
      await system.db.gateway.query('SELECT pg_advisory_lock($1)', [PURGE_LOCK]);
      try {
        expect(await system.app.get(AuditRetention).purge()).toBeNull();
        expect(await exists(old)).toBe(true);
      } finally {
        await system.db.gateway.query('SELECT pg_advisory_unlock($1)', [PURGE_LOCK]);
      }
      expect(await system.app.get(AuditRetention).purge()).toBe(1);
      expect(await exists(old)).toBe(false);
    });
  });
});
