// `npm start`: the whole system on one machine. Starts a local S3 server (s3rver) and a mail
// catcher (MailDev), creates the service databases, starts the four services, the gateway and
// the site, prints the URLs and the staff sign-in, and stops everything it started on Ctrl-C.
// A process that dies is restarted with backoff while the others keep running (lib/supervisor);
// `npm start -- --scale lead=2,notification=3,gateway=2` runs several of one; several gateways
// sit behind an API proxy on PORT (lib/api-proxy), and SIGUSR2 restarts them one at a time.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabases } from '@bytecraft/testing/databases';
import { maildevArgs } from '@bytecraft/testing/mail-catcher';
import { startObjectStore } from '@bytecraft/testing/object-store';
import { builtMain, SERVICE_NAMES } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startApiProxy } from './lib/api-proxy.mjs';
import { parseScale, Supervisor } from './lib/supervisor.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const env = (name, fallback) => process.env[name] ?? fallback;
const PG = env('POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432');
const REDIS_URL = env('REDIS_URL', 'redis://127.0.0.1:6379');
const GATEWAY_PORT = env('PORT', '5000');
const SITE_PORT = env('SITE_PORT', '5173');
// 0: the S3 server takes a free port at once (it runs in this process) and says which.
const S3_PORT = env('S3_PORT', '9000');
const SMTP_PORT = env('SMTP_PORT', '1025');
const MAIL_UI_PORT = env('MAIL_UI_PORT', '1080');
// Where visitors' answers come in: the notification service's inbound SMTP listener, for any
// address of the domain our mail's Message-IDs carry.
const INBOUND_SMTP_PORT = env('INBOUND_SMTP_PORT', '2525');
const INBOUND_MAIL_DOMAIN = env('INBOUND_MAIL_DOMAIN', 'bytecraft.example');
const SITE_URL = `http://localhost:${SITE_PORT}`;
// Lets a test run keep its own databases beside the development ones.
const DB_PREFIX = env('DB_PREFIX', '');
// Each process serves /metrics on a port of its own, counting up from here.
let nextMetricsPort = Number(env('METRICS_PORT_BASE', '9400'));
const SCALE = {
  gateway: 1,
  ...Object.fromEntries(SERVICE_NAMES.map((s) => [s, 1])),
  ...parseScale(process.argv.slice(2)),
};
const WITH_SITE = !process.argv.includes('--no-site');

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

const supervisor = new Supervisor(
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
);
const run = (name, command, args, extraEnv = {}, cwd = ROOT) =>
  supervisor.add(name, command, args, extraEnv, cwd);
/** `lead` when one runs, `lead.1`, `lead.2` ... when several. */
const instanceNames = (name) =>
  SCALE[name] === 1 ? [name] : Array.from({ length: SCALE[name] }, (_, i) => `${name}.${i + 1}`);
const metricsTargets = [];
const metricsEnv = (instance) => {
  const port = nextMetricsPort++;
  metricsTargets.push({ instance, port });
  return { METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' };
};

/** Waits until `url` answers at all (whatever its status). */
const waitForUrl = (url, what) =>
  waitFor(
    () =>
      fetch(url).then(
        () => true,
        () => false,
      ),
    { what: `${what} to come up at ${url}`, timeoutMs: 60_000, intervalMs: 200 },
  );

let s3;
let proxy;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await supervisor.stop();
  await proxy?.close();
  await s3?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// A failure of this script itself must not leave the processes it started running.
process.on('uncaughtException', (error) => {
  console.error(error);
  void stop(1);
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  void stop(1);
});

try {
  await createDatabases(
    `${PG}/postgres`,
    [...SERVICE_NAMES, 'gateway'].map((name) => `${DB_PREFIX}${name}`),
  );
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${PG} (${error.message}).`);
  console.error('Start it (see README, "Requirements") or set POSTGRES_URL.');
  process.exit(1);
}

const s3Directory = join(ROOT, '.local/s3');
mkdirSync(s3Directory, { recursive: true });
s3 = await startObjectStore({ port: Number(S3_PORT), directory: s3Directory });

run('mail', process.execPath, maildevArgs({ smtp: SMTP_PORT, web: MAIL_UI_PORT }));

const common = { REDIS_URL };
const S3 = s3.env;
/** The listener runs in one notification process: a port is bound once. */
const inboundEnv = {
  INBOUND_MAIL_DOMAIN,
  INBOUND_SMTP_PORT,
  INBOUND_SMTP_HOST: '127.0.0.1',
};
for (const service of SERVICE_NAMES) {
  for (const [i, instance] of instanceNames(service).entries()) {
    run(instance, process.execPath, [builtMain(service)], {
      ...(service === 'notification' && i === 0 ? inboundEnv : {}),
      ...common,
      ...S3,
      ...metricsEnv(instance),
      DATABASE_URL: `${PG}/${DB_PREFIX}${service}`,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_SITE_URL: SITE_URL,
      PUBLIC_API_URL: `${SITE_URL}/api`,
    });
  }
}
// One gateway listens on PORT itself; several listen on the ports after it, behind the proxy.
const gateways = instanceNames('gateway').map((instance, i) => ({
  instance,
  port: SCALE.gateway === 1 ? Number(GATEWAY_PORT) : Number(GATEWAY_PORT) + 1 + i,
}));
if (SCALE.gateway > 1) {
  proxy = await startApiProxy({ port: Number(GATEWAY_PORT), log: (line) => console.error(line) });
}
/** A gateway is in the proxy's rotation only while it answers: from its first answer to its exit. */
async function whenUp({ instance, port }) {
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, instance);
  proxy?.setInRotation(instance, true);
}
const gatewayByName = new Map(gateways.map((gateway) => [gateway.instance, gateway]));
supervisor.on('exit', (name) => proxy?.setInRotation(name, false));
supervisor.on('start', (name) => {
  const gateway = gatewayByName.get(name);
  if (gateway) whenUp(gateway).catch((error) => console.error(`[start]          ${error.message}`));
});
for (const { instance, port } of gateways) {
  proxy?.add(instance, port);
  proxy?.setInRotation(instance, false);
  run(instance, process.execPath, [builtMain('gateway')], {
    ...common,
    ...S3,
    ...metricsEnv(instance),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `${PG}/${DB_PREFIX}gateway`,
    CORS_ORIGIN: SITE_URL,
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
  });
}

/**
 * SIGUSR2: a rolling restart of the gateways, one at a time: out of the proxy's rotation, stopped
 * gracefully (it answers what it holds), started again, back in rotation once it answers. The
 * next one goes only then, so one gateway always serves.
 */
process.on('SIGUSR2', async () => {
  console.log('[start]          rolling restart of the gateway');
  for (const gateway of gateways) {
    proxy?.setInRotation(gateway.instance, false);
    await supervisor.instances.get(gateway.instance).restart();
    await whenUp(gateway);
  }
  console.log('[start]          rolling restart of the gateway done');
});

// Development serves the sources with hot reload; SITE_MODE=preview serves the production
// build (what the browser tests use: no dependency optimising on first visit).
const siteArgs = env('SITE_MODE', 'dev') === 'preview' ? ['preview'] : [];
if (WITH_SITE)
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
  ...gateways.map((gateway) => whenUp(gateway)),
  waitForUrl(`http://127.0.0.1:${GATEWAY_PORT}/api/health`, 'The gateway'),
  waitForUrl(`http://127.0.0.1:${MAIL_UI_PORT}/`, 'The mail catcher'),
  WITH_SITE && waitForUrl(`http://127.0.0.1:${SITE_PORT}/`, 'The site'),
]);
// Where a local Prometheus finds every process (file_sd_configs), and the list for the eye.
writeFileSync(
  join(ROOT, '.local/prometheus-targets.json'),
  JSON.stringify(
    metricsTargets.map(({ instance, port }) => ({
      targets: [`127.0.0.1:${port}`],
      labels: { job: instance.split('.')[0], instance },
    })),
    null,
    2,
  ),
);

console.log(`
  Bytecraft is running. Ctrl-C stops everything.

  Site            ${SITE_URL}
  API             http://localhost:${GATEWAY_PORT}/api   (health: /api/health)
  Mail catcher    http://localhost:${MAIL_UI_PORT}        (JSON: /api/email)
  Inbound mail (SMTP): smtp://127.0.0.1:${INBOUND_SMTP_PORT}   (answers to our mail, any address @${INBOUND_MAIL_DOMAIN})
  Object store    http://localhost:${s3.port}        (s3rver, files in .local/s3)
  Staff console   ${SITE_URL}/admin    ${STAFF.email} / ${STAFF.password}
  Queues          ${SITE_URL}/api/admin/queues   (Bull Board, signed in as staff)
  Metrics         ${metricsTargets.map(({ instance, port }) => `${instance} :${port}`).join(', ')}
                  (/metrics on each; targets for Prometheus in .local/prometheus-targets.json)
  Running         ${Object.entries(SCALE)
    .map(([name, n]) => `${name}×${n}`)
    .join(' ')}
                  a process that dies is restarted; kill -USR2 ${process.pid} restarts the gateway(s) one by one
`);
