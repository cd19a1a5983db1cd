import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl } from './databases';
import { freePort } from './free-port';

export interface PrivatePostgres {
  port: number;
  /** The address of database `name` on it. */
  url(name: string): string;
  /** Starts it again after `stop`, and resolves once it accepts connections. */
  start(): Promise<void>;
  /** A fast shutdown: sessions are cut, as in a failover or a restart by an operator. */
  stop(): Promise<void>;
  /** Stops it at once if running and removes its files; safe to call twice, and synchronous. */
  destroy(): void;
}

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error(`No PostgreSQL binaries under ${root}`);
  return join(root, versions[0], 'bin');
}

/** initdb refuses root: as root, every command runs as the postgres user. */
const asPostgresUser = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];

/**
 * A PostgreSQL of its own, in a temporary directory on a free port: the machine's server is
 * shared with other engineers and CI, so stopping it (as the chaos run does) would break their
 * work.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'private-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...asPostgresUser(join(bin, command), args), { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    }
  };
  // pg_ctl runs while a load goes on: it must not block the event loop.
  const runAsync = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(...asPostgresUser(join(bin, command), args), {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
      );
    });
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };

  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  // The postmaster must be told its port: one free just now.
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`;
  const start = () =>
    runAsync('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  try {
    await start();
  } catch (error) {
    destroy();
    throw error;
  }
  return {
    port,
    url: (name) => databaseUrl(`postgres://postgres@127.0.0.1:${port}/postgres`, name),
    start,
    stop: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy,
  };
}
