import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { createTestDatabase, type TestDatabase } from '../../../infra/testing/test-database';
import { createRecruitingApp } from '../src/app';
import { loadRecruitingConfig } from '../src/config/recruiting.config';

describe('recruiting service: health', () => {
  let db: TestDatabase;
  let app: INestMicroservice;
  let client: ClientProxy;

  beforeAll(async () => {
    db = await createTestDatabase('recruiting');
    app = await createRecruitingApp(
      loadRecruitingConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'error' }),
    );
    await app.listen();
    client = ClientProxyFactory.create({
      transport: Transport.REDIS,
      options: { host: '127.0.0.1', port: 6379 },
    });
  });

  afterAll(async () => {
    await client?.close();
    await app?.close();
    await db?.drop();
  });

  it('answers the gateway health check once its database is reachable', async () => {
    const answer = await firstValueFrom(client.send(rpc.health(ServiceName.Recruiting), {}));
    expect(answer).toEqual({ service: 'recruiting', database: 'up' });
  });
});
