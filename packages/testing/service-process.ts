import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';
import { REPO_ROOT } from './paths';
import { waitFor } from './wait-for';

export type ServiceName = 'lead' | 'recruiting' | 'newsletter' | 'notification';

export const SERVICE_NAMES: readonly ServiceName[] = [
  'lead',
  'recruiting',
  'newsletter',
  'notification',
];

export interface ServiceProcess {
  /** What it is called in messages: the service's name, or the label it was started with. */
  name: string;
  pid: number;
  /** Everything it printed so far (the last `keepOutput` characters), for failure messages. */
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

export interface GatewayProcess extends ServiceProcess {
  port: number;
  /** `http://127.0.0.1:<port>`; the API is under `/api`. */
  url: string;
}

export interface StartOptions {
  /** Node's own flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Another build's `main.js` (an earlier commit's, for interleaved bench runs). */
  main?: string;
  /** Its name in messages, e.g. `lead #2` for a second worker. */
  label?: string;
  /** How much of its output to keep (characters, the latest); all by default. */
  keepOutput?: number;
  /**
   * How long it may take to be up: a service that fails exits and is reported at once, so this
   * only bounds a hang, and is generous for a busy machine.
   */
  timeoutMs?: number;
}

export interface GatewayStartOptions extends StartOptions {
  /**
   * Sends its log lines (stdout) to /dev/null instead of keeping them: a gateway under a
   * benchmark's load writes a line a request and must not wait on a pipe its bench reads.
   */
  discardLogs?: boolean;
}

/** Where the build of the gateway or of a service starts. */
export const builtMain = (name: ServiceName | 'gateway') =>
  join(REPO_ROOT, name === 'gateway' ? 'gateway' : `services/${name}`, 'dist/main.js');

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
 * Runs a build as its own process, as production does, and resolves once `isUp` says so; fails
 * at once if it exits before.
 */
async function startBuilt(
  name: string,
  main: string,
  env: Record<string, string>,
  isUp: (output: string) => boolean | Promise<boolean>,
  {
    nodeArgs = [],
    keepOutput = Infinity,
    timeoutMs = 90_000,
    discardLogs = false,
  }: GatewayStartOptions,
): Promise<ServiceProcess> {
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, NO_COLOR: '1', LOG_FORMAT: 'json', METRICS_PORT: '0', ...env },
    stdio: ['ignore', discardLogs ? 'ignore' : 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2 * keepOutput) output = output.slice(-keepOutput);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (!exited()) child.kill(signal);
    await exit;
  };
  const state = await waitFor(async () => (exited() ? 'exited' : (await isUp(output)) && 'up'), {
    what: `${name} to start`,
    timeoutMs,
  }).catch(async (error: Error) => {
    await end('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  });
  if (state === 'exited') {
    const { code, signal } = await exit;
    throw new Error(`${name} exited (${signal ?? code}) before it was up:\n${output}`);
  }
  return {
    name,
    pid: child.pid!,
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

/**
 * Starts a built service (`services/<name>/dist/main.js`) and resolves once it is up: logging
 * JSON lines, serving `/metrics` on a free port.
 */
export function startService(
  name: ServiceName,
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServiceProcess> {
  return startBuilt(
    options.label ?? name,
    options.main ?? builtMain(name),
    // Readiness is read from the runtime's '<name> service started' line, at the log level.
    { ...env, LOG_LEVEL: 'log' },
    (output) => output.includes(`${name} service started`),
    options,
  );
}

/**
 * Starts the built gateway (`gateway/dist/main.js`) on 127.0.0.1 and resolves once it answers
 * HTTP (whatever its health says: the services may not run). It logs the port it was told, not
 * the one it took, so it is told one: `env.PORT`, or one free just now.
 */
export async function startGateway(
  env: Record<string, string>,
  options: GatewayStartOptions = {},
): Promise<GatewayProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const gateway = await startBuilt(
    options.label ?? 'gateway',
    options.main ?? builtMain('gateway'),
    { HOST: '127.0.0.1', ...env, PORT: String(port) },
    () =>
      fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      ),
    options,
  );
  return { ...gateway, port, url };
}
