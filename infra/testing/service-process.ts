import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { waitFor } from './wait-for';

export interface ServiceProcess {
  /** Everything it printed so far, for failure messages. */
  output(): string;
  /** A graceful stop: SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** A crash: SIGKILL, no shutdown hooks run. */
  kill(): Promise<void>;
}

const ROOT = join(__dirname, '../..');

/**
 * Starts a built service (`services/<name>/dist/main.js`) as its own process, as production
 * does, and resolves once Nest says it is up.
 */
export async function startService(
  name: 'lead' | 'recruiting' | 'newsletter' | 'notification',
  env: Record<string, string>,
): Promise<ServiceProcess> {
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'services', name, 'dist/main.js')],
    {
      // Readiness is read from Nest's 'successfully started' line, printed at the log level.
      env: { ...process.env, NO_COLOR: '1', ...env, LOG_LEVEL: 'log' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (exited()) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  await waitFor(
    () => {
      if (exited()) throw new Error(`${name} exited:\n${output}`);
      return output.includes('successfully started');
    },
    { what: `the ${name} service to start`, timeoutMs: 30_000 },
  );
  return { output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
