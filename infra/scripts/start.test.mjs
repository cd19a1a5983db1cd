// `npm start` as an operator uses it (node --test infra/scripts/start.test.mjs, after a build):
// two gateways behind the API proxy and two lead workers; a killed lead worker is restarted
// with backoff while the gateway keeps accepting, and a rolling restart of the gateways loses
// no request. Every accepted contact ends up stored once.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTransport } from 'nodemailer';
import pg from 'pg';
import { dropDatabases } from '@bytecraft/testing/databases';
import { buildContact } from '@bytecraft/testing/factories';
import { freePort } from '@bytecraft/testing/free-port';
import { SERVICE_NAMES } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG = 'postgres://postgres@127.0.0.1:5432';
const tag = randomBytes(3).toString('hex');
const DB_PREFIX = `test_start_${tag}_`;
// Ports of its own, so a developer's `npm start` can keep running meanwhile: the API proxy's,
// MailDev's and the site's are free ones it is told (it binds them within seconds); the S3
// server takes one itself (0). The two gateways listen on the two ports after the proxy's, and
// the processes' metrics ports count up from a base: those are a random range.
const [PORT, SMTP_PORT, MAIL_UI_PORT, SITE_PORT, INBOUND_SMTP_PORT] = await Promise.all(
  [0, 0, 0, 0, 0].map(() => freePort()),
);
const METRICS_PORT_BASE = 20000 + Math.floor(Math.random() * 20000);
const api = `http://127.0.0.1:${PORT}/api`;

let start;
let output = '';

/** Waits for a line matching `pattern` to appear in start's output after `from`. */
const waitForOutput = (pattern, { from = 0, timeoutMs = 60_000 } = {}) =>
  waitFor(() => start.exitCode ?? pattern.exec(output.slice(from)) ?? undefined, {
    what: `${pattern} in npm start's output`,
    timeoutMs,
  }).then(
    (match) => {
      if (typeof match === 'number') throw new Error(`npm start exited:\n${output}`);
      return match;
    },
    (error) => {
      throw new Error(`${error.message}:\n${output.slice(-3000)}`);
    },
  );

before(async () => {
  start = spawn(
    process.execPath,
    [join(ROOT, 'infra/scripts/start.mjs'), '--scale', 'gateway=2,lead=2', '--no-site'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DB_PREFIX,
        QUEUE_PREFIX: `test-start-${tag}`,
        PORT: String(PORT),
        S3_PORT: '0',
        SMTP_PORT: String(SMTP_PORT),
        MAIL_UI_PORT: String(MAIL_UI_PORT),
        INBOUND_SMTP_PORT: String(INBOUND_SMTP_PORT),
        SITE_PORT: String(SITE_PORT),
        METRICS_PORT_BASE: String(METRICS_PORT_BASE),
        ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
        RATE_LIMIT_MAX: '100000',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  start.stdout.on('data', (chunk) => (output += chunk));
  start.stderr.on('data', (chunk) => (output += chunk));
  await waitForOutput(/Bytecraft is running/, { timeoutMs: 120_000 });
});

after(async () => {
  if (start && start.exitCode === null) {
    await new Promise((resolve) => {
      start.once('exit', resolve);
      start.kill('SIGINT');
    });
  }
  await dropDatabases(
    `${PG}/postgres`,
    [...SERVICE_NAMES, 'gateway'].map((name) => `${DB_PREFIX}${name}`),
  );
});

test('prints the inbound SMTP address, which takes mail for the inbound domain', async () => {
  const [, url] = await waitForOutput(/Inbound mail \(SMTP\): (smtp:\/\/127\.0\.0\.1:\d+)/);
  assert.equal(url, `smtp://127.0.0.1:${INBOUND_SMTP_PORT}`);
  const inbound = createTransport(url);
  const sent = await inbound.sendMail({
    from: 'asha@example.com',
    to: 'replies@bytecraft.example',
    subject: 'Re: your enquiry',
    text: 'Friday works for us.',
  });
  assert.deepEqual(sent.accepted, ['replies@bytecraft.example']);
});

test('a killed service is restarted and a rolling gateway restart loses no request', async (t) => {
  const statuses = [];
  const accepted = new Set();
  let sending = true;
  // A visitor's steady stream of contacts through the API proxy, one at a time.
  const sender = (async () => {
    while (sending) {
      const id = randomUUID();
      const res = await fetch(`${api}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': id },
        body: JSON.stringify(buildContact()),
      }).catch((error) => ({ status: `network error: ${error.cause?.code ?? error.message}` }));
      statuses.push(res.status);
      if (res.status === 201) accepted.add(id);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  // A lead worker dies: start says so, starts it again, the other lead worker and the gateways
  // go on.
  const [, pid] = await waitForOutput(/\[lead\.1\]\s+started \(pid (\d+)\)/);
  const mark = output.length;
  process.kill(Number(pid), 'SIGKILL');
  await waitForOutput(/\[lead\.1\]\s+exited \(SIGKILL\); restarting in 1 s/, { from: mark });
  await waitForOutput(/\[lead\.1\]\s+started \(pid \d+\)/, { from: mark });
  await waitForOutput(/\[lead\.1\].*lead service started/, { from: mark });

  // A rolling restart of both gateways while the stream goes on.
  const before = statuses.length;
  const rolling = output.length;
  start.kill('SIGUSR2');
  await waitForOutput(/rolling restart of the gateway done/, { from: rolling, timeoutMs: 90_000 });
  assert.match(output.slice(rolling), /\[gateway\.1\]\s+started/);
  assert.match(output.slice(rolling), /\[gateway\.2\]\s+started/);
  await new Promise((r) => setTimeout(r, 500));
  sending = false;
  await sender;

  t.diagnostic(
    `${statuses.length} contacts sent, ${statuses.length - before} during the rolling restart; ` +
      `${(output.match(/trying another gateway/g) ?? []).length} sent again to the other gateway`,
  );
  assert.ok(
    statuses.length - before > 20,
    `only ${statuses.length - before} requests during the restart`,
  );
  assert.deepEqual(
    statuses.filter((status) => status !== 201),
    [],
    'every request was accepted',
  );

  // Every accepted contact is stored once, the killed worker's job included.
  const lead = new pg.Client({ connectionString: `${PG}/${DB_PREFIX}lead` });
  await lead.connect();
  try {
    const deadline = Date.now() + 60_000;
    let stored = 0;
    while (Date.now() < deadline) {
      const { rows } = await lead.query('SELECT id FROM contacts WHERE id = ANY($1::uuid[])', [
        [...accepted],
      ]);
      stored = rows.length;
      if (stored === accepted.size) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    assert.equal(stored, accepted.size);
  } finally {
    await lead.end();
  }
});
