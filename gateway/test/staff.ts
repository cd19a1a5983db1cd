import { newPassword } from '@bytecraft/testing/staff';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';

/**
 * Signs in through the real login route and returns the session cookie (`name=value`), for
 * `request(server).get(...).set('Cookie', cookie)` on staff-only routes.
 */
export async function signIn(
  app: NestFastifyApplication,
  credentials: { email: string; password: string },
): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/admin/auth/login')
    .send(credentials)
    .expect(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0];
  if (!cookie) throw new Error('The login answered 200 without a session cookie');
  return cookie.split(';')[0];
}

/** A new staff member of the lowest role, `name.<uuid>@bytecraft.example`, signed in. */
export async function newMember(app: NestFastifyApplication, name = 'member') {
  const accounts = app.get(StaffAccountsService);
  const credentials = {
    email: `${name}.${randomUUID()}@bytecraft.example`,
    password: newPassword(),
  };
  await accounts.add(credentials.email, credentials.password);
  return {
    id: (await accounts.idOf(credentials.email))!,
    email: credentials.email,
    cookie: await signIn(app, credentials),
  };
}
