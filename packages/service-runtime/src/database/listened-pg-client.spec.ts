import { Pool } from 'pg';
import { ListenedPgClient, listenedPgPool } from './listened-pg-client';

describe('ListenedPgClient', () => {
  it('survives an error emitted before anyone else listens', () => {
    const client = new ListenedPgClient();
    expect(() =>
      client.emit('error', new Error('terminating connection due to administrator command')),
    ).not.toThrow();
  });

  it('is the client a pool built with listenedPgPool makes', () => {
    const pool = new Pool({ ...listenedPgPool });
    expect((pool as unknown as { Client: unknown }).Client).toBe(ListenedPgClient);
    void pool.end();
  });
});
