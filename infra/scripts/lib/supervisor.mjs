// What `npm start` does with the processes it starts, as compose's `restart: unless-stopped`
// does with containers: one that dies is started again after a backoff (1 s, 2 s, 4 s ... 30 s;
// back to 1 s once it has stayed up a minute) and the others keep running.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';

const BACKOFF_MS = [1000, 2000, 4000, 8000, 16000, 30000];
const STABLE_AFTER_MS = 60_000;

/** `--scale lead=2,notification=3` (or `--scale=...`): how many of each to run. */
export function parseScale(argv) {
  const scale = {};
  argv.forEach((arg, i) => {
    const value = arg.startsWith('--scale=')
      ? arg.slice('--scale='.length)
      : arg === '--scale'
        ? argv[i + 1]
        : undefined;
    for (const pair of value?.split(',').filter(Boolean) ?? []) {
      const [name, count] = pair.split('=');
      const n = Number(count);
      if (!name || !Number.isInteger(n) || n < 1) throw new Error(`--scale: bad entry "${pair}"`);
      scale[name] = n;
    }
  });
  return scale;
}

/** Emits `start` and `exit` with the instance's name, each time one starts or ends. */
export class Supervisor extends EventEmitter {
  /** @type {Map<string, Instance>} */
  instances = new Map();
  stopping = false;

  constructor(log = (line) => console.log(line), logError = (line) => console.error(line)) {
    super();
    this.log = log;
    this.logError = logError;
  }

  /** Starts `name` and keeps it running until `stop`. */
  add(name, command, args, env = {}, cwd) {
    const instance = new Instance(this, name, command, args, env, cwd);
    this.instances.set(name, instance);
    instance.start();
    return instance;
  }

  async stop() {
    this.stopping = true;
    await Promise.all([...this.instances.values()].map((instance) => instance.stop()));
  }
}

class Instance {
  child;
  restarts = 0;
  startedAt = 0;
  timer;
  /** Set while the supervisor itself stops it (a rolling restart): no automatic restart then. */
  stoppingOnPurpose = false;

  constructor(supervisor, name, command, args, env, cwd) {
    Object.assign(this, { supervisor, name, command, args, env, cwd });
    this.prefix = `[${name}]`.padEnd(17);
  }

  start() {
    const child = spawn(this.command, this.args, {
      cwd: this.cwd,
      env: { ...process.env, FORCE_COLOR: '0', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.startedAt = Date.now();
    const print = (write) => (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .forEach((line) => write(`${this.prefix}${line}`));
    child.stdout.on('data', print(this.supervisor.log));
    child.stderr.on('data', print(this.supervisor.logError));
    this.supervisor.log(`${this.prefix}started (pid ${child.pid})`);
    child.on('exit', (code, signal) => this.exited(child, code, signal));
    this.supervisor.emit('start', this.name);
  }

  exited(child, code, signal) {
    if (child !== this.child) return;
    this.child = undefined;
    this.supervisor.emit('exit', this.name);
    if (this.supervisor.stopping || this.stoppingOnPurpose) return;
    if (Date.now() - this.startedAt > STABLE_AFTER_MS) this.restarts = 0;
    const delay = BACKOFF_MS[Math.min(this.restarts, BACKOFF_MS.length - 1)];
    this.restarts += 1;
    this.supervisor.logError(
      `${this.prefix}exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s (restart ${this.restarts}), the others keep running`,
    );
    this.timer = setTimeout(() => this.start(), delay);
  }

  get pid() {
    return this.child?.pid;
  }

  /** SIGTERM and wait for the exit (a graceful stop: the process finishes what it holds). */
  async stop() {
    clearTimeout(this.timer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }

  /** Stops it and starts a new one at once, without the crash backoff. */
  async restart() {
    this.stoppingOnPurpose = true;
    await this.stop();
    this.stoppingOnPurpose = false;
    this.start();
  }
}
