import { STAFF_SESSION_COOKIE } from '@bytecraft/contracts/staff-auth';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { UUID_PATTERN } from '@bytecraft/contracts/submission';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { errorBody, validationBody } from '@bytecraft/testing/error-body';
import { newEmail, newIp, newPassword } from '@bytecraft/testing/staff';
import { startTestGateway, type TestGateway } from './test-gateway';
import { signIn } from './staff';
import { loadGatewayConfig } from '../src/config/gateway.config';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';

const INVALID_CREDENTIALS = errorBody('INVALID_CREDENTIALS', 'Invalid email or password.');
const UNAUTHORIZED = errorBody('UNAUTHORIZED', ERROR_MESSAGES.unauthorized);
const SITE = 'http://localhost:5173';

/** The Set-Cookie line of the staff session, split into its value and attributes. */
function sessionCookie(res: request.Response) {
  const line = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!line) throw new Error('No staff session cookie in the answer');
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { header: pair, value: pair.split('=')[1], attributes };
}

describe('staff sign-in (system)', () => {
  let gateway: TestGateway;
  let app: NestFastifyApplication;
  let replica: NestFastifyApplication;
  let redis: Redis;
  const server = () => app.getHttpServer();
  const login = (body: object, ip = newIp(), target = app) =>
    request(target.getHttpServer())
      .post('/api/admin/auth/login')
      .set('X-Forwarded-For', ip)
      .send(body);
  const me = (cookie?: string, target = app) => {
    const req = request(target.getHttpServer()).get('/api/admin/auth/me');
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const sessionKey = (id: string) =>
    `${gateway.config.QUEUE_PREFIX}:staff-session:${createHash('sha256').update(id).digest('base64url')}`;
  /** A second account, so a test that locks one out leaves the others alone. */
  const addAccount = async () => {
    const account = { email: newEmail(), password: newPassword() };
    await app.get(StaffAccountsService).add(account.email, account.password);
    return account;
  };

  beforeAll(async () => {
    gateway = await startTestGateway('auth', { TRUST_PROXY: '1', CORS_ORIGIN: SITE });
    app = gateway.app;
    // The second replica starts with another ADMIN_PASSWORD: the account exists, so it stays.
    replica = await gateway.replica({ ADMIN_PASSWORD: newPassword() });
    redis = new Redis(redisOptionsFromUrl(gateway.config.REDIS_URL));
  });
  afterAll(async () => {
    await redis?.quit();
    await gateway?.stop();
  });

  it('creates the ADMIN_EMAIL account once, with an argon2id hash, and never overwrites it', async () => {
    const rows = await gateway.db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM staff_accounts',
    );
    expect(rows).toEqual([{ email: gateway.staff.email, password_hash: expect.any(String) }]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The replica's different ADMIN_PASSWORD did not replace the first one.
    await login(gateway.staff, newIp(), replica).expect(200);
  });

  it('signs in with a session cookie that is HttpOnly, SameSite=Strict and Path=/api, and records the time', async () => {
    const res = await login({
      email: gateway.staff.email.toUpperCase(),
      password: gateway.staff.password,
    }).expect(200);
    expect(res.body).toEqual({ success: true, data: { email: gateway.staff.email } });
    const cookie = sessionCookie(res);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api']),
    );
    // Not production: the local site runs on http.
    expect(cookie.attributes).not.toContain('Secure');
    // 256 random bits, and Redis never holds the id itself.
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    expect(await redis.exists(`${gateway.config.QUEUE_PREFIX}:staff-session:${cookie.value}`)).toBe(
      0,
    );
    expect(await redis.exists(sessionKey(cookie.value))).toBe(1);

    const [account] = await gateway.db.query<{ lastLoginAt: Date | null }>(
      'SELECT "lastLoginAt" FROM staff_accounts WHERE email = $1',
      [gateway.staff.email],
    );
    expect(Date.now() - account.lastLoginAt!.getTime()).toBeLessThan(10_000);
  });

  // That an unknown address costs a hash verification too (the same time) is proven in
  // staff-accounts.service.spec.ts, without timing a request.
  it('answers a wrong password and an unknown email alike, with the same 401 body', async () => {
    const { email } = await addAccount();
    const wrong = await login({ email, password: newPassword() }).expect(401);
    const unknown = await login({ email: newEmail(), password: newPassword() }).expect(401);
    expect(wrong.body).toEqual(INVALID_CREDENTIALS);
    expect(unknown.body).toEqual(INVALID_CREDENTIALS);
  });

  it('validates the body with the shared schema', async () => {
    const res = await login({ email: '', password: '' }).expect(400);
    expect(res.body).toEqual(
      validationBody([
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('answers me with the email for a live session and 401 without one', async () => {
    const cookie = await signIn(app, gateway.staff);
    const res = await me(cookie).expect(200);
    // StaffMe: the first account (ADMIN_EMAIL) is an admin.
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(UUID_PATTERN),
        email: gateway.staff.email,
        name: null,
        role: 'admin',
        twoFactor: false,
      },
    });
    expect((await me().expect(401)).body).toEqual(UNAUTHORIZED);
    expect(
      (await me(`${STAFF_SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`).expect(401))
        .body,
    ).toEqual(UNAUTHORIZED);
  });

  it('gives a new session id at every sign-in and ends the one the browser came with', async () => {
    const first = sessionCookie(await login(gateway.staff).expect(200));
    const second = sessionCookie(
      await login(gateway.staff).set('Cookie', first.header).expect(200),
    );
    expect(second.value).not.toBe(first.value);
    await me(first.header).expect(401);
    await me(second.header).expect(200);
  });

  it('restarts the idle time on every use', async () => {
    const cookie = sessionCookie(await login(gateway.staff).expect(200));
    const idle = gateway.config.STAFF_SESSION_IDLE_SECONDS;
    expect(await redis.ttl(sessionKey(cookie.value))).toBeGreaterThan(idle - 5);
    await redis.expire(sessionKey(cookie.value), 5);
    await me(cookie.header).expect(200);
    expect(await redis.ttl(sessionKey(cookie.value))).toBeGreaterThan(idle - 5);
  });

  it('ends a session on every replica: signed in on one, out on the other, refused on the first', async () => {
    const cookie = await signIn(app, gateway.staff);
    await me(cookie, replica).expect(200);

    const res = await request(replica.getHttpServer())
      .post('/api/admin/auth/logout')
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body).toEqual({ success: true });
    const cleared = sessionCookie(res);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Path=/api']));

    expect((await me(cookie).expect(401)).body).toEqual(UNAUTHORIZED);
    await request(server()).post('/api/admin/auth/logout').set('Cookie', cookie).expect(401);
  });

  it('refuses a state-changing staff request from another site with 403; without Origin the session decides', async () => {
    const cookie = await signIn(app, gateway.staff);
    const logout = () => request(server()).post('/api/admin/auth/logout').set('Cookie', cookie);
    const forbidden = await logout().set('Origin', 'https://evil.example').expect(403);
    expect(forbidden.body).toEqual({
      requestId: expect.any(String),
      code: 'FORBIDDEN',
      message: ERROR_MESSAGES.crossOrigin,
    });
    await logout().set('Sec-Fetch-Site', 'cross-site').expect(403);
    await logout().set('Sec-Fetch-Site', 'same-site').expect(403);
    // Refused requests changed nothing.
    await me(cookie).expect(200);
    // Reads are not refused by origin.
    await me(cookie).set('Origin', 'https://evil.example').expect(200);

    await logout().expect(200);
    await me(cookie).expect(401);
  });

  it('lets the site itself through, and checks the origin of a sign-in too', async () => {
    const cookie = await signIn(app, gateway.staff);
    await request(server())
      .post('/api/admin/auth/logout')
      .set('Cookie', cookie)
      .set('Origin', SITE)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    const res = await login(gateway.staff).set('Origin', 'https://evil.example').expect(403);
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'FORBIDDEN',
      message: ERROR_MESSAGES.crossOrigin,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    await login(gateway.staff).set('Origin', SITE).expect(200);
  });

  it('marks the cookie Secure in production', async () => {
    // Production refuses default secrets; the local database takes any password.
    const database = new URL(gateway.db.url);
    database.password = newPassword();
    const production = await gateway.replica({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: newPassword(),
      DATABASE_URL: database.toString(),
      S3_ACCESS_KEY: newPassword(),
      S3_SECRET_KEY: newPassword(),
      STAFF_TOTP_KEY: newPassword(),
      PERSON_HASH_KEY: newPassword(),
      MAIL_LINK_KEY: newPassword(),
    });
    const res = await login(gateway.staff, newIp(), production).expect(200);
    expect(sessionCookie(res).attributes).toContain('Secure');
  });

  describe('npm run staff -- add', () => {
    const cli = (args: string[], input: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [join(__dirname, '../dist/staff/staff-cli.js'), ...args],
          {
            env: {
              ...process.env,
              DATABASE_URL: gateway.db.url,
              QUEUE_PREFIX: gateway.config.QUEUE_PREFIX,
            },
            stdio: ['pipe', 'pipe', 'pipe'],
          },
        );
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('exit', (code) => resolve({ code, output }));
        child.stdin.end(input);
      });

    it('adds an account with the password from stdin, which can then sign in', async () => {
      const account = { email: newEmail(), password: newPassword() };
      const added = await cli(['add', account.email.toUpperCase()], `${account.password}\n`);
      expect(added).toEqual({ code: 0, output: `Added staff account ${account.email}.\n` });
      await login(account).expect(200);
    });

    it('refuses an address that has an account, and a password under 12 characters', async () => {
      const existing = await cli(['add', gateway.staff.email], `${newPassword()}\n`);
      expect(existing.code).toBe(1);
      expect(existing.output).toContain(`${gateway.staff.email} already has an account.`);

      const email = newEmail();
      const short = await cli(['add', email], 'elevenchars\n');
      expect(short.code).toBe(1);
      expect(short.output).toContain('at least 12 characters');
      await login({ email, password: 'elevenchars' }).expect(401);

      expect((await cli(['remove', email], '')).code).toBe(2);
    });

    it('disables, re-enables, changes the role and resets, ending the sessions as the console does', async () => {
      const account = { email: newEmail(), password: newPassword() };
      expect((await cli(['add', account.email], `${account.password}\n`)).code).toBe(0);
      const cookie = await signIn(app, account);
      expect((await me(cookie).expect(200)).body.data.role).toBe('staff');

      expect(await cli(['disable', account.email], '')).toEqual({
        code: 0,
        output: `${account.email}: staff, disabled.\n`,
      });
      await me(cookie).expect(401);
      await login(account).expect(401);
      expect((await cli(['enable', account.email], '')).code).toBe(0);

      const again = await signIn(app, account);
      expect((await cli(['role', account.email, 'admin'], '')).output).toBe(
        `${account.email}: admin, active.\n`,
      );
      await me(again).expect(401);
      const promoted = await signIn(app, account);
      expect((await me(promoted).expect(200)).body.data.role).toBe('admin');

      const reset = await cli(['reset', account.email], '');
      expect(reset.code).toBe(0);
      await me(promoted).expect(401);
      const token = new RegExp(`${SITE}/admin/reset/([A-Za-z0-9_-]{43})\n$`).exec(
        reset.output,
      )?.[1];
      expect(token).toBeDefined();
      const next = newPassword();
      await request(server())
        .post(`/api/admin/auth/reset/${token}`)
        .send({ password: next })
        .expect(200);
      await login({ email: account.email, password: next }).expect(200);

      expect((await cli(['role', account.email, 'owner'], '')).code).toBe(2);
    });
  });
});

describe('production configuration', () => {
  const production =
    (env: Record<string, string> = {}) =>
    () =>
      loadGatewayConfig({ NODE_ENV: 'production', ...env });

  it('refuses to start without ADMIN_PASSWORD, naming it', () => {
    expect(production()).toThrow(/ADMIN_PASSWORD: ADMIN_PASSWORD must be set in production/);
    expect(production({ ADMIN_PASSWORD: '' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses a password under 12 characters, naming it', () => {
    expect(production({ ADMIN_PASSWORD: 'short-pass1' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters/,
    );
  });

  it("refuses a default password, docker-compose.yml's placeholder among them, naming it", () => {
    for (const password of ['change-me-to-a-long-secret', 'Password1234']) {
      expect(production({ ADMIN_PASSWORD: password })).toThrow(
        /ADMIN_PASSWORD: ADMIN_PASSWORD is a default password/,
      );
    }
  });

  it('starts with a long password of its own; outside production none is needed', () => {
    // Production's other secrets (gateway.config.spec.ts tests them).
    const secrets = {
      DATABASE_URL: `postgres://postgres:${newPassword()}@postgres:5432/gateway`,
      S3_ACCESS_KEY: newPassword(),
      S3_SECRET_KEY: newPassword(),
      STAFF_TOTP_KEY: newPassword(),
      PERSON_HASH_KEY: newPassword(),
      MAIL_LINK_KEY: newPassword(),
    };
    expect(production({ ADMIN_PASSWORD: newPassword(), ...secrets })()).toMatchObject({
      ADMIN_EMAIL: 'admin@bytecraft.example',
    });
    expect(loadGatewayConfig({}).ADMIN_PASSWORD).toBeUndefined();
  });
});
