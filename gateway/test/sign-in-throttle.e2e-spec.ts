import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import { errorBody, fieldRefusal } from '@bytecraft/testing/error-body';
import { StaffRole, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { QueueName } from '@bytecraft/contracts/queues';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
// The module object itself (it has no ES default), so a spy on it sees the gateway's calls.
import argon2 from '@node-rs/argon2';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { newEmail, newIp, newPassword } from '@bytecraft/testing/staff';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { startTestSystem, type TestSystem } from './system';

/** The limits this suite runs with: small, so each is reached in a few requests. */
const FREE = 2;
const FIRST_DELAY = 30;
const MAX_DELAY = 100;
const MAX_PER_ACCOUNT_AND_CLIENT = 6;
const MAX_PER_CLIENT = 8;
const MAX_PER_ACCOUNT = 12;
const WINDOW = 900;

const throttled = (message: (seconds: number) => string, res: request.Response) =>
  errorBody('RATE_LIMIT_ERROR', message(Number(res.headers['retry-after'])));

/**
 * Sign-in throttling against real Redis, the notification service and the mail catcher: a
 * client that keeps failing is kept out of that account while its owner signs in from
 * elsewhere, and many clients together lock the account for everyone and get staff mailed once.
 */
describe('sign-in throttling (system)', () => {
  let system: TestSystem;
  let redis: Redis;

  const login = (account: { email: string; password: string }, client: string) =>
    request(system.app.getHttpServer())
      .post('/api/admin/auth/login')
      .set('X-Forwarded-For', client)
      .send(account);
  const wrong = (email: string) => ({ email, password: newPassword() });
  const claim = (purpose: 'invite' | 'reset', token: string, client: string) =>
    request(system.app.getHttpServer())
      .post(`/api/admin/auth/${purpose}/${token}`)
      .set('X-Forwarded-For', client)
      .send({ password: newPassword() });
  const unknownToken = () => randomBytes(32).toString('base64url');
  /** A staff route with the session signed in from `client`, asked from there too. */
  const asMember = (path: string, cookie: string, client: string, body: object) =>
    request(system.app.getHttpServer())
      .post(path)
      .set('X-Forwarded-For', client)
      .set('Cookie', cookie)
      .send(body);
  const cookieOf = (res: request.Response) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0].split(';')[0];
  const addAccount = async () => {
    const account = { email: newEmail(), password: newPassword() };
    await system.app.get(StaffAccountsService).add(account.email, account.password);
    return account;
  };
  /** The wait after a failure, read from the answer to a try while it lasts. */
  const waitAfterFailure = async (email: string, client: string) => {
    const res = await login(wrong(email), client).expect(429);
    expect(res.body).toEqual(throttled(STAFF_ERROR_MESSAGES.signInThrottledAccountFromClient, res));
    return Number(res.headers['retry-after']);
  };
  /** Lets a wait pass at once: its lock in Redis goes, as it would when its time is up. */
  const endWait = (email: string, client: string) =>
    redis.del(`${system.prefix}:staff-login:account-client-lock:${email}:${client}`);

  beforeAll(async () => {
    system = await startTestSystem('sign-in-throttle', {
      TRUST_PROXY: '1',
      STAFF_LOGIN_FREE_FAILURES: String(FREE),
      STAFF_LOGIN_DELAY_SECONDS: String(FIRST_DELAY),
      STAFF_LOGIN_MAX_DELAY_SECONDS: String(MAX_DELAY),
      STAFF_LOGIN_MAX_PER_ACCOUNT_AND_CLIENT: String(MAX_PER_ACCOUNT_AND_CLIENT),
      STAFF_LOGIN_MAX_PER_CLIENT: String(MAX_PER_CLIENT),
      STAFF_LOGIN_MAX_PER_ACCOUNT: String(MAX_PER_ACCOUNT),
      STAFF_LOGIN_WINDOW_SECONDS: String(WINDOW),
    });
    redis = new Redis(redisOptionsFromUrl(system.config.REDIS_URL));
  });
  afterAll(async () => {
    await redis?.quit();
    await system?.stop();
  });

  it('keeps a client that keeps failing out of that account, right password included, while it signs in elsewhere', async () => {
    const account = await addAccount();
    const [attacker, owner] = [newIp(), newIp()];
    for (let i = 0; i < FREE; i++) await login(wrong(account.email), attacker).expect(401);
    // The first failure past the free ones is answered as any other, then the client waits.
    await login(wrong(account.email), attacker).expect(401);

    const locked = await login(account, attacker).expect(429);
    expect(locked.body).toEqual(
      throttled(STAFF_ERROR_MESSAGES.signInThrottledAccountFromClient, locked),
    );
    expect(locked.body.message).toMatch(
      /^Too many failed sign-ins for this account from your network\. Try again in \d+ seconds\.$/,
    );
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(FIRST_DELAY - 5);
    expect(retryAfter).toBeLessThanOrEqual(FIRST_DELAY);
    // The password was not checked: the right one would have signed in and set a cookie.
    expect(locked.headers['set-cookie']).toBeUndefined();
    // Counted per address whatever its case.
    await login({ ...account, email: account.email.toUpperCase() }, attacker).expect(429);

    // The owner, elsewhere, signs in; the attacker's network may still sign in to other accounts.
    await login(account, owner).expect(200);
    await login(system.staff, attacker).expect(200);
  });

  it('makes each further failure wait longer, doubling up to the cap, and the last one until the window ends', async () => {
    const { email } = await addAccount();
    const client = newIp();
    for (let i = 0; i < FREE; i++) await login(wrong(email), client).expect(401);
    const waits: number[] = [];
    for (let failure = FREE + 1; failure <= MAX_PER_ACCOUNT_AND_CLIENT; failure++) {
      await login(wrong(email), client).expect(401);
      waits.push(await waitAfterFailure(email, client));
      await endWait(email, client);
    }
    // 30 s, 60 s, then 120 s capped at 100 s, then the rest of the 900 s window (each read a
    // moment after it began, so up to a few seconds less).
    expect(waits).toHaveLength(4);
    const expected = [FIRST_DELAY, 2 * FIRST_DELAY, MAX_DELAY, WINDOW];
    waits.forEach((wait, i) => {
      expect(wait).toBeLessThanOrEqual(expected[i]);
      expect(wait).toBeGreaterThan(expected[i] - 5);
    });
  });

  it('cuts a burst of parallel guesses off at the first wait', async () => {
    const { email } = await addAccount();
    const client = newIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(wrong(email), client)),
    );
    const statuses = answers.map((res) => res.status).sort();
    // The free failures and the one after which the client waits; every other is refused.
    expect(statuses).toEqual([...Array(FREE + 1).fill(401), ...Array(9 - FREE).fill(429)]);
  });

  it('counts an IPv6 client by its /64', async () => {
    const account = await addAccount();
    for (let i = 0; i <= FREE; i++) {
      await login(wrong(account.email), `2001:db8:a:1::${i + 1}`).expect(401);
    }
    const sameNetwork = await login(account, '2001:db8:a:1:ffff::9').expect(429);
    expect(sameNetwork.body).toEqual(
      throttled(STAFF_ERROR_MESSAGES.signInThrottledAccountFromClient, sameNetwork),
    );
    await login(account, '2001:db8:a:2::1').expect(200);
  });

  it('limits one client across accounts, saying so', async () => {
    const client = newIp();
    // One failure for each address: never past the free ones of any account.
    for (let i = 0; i < MAX_PER_CLIENT; i++) await login(wrong(newEmail()), client).expect(401);
    const res = await login(system.staff, client).expect(429);
    expect(res.body).toEqual(throttled(STAFF_ERROR_MESSAGES.signInThrottledClient, res));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(WINDOW - 60);
    await login(system.staff, newIp()).expect(200);
  });

  it('refuses an account to every client once failures from many reach its ceiling, and mails staff once', async () => {
    const account = await addAccount();
    const clients = Array.from({ length: MAX_PER_ACCOUNT }, newIp);
    const guesses = clients.map(() => wrong(account.email));
    for (const [i, client] of clients.entries()) await login(guesses[i], client).expect(401);

    // The failure that reached the ceiling alerted staff, before anyone was refused.
    const alert = await system.mail.waitForMail(
      (mail) =>
        mail.subject === 'Staff sign-in blocked after many failed attempts' &&
        (mail.text ?? '').includes(account.email),
      'the staff alert',
    );
    expect(alert.to.map((to) => to.address)).toEqual(['sales@bytecraft.example']);
    expect(alert.text).toContain(`Account: ${account.email}`);
    expect(alert.text).toContain(`Failed sign-ins: ${MAX_PER_ACCOUNT}`);
    expect(alert.text).toMatch(/Blocked until: .+ GMT/);
    for (const password of [account.password, ...guesses.map((guess) => guess.password)]) {
      expect(alert.text).not.toContain(password);
      expect(alert.html).not.toContain(password);
    }

    for (const client of [newIp(), clients[0], newIp()]) {
      const res = await login(account, client).expect(429);
      expect(res.body).toEqual(throttled(STAFF_ERROR_MESSAGES.signInThrottledAccount, res));
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(WINDOW - 60);
    }

    // Each refusal would have queued an alert of its own before it was answered: once every
    // queued mail has gone out (a sent mail's job leaves Redis), there was still one.
    await system.drained(QueueName.Notification);
    const sent = (await system.mail.messages()).filter((mail) =>
      (mail.text ?? '').includes(`Account: ${account.email}`),
    );
    expect(sent).toHaveLength(1);
  });

  it('does not count a successful sign-in as a failure', async () => {
    const account = await addAccount();
    const client = newIp();
    // More successes than any limit allows failures.
    for (let i = 0; i <= MAX_PER_ACCOUNT; i++) await login(account, client).expect(200);
    // Still every free failure, and the wait after the next is the first one.
    for (let i = 0; i <= FREE; i++) await login(wrong(account.email), client).expect(401);
    expect(await waitAfterFailure(account.email, client)).toBeGreaterThan(FIRST_DELAY - 5);
    expect(await waitAfterFailure(account.email, client)).toBeLessThanOrEqual(FIRST_DELAY);
  });

  it('refuses unknown links without hashing a password, counting them as failed sign-ins of the client', async () => {
    const client = newIp();
    const hash = jest.spyOn(argon2, 'hash');
    try {
      const answers = [];
      for (let i = 0; i < 40; i++) {
        answers.push(await claim(i % 2 ? 'invite' : 'reset', unknownToken(), client));
      }
      expect(answers.map((res) => res.status)).toEqual([
        ...Array(MAX_PER_CLIENT).fill(400),
        ...Array(40 - MAX_PER_CLIENT).fill(429),
      ]);
      expect(answers[0].body).toEqual(
        errorBody('VALIDATION_ERROR', STAFF_TEAM_MESSAGES.linkInvalid),
      );
      const refused = answers[MAX_PER_CLIENT];
      expect(refused.body).toEqual(throttled(STAFF_ERROR_MESSAGES.signInThrottledClient, refused));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(WINDOW - 60);
      expect(hash).not.toHaveBeenCalled();

      // One bucket with sign-in: this client's sign-in waits too, and so does a valid link,
      // refused before it is looked up; from elsewhere the link sets its password, hashed once.
      const signIn = await login(system.staff, client).expect(429);
      expect(signIn.body).toEqual(throttled(STAFF_ERROR_MESSAGES.signInThrottledClient, signIn));
      const { token } = await system.app
        .get(StaffAccountsService)
        .invite({ email: newEmail(), role: StaffRole.Staff }, 3600);
      await claim('invite', token, client).expect(429);
      await claim('invite', token, newIp()).expect(200);
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      hash.mockRestore();
    }
  });

  it('counts a wrong current password (password change, two-factor on or off) as a failed sign-in', async () => {
    const account = await addAccount();
    const client = newIp();
    const cookie = cookieOf(await login(account, client).expect(200));
    const passwordWrong = (field: string) => fieldRefusal(field, STAFF_TEAM_MESSAGES.passwordWrong);
    const change = (current: string) =>
      asMember('/api/admin/auth/password', cookie, client, { current, next: newPassword() });

    expect((await change(newPassword()).expect(400)).body).toEqual(passwordWrong('current'));
    const off = await asMember('/api/admin/auth/two-factor/disable', cookie, client, {
      password: newPassword(),
    }).expect(400);
    expect(off.body).toEqual(passwordWrong('password'));
    await asMember('/api/admin/auth/two-factor/setup', cookie, client, {}).expect(200);
    const on = await asMember('/api/admin/auth/two-factor/enable', cookie, client, {
      code: '000000',
      password: newPassword(),
    }).expect(400);
    expect(on.body).toEqual(passwordWrong('password'));

    // The free failures (2) and one past them: this client now waits, right password or not.
    const refused = await change(account.password).expect(429);
    expect(refused.body).toEqual(
      throttled(STAFF_ERROR_MESSAGES.signInThrottledAccountFromClient, refused),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(FIRST_DELAY - 5);
    await login(account, client).expect(429);
    // Elsewhere the owner signs in, their password unchanged.
    await login(account, newIp()).expect(200);
  });
});
