// `npm start`: the whole system on one machine. Starts a local S3 server (s3rver) and a mail
// catcher (MailDev), creates the service databases, starts the four services, the gateway and
// the site, prints the URLs and the staff sign-in, and stops everything it started on Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabases } from './create-databases.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const S3rver = require('s3rver');

const env = (name, fallback) => process.env[name] ?? fallback;
const PG = env('POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432');
const REDIS_URL = env('REDIS_URL', 'redis://127.0.0.1:6379');
const GATEWAY_PORT = env('PORT', '5000');
const SITE_PORT = env('SITE_PORT', '5173');
const S3_PORT = env('S3_PORT', '9000');
const SMTP_PORT = env('SMTP_PORT', '1025');
const MAIL_UI_PORT = env('MAIL_UI_PORT', '1080');
const SITE_URL = `http://localhost:${SITE_PORT}`;
// Lets a test run keep its own databases beside the development ones.
const DB_PREFIX = env('DB_PREFIX', '');
const SERVICES = ['lead', 'recruiting', 'newsletter', 'notification'];

/**
 * The first staff account. Its password is made once and kept in .local/ (git-ignored), so it
 * stays valid across restarts: the gateway creates the account when missing and never changes
 * its password. ADMIN_EMAIL / ADMIN_PASSWORD from the environment take precedence.
 */
function staffPassword() {
  const file = join(ROOT, '.local/staff-password');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(18).toString('base64url')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
const STAFF = {
  email: env('ADMIN_EMAIL', 'admin@bytecraft.example'),
  password: process.env.ADMIN_PASSWORD ?? staffPassword(),
};

const children = [];
let stopping = false;

function run(name, command, args, extraEnv = {}, cwd = ROOT) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(15);
  const print = (stream) => (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .forEach((line) => stream.write(`${prefix}${line}\n`));
  child.stdout.on('data', print(process.stdout));
  child.stderr.on('data', print(process.stderr));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping everything.`);
    void stop(1);
  });
  children.push(child);
  return child;
}

async function waitForUrl(url, what) {
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${what} did not come up at ${url}`);
}

let s3;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null,
    ),
  );
  await s3?.close();
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  await createDatabases(
    `${PG}/postgres`,
    [...SERVICES, 'gateway'].map((name) => `${DB_PREFIX}${name}`),
  );
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${PG} (${error.message}).`);
  console.error('Start it (see README, "Requirements") or set POSTGRES_URL.');
  process.exit(1);
}

const s3Directory = join(ROOT, '.local/s3');
mkdirSync(s3Directory, { recursive: true });
s3 = new S3rver({
  port: Number(S3_PORT),
  address: '127.0.0.1',
  directory: s3Directory,
  silent: true,
});
await s3.run();

run('mail', process.execPath, [
  join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
  '--smtp',
  SMTP_PORT,
  '--web',
  MAIL_UI_PORT,
  '--ip',
  '127.0.0.1',
  '--web-ip',
  '127.0.0.1',
]);

const common = { REDIS_URL };
const S3 = {
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_ACCESS_KEY: 'S3RVER',
  S3_SECRET_KEY: 'S3RVER',
};
for (const service of SERVICES) {
  run(service, process.execPath, [join(ROOT, 'services', service, 'dist/main.js')], {
    ...common,
    ...S3,
    DATABASE_URL: `${PG}/${DB_PREFIX}${service}`,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    PUBLIC_SITE_URL: SITE_URL,
    PUBLIC_API_URL: `${SITE_URL}/api`,
  });
}
run('gateway', process.execPath, [join(ROOT, 'gateway/dist/main.js')], {
  ...common,
  ...S3,
  PORT: GATEWAY_PORT,
  DATABASE_URL: `${PG}/${DB_PREFIX}gateway`,
  CORS_ORIGIN: SITE_URL,
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});
// Development serves the sources with hot reload; SITE_MODE=preview serves the production
// build (what the browser tests use: no dependency optimising on first visit).
const siteArgs = env('SITE_MODE', 'dev') === 'preview' ? ['preview'] : [];
run(
  'site',
  process.execPath,
  [join(ROOT, 'node_modules/vite/bin/vite.js'), ...siteArgs, '--port', SITE_PORT, '--strictPort'],
  {
    GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
    // The sign-in page's demo box shows these in development only.
    VITE_STAFF_DEMO_EMAIL: STAFF.email,
    VITE_STAFF_DEMO_PASSWORD: STAFF.password,
  },
  join(ROOT, 'frontend'),
);

await Promise.all([
  waitForUrl(`http://127.0.0.1:${GATEWAY_PORT}/api/health`, 'The gateway'),
  waitForUrl(`http://127.0.0.1:${MAIL_UI_PORT}/`, 'The mail catcher'),
  waitForUrl(`http://127.0.0.1:${SITE_PORT}/`, 'The site'),
]);

console.log(`
  Bytecraft is running. Ctrl-C stops everything.

  Site            ${SITE_URL}
  API             http://localhost:${GATEWAY_PORT}/api   (health: /api/health)
  Mail catcher    http://localhost:${MAIL_UI_PORT}        (JSON: /api/email)
  Object store    http://localhost:${S3_PORT}        (s3rver, files in .local/s3)
  Staff console   ${SITE_URL}/admin    ${STAFF.email} / ${STAFF.password}
`);
