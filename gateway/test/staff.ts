import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

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
