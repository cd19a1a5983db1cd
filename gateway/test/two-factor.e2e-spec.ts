import {
  AuditAction,
  RECOVERY_CODE_COUNT,
  StaffRole,
  STAFF_TEAM_MESSAGES,
} from '@bytecraft/contracts/staff-team';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { errorBody, fieldRefusal, validationBody } from '@bytecraft/testing/error-body';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { signIn } from './staff';
import { startTestGateway, type TestGateway } from './test-gateway';

/** The authenticator app's code for `secret`, `stepsAhead` periods of 30 s from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

interface Member {
  id: string;
  email: string;
  password: string;
}

/**
 * Two-factor sign-in against the real gateway, PostgreSQL and Redis: setup, enabling with a code
 * computed here from the secret, sign-in with a code and with recovery codes, each once, the
 * throttle, disabling, the audit rows and the require-for-admins setting (on a replica with it
 * on, sharing the database).
 */
describe('staff two-factor sign-in', () => {
  let gateway: TestGateway;
  let strict: NestFastifyApplication;
  let admin: string;
  const http = (app = gateway.app) => request(app.getHttpServer());
  const login = (body: object, app = gateway.app) =>
    http(app).post('/api/admin/auth/login').send(body);
  const me = (cookie: string, app = gateway.app) =>
    http(app).get('/api/admin/auth/me').set('Cookie', cookie);
  const cookieOf = (res: request.Response) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0].split(';')[0];
  const addMember = async (role = StaffRole.Staff): Promise<Member> => {
    const member = { email: newEmail(), password: newPassword() };
    const accounts = gateway.app.get(StaffAccountsService);
    await accounts.add(member.email, member.password, role);
    return { ...member, id: (await accounts.byEmail(member.email)).id };
  };
  const setUp = async (cookie: string, app = gateway.app) =>
    (await http(app).post('/api/admin/auth/two-factor/setup').set('Cookie', cookie).expect(200))
      .body.data as { secret: string; uri: string; qrCode: string };
  /** Two-factor turned on through the API; answers its secret and recovery codes. */
  const enable = async (cookie: string, password: string, app = gateway.app) => {
    const { secret } = await setUp(cookie, app);
    const res = await http(app)
      .post('/api/admin/auth/two-factor/enable')
      .set('Cookie', cookie)
      .send({ code: codeOf(secret), password })
      .expect(200);
    return { secret, recoveryCodes: res.body.data.recoveryCodes as string[] };
  };
  /** The audit rows of the account that has this address. */
  const auditRows = (email: string) =>
    gateway.db.query<{ action: string; target: string | null }>(
      `SELECT l.action, l.target FROM audit_log l JOIN staff_accounts a ON a.id = l.actor_id
        WHERE a.email = $1 ORDER BY l.at, l.id`,
      [email],
    );

  beforeAll(async () => {
    gateway = await startTestGateway('two-factor', { STAFF_LOGIN_FREE_FAILURES: '2' });
    strict = await gateway.replica({ STAFF_REQUIRE_2FA_FOR_ADMINS: 'true' });
    admin = await signIn(gateway.app, gateway.staff);
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('sets up a secret, turns on with a current code, answers the recovery codes, and ends the other sessions', async () => {
    const member = await addMember();
    const cookie = await signIn(gateway.app, member);
    const other = await signIn(gateway.app, member);

    const setup = await setUp(cookie);
    expect(setup.uri).toMatch(
      new RegExp(`^otpauth://totp/Bytecraft:${encodeURIComponent(member.email)}\\?`),
    );
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    // Sealed at rest: the database does not hold the secret as such.
    const [stored] = await gateway.db.query<{ totp_pending_secret: string }>(
      'SELECT totp_pending_secret FROM staff_accounts WHERE id = $1',
      [member.id],
    );
    expect(stored.totp_pending_secret).not.toContain(setup.secret);

    const turnOn = (body: object) =>
      http().post('/api/admin/auth/two-factor/enable').set('Cookie', cookie).send(body);
    // A session alone cannot turn it on: the current password is asked for, and checked.
    const bare = await turnOn({ code: codeOf(setup.secret) }).expect(400);
    expect(bare.body).toEqual(
      validationBody([{ field: 'password', message: 'Password is required' }]),
    );
    const notTheirs = await turnOn({ code: codeOf(setup.secret), password: newPassword() });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body).toEqual(fieldRefusal('password', STAFF_TEAM_MESSAGES.passwordWrong));
    expect((await me(cookie).expect(200)).body.data.twoFactor).toBe(false);

    const wrong = await turnOn({
      code: codeOf(setup.secret, 10),
      password: member.password,
    }).expect(400);
    expect(wrong.body).toEqual(fieldRefusal('code', STAFF_TEAM_MESSAGES.twoFactorWrong));
    expect((await me(cookie).expect(200)).body.data.twoFactor).toBe(false);

    const enabled = await turnOn({ code: codeOf(setup.secret), password: member.password }).expect(
      200,
    );
    const codes = enabled.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);

    expect((await me(cookie).expect(200)).body.data.twoFactor).toBe(true);
    await me(other).expect(401);
    const team = await http().get('/api/admin/staff').set('Cookie', admin).expect(200);
    expect(team.body.data).toContainEqual(
      expect.objectContaining({ email: member.email, twoFactor: true }),
    );
    // On once: setting up again is refused until it is turned off.
    const again = await http()
      .post('/api/admin/auth/two-factor/setup')
      .set('Cookie', cookie)
      .expect(409);
    expect(again.body).toEqual(errorBody('CONFLICT', STAFF_TEAM_MESSAGES.twoFactorOn));
    expect(await auditRows(member.email)).toContainEqual({
      action: AuditAction.TwoFactorChange,
      target: `${member.email} on`,
    });
  });

  it('signs in only with a code: none, the same code twice and a used recovery code are refused', async () => {
    const member = await addMember();
    const { secret, recoveryCodes } = await enable(
      await signIn(gateway.app, member),
      member.password,
    );

    const bare = await login(member).expect(401);
    expect(bare.body).toEqual(
      errorBody('TWO_FACTOR_REQUIRED', STAFF_TEAM_MESSAGES.twoFactorRequired),
    );
    expect(bare.headers['set-cookie']).toBeUndefined();

    // The step after enabling's: a code already accepted (enabling's) is never taken again.
    const code = codeOf(secret, 1);
    const signedIn = await login({ ...member, code }).expect(200);
    expect((await me(cookieOf(signedIn)).expect(200)).body.data.twoFactor).toBe(true);
    const replayed = await login({ ...member, code }).expect(401);
    expect(replayed.body).toEqual({
      code: 'TWO_FACTOR_REQUIRED',
      message: STAFF_TEAM_MESSAGES.twoFactorWrong,
      validationErrors: [{ field: 'code', message: STAFF_TEAM_MESSAGES.twoFactorWrong }],
      requestId: expect.any(String),
    });
    expect(replayed.headers['set-cookie']).toBeUndefined();

    // Typed as people type them: upper case, without the dashes.
    const recovery = recoveryCodes[0];
    await login({ ...member, code: recovery.replace(/-/g, '').toUpperCase() }).expect(200);
    const reused = await login({ ...member, code: recovery }).expect(401);
    expect(reused.body.message).toBe(STAFF_TEAM_MESSAGES.twoFactorWrong);
    // The others still work.
    await login({ ...member, code: recoveryCodes[1] }).expect(200);
  });

  it('counts a wrong code as a failed sign-in, and a missing one not', async () => {
    const member = await addMember();
    const { recoveryCodes } = await enable(await signIn(gateway.app, member), member.password);
    // More than the free failures (2): a right password asked for its code is not one.
    for (let i = 0; i < 3; i++) await login(member).expect(401);
    await login({ ...member, code: recoveryCodes[0] }).expect(200);

    await login({ ...member, code: '000000' }).expect(401);
    await login({ ...member, code: 'not-a-recovery-code' }).expect(401);
    await login({ ...member, code: recoveryCodes[0] }).expect(401);
    // Past the free failures: a right code now waits, as a right password would.
    const throttled = await login({ ...member, code: recoveryCodes[1] }).expect(429);
    expect(throttled.body.code).toBe('RATE_LIMIT_ERROR');
    expect(await auditRows(member.email)).toEqual(
      expect.arrayContaining([
        { action: AuditAction.SignInFailed, target: null },
        { action: AuditAction.SignInFailed, target: null },
        { action: AuditAction.SignInFailed, target: null },
      ]),
    );
  });

  it('turns off with the password, ending the other sessions; audited both ways', async () => {
    const member = await addMember();
    const cookie = await signIn(gateway.app, member);
    const { secret } = await enable(cookie, member.password);
    const other = cookieOf(await login({ ...member, code: codeOf(secret, 1) }).expect(200));

    const wrong = await http()
      .post('/api/admin/auth/two-factor/disable')
      .set('Cookie', cookie)
      .send({ password: newPassword() })
      .expect(400);
    expect(wrong.body).toEqual(fieldRefusal('password', STAFF_TEAM_MESSAGES.passwordWrong));
    await me(other).expect(200);

    await http()
      .post('/api/admin/auth/two-factor/disable')
      .set('Cookie', cookie)
      .send({ password: member.password })
      .expect(200);
    expect((await me(cookie).expect(200)).body.data.twoFactor).toBe(false);
    await me(other).expect(401);
    await login(member).expect(200);
    const changes = (await auditRows(member.email)).filter(
      ({ action }) => action === (AuditAction.TwoFactorChange as string),
    );
    expect(changes).toEqual([
      { action: AuditAction.TwoFactorChange, target: `${member.email} on` },
      { action: AuditAction.TwoFactorChange, target: `${member.email} off` },
    ]);
  });

  // Before any admin changes the setting (the next test does): the configuration's initial value.
  it('with STAFF_REQUIRE_2FA_FOR_ADMINS, keeps an admin without two-factor to setting it up', async () => {
    const member = await addMember(StaffRole.Admin);
    const cookie = await signIn(strict, member);
    const required = errorBody('FORBIDDEN', STAFF_TEAM_MESSAGES.twoFactorSetupRequired);
    expect(
      (await http(strict).get('/api/admin/audit').set('Cookie', cookie).expect(403)).body,
    ).toEqual(required);
    const signOutOthers = () =>
      http(strict).post('/api/admin/auth/sessions/sign-out-others').set('Cookie', cookie);
    expect((await signOutOthers().expect(403)).body).toEqual(required);
    await me(cookie, strict).expect(200);
    // The replica without the setting lets the same session through: the setting decides.
    await http().get('/api/admin/audit').set('Cookie', cookie).expect(200);

    await enable(cookie, member.password, strict);
    await http(strict).get('/api/admin/audit').set('Cookie', cookie).expect(200);
    await signOutOthers().expect(200);

    // Staff are not held back by it.
    const staff = await addMember(StaffRole.Staff);
    const staffCookie = await signIn(strict, staff);
    await http(strict)
      .post('/api/admin/auth/sessions/sign-out-others')
      .set('Cookie', staffCookie)
      .expect(200);
  });

  it('an admin requires two-factor for admins in the team settings, audited; turning it off lifts it', async () => {
    const settings = (cookie: string) => http().patch('/api/admin/settings').set('Cookie', cookie);
    const readSettings = async (cookie: string) =>
      (await http().get('/api/admin/settings').set('Cookie', cookie).expect(200)).body.data;
    const audit = (cookie: string) => http().get('/api/admin/audit').set('Cookie', cookie);
    const required = errorBody('FORBIDDEN', STAFF_TEAM_MESSAGES.twoFactorSetupRequired);

    const owner = await addMember(StaffRole.Admin);
    const ownerCookie = await signIn(gateway.app, owner);
    const bare = await addMember(StaffRole.Admin);
    const bareCookie = await signIn(gateway.app, bare);
    const staff = await addMember(StaffRole.Staff);
    const staffCookie = await signIn(gateway.app, staff);
    expect(await readSettings(staffCookie)).toEqual({ requireTwoFactorForAdmins: false });
    // Known (and kept) as free to act before the setting changes.
    await audit(bareCookie).expect(200);

    expect(
      (await settings(staffCookie).send({ requireTwoFactorForAdmins: true }).expect(403)).body,
    ).toEqual(errorBody('FORBIDDEN', STAFF_TEAM_MESSAGES.adminOnly));
    // An admin without two-factor would lock themselves out of the setting.
    expect(
      (await settings(ownerCookie).send({ requireTwoFactorForAdmins: true }).expect(409)).body,
    ).toEqual(errorBody('CONFLICT', STAFF_TEAM_MESSAGES.ownTwoFactorFirst));
    const bad = await settings(ownerCookie).send({ requireTwoFactorForAdmins: 'yes' }).expect(400);
    expect(bad.body).toEqual(
      validationBody([expect.objectContaining({ field: 'requireTwoFactorForAdmins' })]),
    );
    expect(await readSettings(staffCookie)).toEqual({ requireTwoFactorForAdmins: false });

    await enable(ownerCookie, owner.password);
    const on = await settings(ownerCookie).send({ requireTwoFactorForAdmins: true }).expect(200);
    expect(on.body.data).toEqual({ requireTwoFactorForAdmins: true });
    expect(await readSettings(staffCookie)).toEqual({ requireTwoFactorForAdmins: true });
    expect((await audit(bareCookie).expect(403)).body).toEqual(required);
    await audit(ownerCookie).expect(200);
    // Staff are not held back by it.
    await http()
      .post('/api/admin/auth/sessions/sign-out-others')
      .set('Cookie', staffCookie)
      .expect(200);

    // Another admin is let through once their own two-factor is on.
    const late = await addMember(StaffRole.Admin);
    const lateCookie = await signIn(gateway.app, late);
    await audit(lateCookie).expect(403);
    await enable(lateCookie, late.password);
    await audit(lateCookie).expect(200);

    await settings(ownerCookie).send({ requireTwoFactorForAdmins: false }).expect(200);
    await audit(bareCookie).expect(200);
    expect(await readSettings(staffCookie)).toEqual({ requireTwoFactorForAdmins: false });
    const changes = (await auditRows(owner.email)).filter(
      ({ action }) => action === (AuditAction.SettingsChange as string),
    );
    expect(changes).toEqual([
      { action: AuditAction.SettingsChange, target: 'requireTwoFactorForAdmins on' },
      { action: AuditAction.SettingsChange, target: 'requireTwoFactorForAdmins off' },
    ]);
  });

  it('an admin clears another member\u2019s two-factor, audited, ending their sessions; staff cannot', async () => {
    const member = await addMember();
    const cookie = await signIn(gateway.app, member);
    const { secret } = await enable(cookie, member.password);
    const other = cookieOf(await login({ ...member, code: codeOf(secret, 1) }).expect(200));
    const clear = (id: string, by = admin) =>
      http().delete(`/api/admin/staff/${id}/two-factor`).set('Cookie', by);

    const colleague = await addMember();
    const forbidden = await clear(member.id, await signIn(gateway.app, colleague)).expect(403);
    expect(forbidden.body).toEqual(errorBody('FORBIDDEN', STAFF_TEAM_MESSAGES.adminOnly));
    await me(other).expect(200);

    await clear(member.id).expect(200);
    await me(cookie).expect(401);
    await me(other).expect(401);
    // The password alone signs in again, and the member may set up a new authenticator.
    const again = cookieOf(await login(member).expect(200));
    expect((await me(again).expect(200)).body.data.twoFactor).toBe(false);
    await setUp(again);
    const team = await http().get('/api/admin/staff').set('Cookie', admin).expect(200);
    expect(team.body.data).toContainEqual(
      expect.objectContaining({ email: member.email, twoFactor: false }),
    );
    expect(await auditRows(gateway.staff.email)).toContainEqual({
      action: AuditAction.TwoFactorClear,
      target: member.email,
    });

    expect((await clear(member.id).expect(409)).body).toEqual(
      errorBody('CONFLICT', STAFF_TEAM_MESSAGES.twoFactorAlreadyOff),
    );
    // An admin's own goes off on the Account screen, with their password.
    const self = (await me(admin).expect(200)).body.data.id as string;
    expect((await clear(self).expect(409)).body).toEqual(
      errorBody('CONFLICT', STAFF_TEAM_MESSAGES.twoFactorClearOwn),
    );
    await clear('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f').expect(404);
    await clear('not-a-uuid').expect(404);
  });

  it('answers a malformed code the catalogue\u2019s 400', async () => {
    const res = await login({ ...gateway.staff, code: 'x'.repeat(65) }).expect(400);
    expect(res.body).toEqual(validationBody([expect.objectContaining({ field: 'code' })]));
  });
});
