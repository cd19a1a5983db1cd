import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '@bytecraft/testing/databases';
import { dropKeys } from '@bytecraft/testing/redis-server';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import { loadGatewayConfig, type GatewayConfig } from '../src/config/gateway.config';
import { createGatewayApp } from '../src/app';

export interface TestGateway {
  app: NestFastifyApplication;
  config: GatewayConfig;
  db: TestDatabase;
  /** The staff account created at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
  staff: { email: string; password: string };
  /** Another gateway on the same database, Redis and queue prefix, as a second replica is. */
  replica(env?: Record<string, string>): Promise<NestFastifyApplication>;
  stop(): Promise<void>;
}

/**
 * The gateway alone, in-process and listening, on a fresh database and queue prefix: for suites
 * that test the gateway's own behaviour (sign-in, route access) and need no service.
 */
export async function startTestGateway(
  suite: string,
  env: Record<string, string> = {},
): Promise<TestGateway> {
  const db = await createTestDatabase('gateway');
  const staff = {
    email: newEmail('staff'),
    password: newPassword(),
  };
  const baseEnv = {
    DATABASE_URL: db.url,
    QUEUE_PREFIX: testQueuePrefix(suite),
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: staff.email,
    ADMIN_PASSWORD: staff.password,
    ...env,
  };
  const apps: NestFastifyApplication[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const app = await createGatewayApp(loadGatewayConfig({ ...baseEnv, ...extra }));
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    return app;
  };
  const app = await start();
  return {
    app,
    config: loadGatewayConfig(baseEnv),
    db,
    staff,
    replica: start,
    async stop() {
      await Promise.all(apps.map((started) => started.close()));
      await db.drop();
      const { REDIS_URL, QUEUE_PREFIX } = loadGatewayConfig(baseEnv);
      await dropKeys(REDIS_URL, QUEUE_PREFIX);
    },
  };
}
