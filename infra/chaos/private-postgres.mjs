// A PostgreSQL of the run's own, in a temporary directory on a free port: the machine's server
// is shared with other engineers and CI, so stopping it would break their work.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error(`No PostgreSQL binaries under ${root}`);
  return join(root, versions[0], 'bin');
}

/** initdb refuses root: as root, every command runs as the postgres user. */
function runner() {
  if (process.getuid?.() !== 0) return (cmd, args) => [cmd, args];
  return (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
}

/**
 * @param {number} port
 * @returns {{ url: (db: string) => string, start: () => Promise<void>, stop: () => Promise<void>, destroy: () => void }}
 */
export function createPrivatePostgres(port) {
  const bin = binDir();
  const as = runner();
  const dir = mkdtempSync(join(tmpdir(), 'chaos-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const run = (cmd, args) => {
    const [command, argv] = as(join(bin, cmd), args);
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    }
  };
  // pg_ctl runs while the load goes on: it must not block the event loop.
  const runAsync = (cmd, args) =>
    new Promise((resolve, reject) => {
      const [command, argv] = as(join(bin, cmd), args);
      const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed:\n${output}`)),
      );
    });
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`;
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    start: () =>
      runAsync('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']),
    // 'fast': sessions are cut, as in a failover or a restart by an operator.
    stop: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
