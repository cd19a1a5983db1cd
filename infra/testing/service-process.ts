import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { waitFor } from './wait-for';

export interface ServiceProcess {
  /** Everything it printed so far, for failure messages. */
  output(): string;
  /** Its log lines so far (it logs JSON lines here), parsed; lines that are not JSON are left out. */
  logs(): Record<string, unknown>[];
  /** Its `/metrics` address (it serves one on a free port here). */
  metricsUrl(): string;
  /** A graceful stop: SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** A crash: SIGKILL, no shutdown hooks run. */
  kill(): Promise<void>;
  /** Sends a signal and returns at once; `exited` tells when and how it ended. */
  signal(signal: NodeJS.Signals): void;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
}

const ROOT = join(__dirname, '../..');

export type ServiceName = 'lead' | 'recruiting' | 'newsletter' | 'notification';

/** Parses a process's JSON log lines (pino), skipping anything else it printed. */
export function parseLogLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/**
 * Starts a built service (`services/<name>/dist/main.js`) as its own process, as production
 * does, and resolves once it is up: logging JSON lines, serving `/metrics` on a free port.
 */
export async function startService(
  name: ServiceName,
  env: Record<string, string>,
): Promise<ServiceProcess> {
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'services', name, 'dist/main.js')],
    {
      // Readiness is read from the runtime's '<name> service started' line, at the log level.
      env: {
        ...process.env,
        NO_COLOR: '1',
        LOG_FORMAT: 'json',
        METRICS_PORT: '0',
        ...env,
        LOG_LEVEL: 'log',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (!exited()) child.kill(signal);
    await exit;
  };
  await waitFor(
    () => {
      if (exited()) throw new Error(`${name} exited:\n${output}`);
      return output.includes(`${name} service started`);
    },
    { what: `the ${name} service to start`, timeoutMs: 30_000 },
  );
  return {
    output: () => output,
    logs: () => parseLogLines(output),
    metricsUrl() {
      const started = parseLogLines(output).find((line) => line.metricsPort !== undefined);
      if (!started) throw new Error(`${name} serves no /metrics:\n${output}`);
      return `http://127.0.0.1:${String(started.metricsPort)}/metrics`;
    },
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    signal: (signal) => void child.kill(signal),
    exited: () => exit,
    running: () => !exited(),
  };
}
