import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { StaffRole, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { randomBytes } from 'node:crypto';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { errorBody, fieldRefusal } from '@bytecraft/testing/error-body';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

/** Where the notification service writes the console's links (its PUBLIC_SITE_URL default). */
const SITE = 'http://localhost:5173';

/**
 * The team against the real stack: invitations and resets mailed through the notification
 * service to the mail catcher, sessions in Redis ended on every change that must end them.
 */
describe('staff team (system)', () => {
  let system: TestSystem;
  let admin: string;
  const http = () => request(system.app.getHttpServer());
  const me = (cookie: string) => http().get('/api/admin/auth/me').set('Cookie', cookie);
  const login = (account: { email: string; password: string }) =>
    http().post('/api/admin/auth/login').send(account);
  const patch = (id: string, body: object, cookie = admin) =>
    http().patch(`/api/admin/staff/${id}`).set('Cookie', cookie).send(body);
  /** An active account of this role, signed in nowhere yet. */
  const addAccount = async (role = StaffRole.Staff) => {
    const account = { email: newEmail(), password: newPassword() };
    const accounts = system.app.get(StaffAccountsService);
    await accounts.add(account.email, account.password, role);
    return { ...account, id: (await accounts.byEmail(account.email)).id };
  };
  /** The one-time link in the newest mail of this purpose to the address: its token. */
  const mailedToken = async (email: string, purpose: 'invite' | 'reset') => {
    const mail = await system.mail.waitForMail(
      (caught) =>
        caught.to.some(({ address }) => address === email) &&
        (caught.text ?? '').includes(`/admin/${purpose}/`),
      `the ${purpose} mail to ${email}`,
    );
    const text = mail.text ?? '';
    const link = new RegExp(`${SITE}/admin/${purpose}/([A-Za-z0-9_-]{43})`).exec(text);
    expect(link).not.toBeNull();
    // The HTML part links the same address, so the mail's link is one click.
    expect(mail.html).toContain(`href="${link![0]}"`);
    return link![1];
  };
  function openStream(
    cookie: string,
  ): Promise<{ response: IncomingMessage; ended: Promise<void> }> {
    const { port } = system.app.getHttpServer().address() as AddressInfo;
    return new Promise((resolve, reject) =>
      httpGet(
        { host: '127.0.0.1', port, path: '/api/admin/events', headers: { Cookie: cookie } },
        (response) => {
          response.resume();
          resolve({ response, ended: new Promise((done) => response.on('close', done)) });
        },
      ).on('error', reject),
    );
  }

  beforeAll(async () => {
    system = await startTestSystem('team', { STAFF_EVENTS_CHECK_SECONDS: '0.5' });
    admin = await signIn(system.app, system.staff);
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('mails an invitation whose link sets the password once; the invited member cannot sign in before', async () => {
    const email = newEmail();
    const invited = await http()
      .post('/api/admin/staff')
      .set('Cookie', admin)
      .send({ email: email.toUpperCase(), role: 'staff', name: 'New Colleague' })
      .expect(201);
    expect(invited.body.data).toMatchObject({ email, role: 'staff', state: 'invited' });
    const token = await mailedToken(email, 'invite');
    const password = newPassword();
    await login({ email, password }).expect(401);

    await http()
      .post('/api/admin/staff')
      .set('Cookie', admin)
      .send({ email, role: 'staff' })
      .expect(409);

    const passwords = [password, newPassword()];
    const answers = await Promise.all(
      passwords.map((tried) =>
        http().post(`/api/admin/auth/invite/${token}`).send({ password: tried }),
      ),
    );
    // Both at once: exactly one is accepted, and its password is the one that signs in.
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400]);
    const winner = answers.findIndex(({ status }) => status === 200);
    expect(answers[1 - winner].body).toEqual(
      errorBody('VALIDATION_ERROR', STAFF_TEAM_MESSAGES.linkInvalid),
    );
    await login({ email, password: passwords[winner] }).expect(200);
    await login({ email, password: passwords[1 - winner] }).expect(401);

    const again = await http()
      .post(`/api/admin/auth/invite/${token}`)
      .send({ password: newPassword() })
      .expect(400);
    expect(again.body).toEqual(errorBody('VALIDATION_ERROR', STAFF_TEAM_MESSAGES.linkInvalid));
    const list = await http().get('/api/admin/staff').set('Cookie', admin).expect(200);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ email, name: 'New Colleague', state: 'active', role: 'staff' }),
    );
  });

  it('refuses an expired link, an unknown one and a common password', async () => {
    const email = newEmail();
    await http().post('/api/admin/staff').set('Cookie', admin).send({ email, role: 'staff' });
    const token = await mailedToken(email, 'invite');
    const common = await http()
      .post(`/api/admin/auth/invite/${token}`)
      .send({ password: 'qwerty123456' })
      .expect(400);
    expect(common.body).toEqual(fieldRefusal('password', STAFF_TEAM_MESSAGES.passwordCommon));
    // The common password did not use the link up: it still works, until it expires.
    await system.db.gateway.query(
      `UPDATE staff_tokens SET expires_at = now() - interval '1 second'
       WHERE account_id = (SELECT id FROM staff_accounts WHERE email = $1)`,
      [email],
    );
    const expired = await http()
      .post(`/api/admin/auth/invite/${token}`)
      .send({ password: newPassword() })
      .expect(400);
    expect(expired.body).toEqual(errorBody('VALIDATION_ERROR', STAFF_TEAM_MESSAGES.linkInvalid));
    await http()
      .post(`/api/admin/auth/invite/${randomBytes(32).toString('base64url')}`)
      .send({ password: newPassword() })
      .expect(400);
  });

  it('answers staff 403 on every team route', async () => {
    const member = await addAccount();
    const cookie = await signIn(system.app, member);
    const forbidden = errorBody('FORBIDDEN', STAFF_TEAM_MESSAGES.adminOnly);
    expect((await http().get('/api/admin/staff').set('Cookie', cookie).expect(403)).body).toEqual(
      forbidden,
    );
    await http()
      .post('/api/admin/staff')
      .set('Cookie', cookie)
      .send({ email: newEmail(), role: 'admin' })
      .expect(403);
    await patch(member.id, { role: 'admin' }, cookie).expect(403);
    await http().post(`/api/admin/staff/${member.id}/reset`).set('Cookie', cookie).expect(403);
    await http()
      .delete(`/api/admin/staff/${member.id}/two-factor`)
      .set('Cookie', cookie)
      .expect(403);
    expect((await me(cookie).expect(200)).body.data.role).toBe('staff');
  });

  it('disabling ends both open sessions and the live events stream; the account cannot sign in', async () => {
    const member = await addAccount();
    const [one, two] = [await signIn(system.app, member), await signIn(system.app, member)];
    const stream = await openStream(one);
    expect(stream.response.statusCode).toBe(200);
    await me(two).expect(200);

    const disabled = await patch(member.id, { disabled: true }).expect(200);
    expect(disabled.body.data).toMatchObject({ state: 'disabled' });
    await stream.ended;
    for (const cookie of [one, two]) {
      expect((await me(cookie).expect(401)).body).toEqual(
        errorBody('UNAUTHORIZED', ERROR_MESSAGES.unauthorized),
      );
      await http()
        .post('/api/admin/auth/sessions/sign-out-others')
        .set('Cookie', cookie)
        .expect(401);
    }
    await login(member).expect(401);

    await patch(member.id, { disabled: false }).expect(200);
    await login(member).expect(200);
  });

  it('a role change ends the sessions of the account, and the new role applies at the next sign-in', async () => {
    const member = await addAccount();
    const cookie = await signIn(system.app, member);
    await patch(member.id, { role: 'admin' }).expect(200);
    await me(cookie).expect(401);
    const promoted = await signIn(system.app, member);
    expect((await me(promoted).expect(200)).body.data.role).toBe('admin');
    await http().get('/api/admin/staff').set('Cookie', promoted).expect(200);
    // A change of name alone signs nobody out.
    await patch(member.id, { name: 'Renamed' }).expect(200);
    await me(promoted).expect(200);
    await patch(member.id, { role: 'staff' }).expect(200);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const member = await addAccount();
    const [mine, other] = [await signIn(system.app, member), await signIn(system.app, member)];
    const change = (body: object) =>
      http().post('/api/admin/auth/password').set('Cookie', mine).send(body);
    const wrong = await change({ current: newPassword(), next: newPassword() }).expect(400);
    expect(wrong.body.message).toBe(STAFF_TEAM_MESSAGES.passwordWrong);
    const common = await change({ current: member.password, next: 'Password1234' }).expect(400);
    expect(common.body.message).toBe(STAFF_TEAM_MESSAGES.passwordCommon);
    await me(other).expect(200);

    const next = newPassword();
    await change({ current: member.password, next }).expect(200);
    await me(mine).expect(200);
    await me(other).expect(401);
    await login(member).expect(401);
    await login({ email: member.email, password: next }).expect(200);
  });

  it('signs out every other session of the member on request', async () => {
    const member = await addAccount();
    const [mine, other] = [await signIn(system.app, member), await signIn(system.app, member)];
    await http().post('/api/admin/auth/sessions/sign-out-others').set('Cookie', mine).expect(200);
    await me(mine).expect(200);
    await me(other).expect(401);
  });

  it('a reset signs the member out everywhere, stops the old password at once and mails a link that sets a new one once', async () => {
    const member = await addAccount();
    const cookie = await signIn(system.app, member);
    await http().post(`/api/admin/staff/${member.id}/reset`).set('Cookie', admin).expect(200);
    await me(cookie).expect(401);
    // Whoever knew the old password (the reason for a reset) cannot sign in while the link waits.
    expect((await login(member).expect(401)).body).toEqual(
      errorBody('INVALID_CREDENTIALS', ERROR_MESSAGES.invalidCredentials),
    );
    const team = await http().get('/api/admin/staff').set('Cookie', admin).expect(200);
    expect(team.body.data).toContainEqual(
      expect.objectContaining({ email: member.email, state: 'active' }),
    );
    const token = await mailedToken(member.email, 'reset');
    const next = newPassword();
    await http().post(`/api/admin/auth/reset/${token}`).send({ password: next }).expect(200);
    await http().post(`/api/admin/auth/reset/${token}`).send({ password: next }).expect(400);
    await login({ email: member.email, password: next }).expect(200);
  });

  it('answers an unknown account 404 and a malformed change 400', async () => {
    await patch('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', { name: 'X' }).expect(404);
    await patch('not-a-uuid', { name: 'X' }).expect(404);
    await patch('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', {}).expect(400);
  });
  it('never leaves the team without an active admin, even with two demotions at once', async () => {
    const list = await http().get('/api/admin/staff').set('Cookie', admin).expect(200);
    const self = (list.body.data as { id: string; email: string }[]).find(
      ({ email }) => email === system.staff.email,
    )!;
    const other = await addAccount(StaffRole.Admin);
    const [a, b] = await Promise.all([
      patch(self.id, { role: 'staff' }),
      patch(other.id, { disabled: true }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body).toEqual(errorBody('CONFLICT', STAFF_TEAM_MESSAGES.lastAdmin));
    const admins = await system.db.gateway.query<{ n: string }>(
      `SELECT count(*) AS n FROM staff_accounts
       WHERE role = 'admin' AND disabled_at IS NULL AND password_hash IS NOT NULL`,
    );
    expect(admins[0].n).toBe('1');
  });
});
