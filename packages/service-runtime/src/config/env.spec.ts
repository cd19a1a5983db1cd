import { Redis } from 'ioredis';
import { createServer, type Socket } from 'node:net';
import { z } from 'zod';
import {
  commonEnv,
  parseEnv,
  productionSecretProblem,
  redisOptionsFromUrl,
  refuseDefaultSecrets,
} from './env';

const schema = refuseDefaultSecrets(
  z.object({
    ...commonEnv,
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/lead'),
    API_KEY: z.string().default('S3RVER'),
  }),
  { DATABASE_URL: 'url-password', API_KEY: 'secret' },
);

const load = (env: Record<string, string>) => () => parseEnv(schema, env);
const production = (env: Record<string, string>) => load({ NODE_ENV: 'production', ...env });
const OWN = {
  DATABASE_URL: 'postgres://app:Vq8r2-long-own-secret@db:5432/lead',
  API_KEY: 'k3-own-key-9f2c',
};

describe('refuseDefaultSecrets', () => {
  it('keeps the development defaults outside production', () => {
    expect(load({})()).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lead',
      API_KEY: 'S3RVER',
    });
  });

  it('refuses the defaults in production, naming every variable', () => {
    expect(production({})).toThrow(
      [
        'Invalid configuration:',
        '  DATABASE_URL: DATABASE_URL has no password; production needs one',
        '  API_KEY: API_KEY is a development default; set one of your own',
      ].join('\n'),
    );
  });

  it.each([
    [
      'postgres://postgres:postgres@postgres:5432/lead',
      "DATABASE_URL's password is a development default",
    ],
    [
      'postgres://postgres:PostGres@postgres:5432/lead',
      "DATABASE_URL's password is a development default",
    ],
    ['postgres://postgres@postgres:5432/lead', 'DATABASE_URL has no password'],
  ])('refuses DATABASE_URL %s in production', (url, message) => {
    expect(production({ ...OWN, DATABASE_URL: url })).toThrow(`DATABASE_URL: ${message}`);
  });

  it.each(['S3RVER', 'minioadmin', 'bytecraft-secret', ''])(
    'refuses the secret %j in production',
    (key) => {
      expect(production({ ...OWN, API_KEY: key })).toThrow(/API_KEY: API_KEY /);
    },
  );

  it('starts in production with secrets of its own', () => {
    expect(production(OWN)()).toMatchObject({ NODE_ENV: 'production', ...OWN });
  });

  it('reads a password written with URL escapes as the password it stands for', () => {
    expect(
      productionSecretProblem('DATABASE_URL', 'postgres://u:p%6Fstgres@h/d', 'url-password'),
    ).toMatch(/development default/);
    expect(
      productionSecretProblem('DATABASE_URL', 'postgres://u:a%40b-long@h/d', 'url-password'),
    ).toBeUndefined();
  });
});

describe('redisOptionsFromUrl', () => {
  it('connects to a redis:// URL without TLS', () => {
    expect(redisOptionsFromUrl('redis://redis:6379')).toEqual({
      host: 'redis',
      port: 6379,
      username: undefined,
      password: undefined,
      db: 0,
    });
  });

  it('connects to a rediss:// URL with TLS, the certificate checked against its host', () => {
    expect(redisOptionsFromUrl('rediss://cache.example.net:6380/2')).toEqual({
      host: 'cache.example.net',
      port: 6380,
      username: undefined,
      password: undefined,
      db: 2,
      tls: { servername: 'cache.example.net' },
    });
  });

  it('sends no server name for an address, which SNI cannot carry', () => {
    expect(redisOptionsFromUrl('rediss://10.0.0.7').tls).toEqual({});
    expect(redisOptionsFromUrl('rediss://[::1]:6380')).toMatchObject({
      host: '::1',
      port: 6380,
      tls: {},
    });
  });

  it('reads a password written with URL escapes as the password it stands for', () => {
    const password = 'p@ss:w/rd#%?& ü';
    const url = `rediss://app:${encodeURIComponent(password)}@redis:6379`;
    expect(redisOptionsFromUrl(url)).toMatchObject({ username: 'app', password });
    expect(redisOptionsFromUrl(`redis://:${encodeURIComponent(password)}@redis`)).toMatchObject({
      username: undefined,
      password,
    });
  });
});

describe('a Redis client built from redisOptionsFromUrl', () => {
  /**
   * The first bytes a client sends to a listener that never answers: RESP in clear, or the
   * start of a TLS handshake.
   */
  async function firstBytesSent(url: (port: number) => string): Promise<Buffer> {
    const sockets = new Set<Socket>();
    let received!: (bytes: Buffer) => void;
    const firstBytes = new Promise<Buffer>((resolve) => (received = resolve));
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.once('data', received);
    });
    await new Promise<void>((listening) => server.listen(0, listening));
    const { port } = server.address() as { port: number };
    const client = new Redis({
      ...redisOptionsFromUrl(url(port)),
      lazyConnect: true,
      retryStrategy: () => null,
      // The unanswered AUTH fails as the connection closes, and ioredis disconnects a second
      // time, leaving a timer of this length behind.
      disconnectTimeout: 0,
    });
    client.on('error', () => undefined);
    client.connect().catch(() => undefined);
    try {
      return await firstBytes;
    } finally {
      client.disconnect();
      for (const socket of sockets) socket.destroy();
      await new Promise((closed) => server.close(closed));
    }
  }

  it('sends its password in clear to a redis:// URL', async () => {
    const bytes = await firstBytesSent((port) => `redis://:wire-secret@127.0.0.1:${port}`);
    expect(bytes.toString('latin1')).toMatch(/^\*\d+\r\n\$4\r\nauth\r\n/i);
  });

  it('opens TLS first to a rediss:// URL, naming the host, and sends nothing in clear', async () => {
    const bytes = await firstBytesSent((port) => `rediss://:wire-secret@localhost:${port}`);
    // 0x16: a TLS handshake record, its ClientHello carrying the server name.
    expect(bytes[0]).toBe(0x16);
    expect(bytes.includes('localhost')).toBe(true);
    expect(bytes.includes('wire-secret')).toBe(false);
  });
});
