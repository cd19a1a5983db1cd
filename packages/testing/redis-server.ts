import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './free-port';
import { waitFor } from './wait-for';

export interface RedisServer {
  url: string;
  port: number;
  /** The running redis-server's process id (undefined while it is down). */
  pid(): number | undefined;
  /** A crash: SIGKILL, nothing flushed beyond what the append-only file already has. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data directory, and resolves once it answers. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Redis of its own (Debian's redis-server) on a free port, with its append-only file on as
 * compose runs it, so a suite or the chaos run can kill and restart it under the running system,
 * and a bench can count its CPU apart from anything else on the machine.
 */
export async function startRedisServer(): Promise<RedisServer> {
  // redis-server cannot listen on port 0 and say which it took: it is told one free just now.
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-'));
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;

  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--save',
        '',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(
      async () => {
        const probe = new Redis(url, {
          lazyConnect: true,
          retryStrategy: () => null,
          maxRetriesPerRequest: 0,
        });
        // A refusal rejects connect() below; ioredis would also print it as an unhandled event.
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } finally {
          // A refused probe has ended already: disconnecting it again would leave ioredis a
          // 2 s timer on its closed socket, keeping a suite's process alive after its tests.
          if (probe.status !== 'end') probe.disconnect();
        }
      },
      { what: `redis-server on port ${port}`, intervalMs: 50 },
    );
  };
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  await start();
  return {
    url,
    port,
    pid: () => (child?.exitCode === null && child.signalCode === null ? child.pid : undefined),
    start,
    kill: () => end('SIGKILL'),
    async stop() {
      await end('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Deletes every key under a suite's prefix (its queues, sessions, rate limits, upload
 * bookkeeping) from a Redis it shares with others, so a run leaves the machine's Redis as it
 * found it.
 */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
      if ((keys as string[]).length) await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
