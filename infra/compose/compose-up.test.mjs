// `npm run test:compose-up` (node --test): docker-compose.yml booted on a real engine
// (infra/compose/engine.sh) with its images built on the stand-ins (infra/compose/build-images.sh)
// and secrets of its own, then used as visitors, staff and an operator would, through nginx alone
// (http://127.0.0.1:8080): every public form, the records found by a signed-in admin, a resume
// up and down byte for byte, the mails in MailDev, each app on its own PostgreSQL role, Redis
// refusing a client without the password, three lead replicas sharing a burst, one killed
// (SIGKILL) mid-burst, the gateway restarted under retrying visitors, and the volumes kept across `down`
// and `up`. It prints one table (each check, its figure), ends with `down -v` and the engine it
// started stopped, and starts by proving that the run before left nothing behind.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { files, SUBMISSION_FACTORIES } from '@bytecraft/testing/factories';

const { RECORD_KIND_IDS, RECORD_KINDS } = createRequire(import.meta.url)(
  '@bytecraft/contracts/records',
);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ENGINE = join(ROOT, 'infra/compose/engine.sh');
const PROJECT = 'bytecraft-compose-up';
const SITE = 'http://127.0.0.1:8080';
const MAILDEV = 'http://127.0.0.1:1080';
const APPS = ['gateway', 'lead', 'recruiting', 'newsletter', 'notification'];
const RUN = randomBytes(3).toString('hex');
const started = Date.now();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) =>
  process.stderr.write(`[compose-up ${Math.round((Date.now() - started) / 1000)} s] ${line}\n`);

/** Runs a command: its standard output, or an error with both outputs. */
function run(command, args, { env = process.env, allowFailure = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 && !allowFailure) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return allowFailure ? result : result.stdout;
}

/** `export NAME=value` lines (engine.sh, standins.sh) as variables. */
const exportsOf = (text) =>
  Object.fromEntries([...text.matchAll(/^export (\w+)=(.*)$/gm)].map(([, k, v]) => [k, v]));

// ---- what a run leaves on the machine ---------------------------------------------------------

const engineBridges = () =>
  run('ip', ['-o', 'link', 'show', 'type', 'bridge'])
    .split('\n')
    .map((line) => line.split(': ')[1]?.split('@')[0])
    .filter((name) => name === 'docker0' || name?.startsWith('br-'));
// A machine that never had an engine may have no iptables either: then it has no chains.
const hasIptables = spawnSync('iptables', ['--version']).error?.code !== 'ENOENT';
const engineChains = () =>
  ['filter', 'nat'].flatMap((table) =>
    (hasIptables ? run('iptables', ['-t', table, '-S']) : '')
      .split('\n')
      .filter((line) => line.startsWith('-N DOCKER'))
      .map((line) => `${table} ${line.slice(3)}`),
  );
const engineMounts = () =>
  readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((path) => path?.includes('/bytecraft-engine/'));
const projectObjects = (env) =>
  ['container', 'network', 'volume'].flatMap((kind) =>
    run(
      'docker',
      [
        kind,
        'ls',
        ...(kind === 'container' ? ['-a'] : []),
        '-q',
        '--filter',
        `label=com.docker.compose.project=${PROJECT}`,
      ],
      { env },
    )
      .split('\n')
      .filter(Boolean)
      .map((id) => `${kind} ${id}`),
  );

// ---- the deployment ---------------------------------------------------------------------------

// A developer's own engine, answering before the run, is left running after it.
const engineWasUp = run('bash', [ENGINE, 'status'], { allowFailure: true }).status === 0;
const leftOnMachine = engineWasUp ? [] : [...engineBridges(), ...engineChains(), ...engineMounts()];
const env = { ...process.env, ...exportsOf(run('bash', [ENGINE, 'start'])) };
const leftInEngine = projectObjects(env);

const secret = () =>
  randomBytes(18)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x');
const SECRETS = {
  POSTGRES_PASSWORD: secret(),
  GATEWAY_DB_PASSWORD: secret(),
  LEAD_DB_PASSWORD: secret(),
  RECRUITING_DB_PASSWORD: secret(),
  NEWSLETTER_DB_PASSWORD: secret(),
  NOTIFICATION_DB_PASSWORD: secret(),
  REDIS_PASSWORD: secret(),
  MINIO_ROOT_USER: 'store-root',
  MINIO_ROOT_PASSWORD: secret(),
  S3_ACCESS_KEY: 'gateway-store',
  S3_SECRET_KEY: secret(),
  INBOUND_S3_ACCESS_KEY: 'inbound-store',
  INBOUND_S3_SECRET_KEY: secret(),
  ADMIN_EMAIL: 'admin@bytecraft.example',
  ADMIN_PASSWORD: secret(),
  STAFF_TOTP_KEY: secret(),
  PERSON_HASH_KEY: secret(),
  MAIL_LINK_KEY: secret(),
  // Every visitor here comes through one nginx from one address: the per-client limit would
  // refuse the bursts, which are about durability, not about abuse.
  RATE_LIMIT_MAX: '100000',
};
const dir = mkdtempSync(join(tmpdir(), 'compose-up-'));
const envFile = join(dir, '.env');
writeFileSync(
  envFile,
  Object.entries(SECRETS)
    .map(([k, v]) => `${k}=${v}\n`)
    .join(''),
);

const compose = (args, options = {}) =>
  run('docker-compose', ['-p', PROJECT, '--env-file', envFile, ...args], { env, ...options });
const containers = (service) => compose(['ps', '-q', service]).split('\n').filter(Boolean);
const psql = (database, sql) =>
  compose(['exec', '-T', 'postgres', 'psql', '-U', 'postgres', '-d', database, '-tAc', sql]).trim();

let up = false;
after(() => {
  if (up) compose(['down', '-v', '--remove-orphans'], { allowFailure: true });
  if (!engineWasUp) run('bash', [ENGINE, 'stop'], { allowFailure: true });
  rmSync(dir, { recursive: true, force: true });
});

/** Polls `check` until it returns something truthy, or fails after `ms` saying `what`. */
async function waitFor(what, check, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(1000);
  }
}

/**
 * `fetch`, given up on after `ms` by a timer of the test's own. AbortSignal.timeout's timer does
 * not hold the process open, so a request waiting on a socket undici has stopped counting (as
 * while a container is starting) let the process end mid-wait, failing the run with "Promise
 * resolution is still pending but the event loop has already resolved".
 */
async function fetchWithin(ms, url, init = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    await response.arrayBuffer();
    return response;
  } finally {
    clearTimeout(timer);
  }
}

/** Every app ready: the gateway answers /api/health 200 only when every service does. */
const healthy = () =>
  waitFor(
    'the site and every service healthy',
    async () => {
      const response = await fetchWithin(5000, `${SITE}/api/health`);
      return response.status === 200;
    },
    300_000,
  );

// ---- visitors and staff -----------------------------------------------------------------------

const PDF = files.pdf({ size: 200_000, random: true });
/** Every kind's public form: where it posts, where staff list it, what a visitor sends. */
const FORMS = RECORD_KIND_IDS.map((kind) => ({
  kind,
  post: RECORD_KINDS[kind].publicRoute,
  list: RECORD_KINDS[kind].staffPath,
  body: SUBMISSION_FACTORIES[kind],
  resume: RECORD_KINDS[kind].resume !== undefined,
}));

/**
 * One visitor's submission, as the site sends it: an answer that is no answer or a 5xx (a
 * replica or the gateway going away) is sent again with the same Idempotency-Key, for up to
 * `retryFor` ms. The last status: 201 is accepted.
 */
async function submit(path, fields, { resume, retryFor = 60_000 } = {}) {
  const key = randomUUID();
  const deadline = Date.now() + retryFor;
  for (;;) {
    let status = 0;
    try {
      let body = JSON.stringify(fields);
      const headers = { 'idempotency-key': key, 'content-type': 'application/json' };
      if (resume) {
        body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        body.append('resume', new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
        delete headers['content-type'];
      }
      const response = await fetchWithin(10_000, `${SITE}/api/${path}`, {
        method: 'POST',
        headers,
        body,
      });
      status = response.status;
    } catch {
      status = 0;
    }
    if ((status > 0 && status < 500) || Date.now() > deadline) return status;
    await sleep(500);
  }
}

/** `count` contacts from `workers` visitors at once; the addresses of those accepted. */
async function burst(label, count, { workers = 10, onAccepted = () => {} } = {}) {
  const accepted = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const email = `${label}.${RUN}.${next++}@example.com`;
        if ((await submit('contact', SUBMISSION_FACTORIES.contact({ email }))) === 201) {
          accepted.push(email);
          onAccepted(accepted.length);
        }
      }
    }),
  );
  return accepted;
}

/** How many rows each address has in the lead database's contacts. */
function storedContacts(label) {
  const rows = psql(
    'lead',
    `SELECT email, count(*) FROM contacts WHERE email LIKE '${label}.${RUN}.%' GROUP BY email`,
  );
  return new Map(
    rows
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('|'))
      .map(([email, n]) => [email, Number(n)]),
  );
}

async function drained(label, accepted) {
  const rows = await waitFor(`${label}: every accepted contact stored`, async () => {
    const stored = storedContacts(label);
    return accepted.every((email) => stored.has(email)) && stored;
  });
  const twice = [...rows.values()].filter((n) => n > 1).length;
  assert.equal(twice, 0, `${label}: ${twice} contacts stored more than once`);
  return rows;
}

/** A staff session's cookie header. */
async function signIn(password) {
  const response = await fetch(`${SITE}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SECRETS.ADMIN_EMAIL, password }),
  });
  if (response.status !== 200) return null;
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function staffGet(cookie, path) {
  const response = await fetch(`${SITE}/api/${path}`, { headers: { cookie } });
  assert.equal(response.status, 200, `GET /api/${path}: ${response.status}`);
  return response;
}

/** The record of `form` whose address is `email`, as the staff list finds it. */
async function findRecord(cookie, form, email) {
  const page = await (await staffGet(cookie, `${form.list}?q=${encodeURIComponent(email)}`)).json();
  return page.data.find((row) => row.email === email);
}

const resumeOf = async (cookie, form, id) =>
  Buffer.from(await (await staffGet(cookie, `${form.list}/${id}/resume`)).arrayBuffer());

/** Completed lead jobs of each lead container, from its /metrics. */
function leadJobsByContainer() {
  return new Map(
    containers('lead').map((id) => {
      const metrics = run(
        'docker',
        [
          'exec',
          id,
          'node',
          '-e',
          "fetch('http://127.0.0.1:9464/metrics').then((r) => r.text()).then(console.log)",
        ],
        { env },
      );
      const completed = [...metrics.matchAll(/^bytecraft_jobs_total\{([^}]*)\} (\d+)/gm)]
        .filter(
          ([, labels]) => labels.includes('queue="lead"') && labels.includes('outcome="completed"'),
        )
        .reduce((sum, [, , n]) => sum + Number(n), 0);
      return [id, completed];
    }),
  );
}

// ---- the run ----------------------------------------------------------------------------------

const table = [];
const figure = (check, value) => {
  table.push([check, String(value)]);
  say(`${check}: ${value}`);
};

test('the compose deployment boots, scales and recovers', { timeout: 45 * 60_000 }, async (t) => {
  // Each check builds on the ones before: after a failure the rest are skipped, not waited out.
  let failed = false;
  const step = (name, check) =>
    t.test(name, { skip: failed && 'a check before it failed' }, async () => {
      try {
        await check();
      } catch (error) {
        failed = true;
        throw error;
      }
    });

  await step('the run before left nothing behind', () => {
    assert.deepEqual([...leftOnMachine, ...leftInEngine], []);
    figure('left over from the run before', 'none');
  });

  await step('boots: stand-ins and images built, then up -d', async () => {
    let since = Date.now();
    const built = run('bash', [join(ROOT, 'infra/compose/build-images.sh')], {
      env: { ...env, COMPOSE_PROJECT_NAME: PROJECT },
    });
    Object.assign(env, exportsOf(built));
    figure('stand-ins and images built', `${Math.round((Date.now() - since) / 1000)} s`);
    since = Date.now();
    up = true;
    compose(['up', '-d', '--no-build']);
    await healthy();
    figure('up until healthy', `${Math.round((Date.now() - since) / 1000)} s`);
  });

  let cookie;
  const sent = new Map();
  await step('every public form, every record found by the admin, the mails', async () => {
    for (const form of FORMS) {
      const fields = form.body();
      const status = await submit(form.post, fields, { resume: form.resume && PDF });
      assert.equal(status, 201, `POST /api/${form.post}: ${status}`);
      sent.set(form.kind, fields.email);
    }
    cookie = await signIn(SECRETS.ADMIN_PASSWORD);
    assert.ok(cookie, 'the admin account from ADMIN_EMAIL and ADMIN_PASSWORD signs in');
    for (const form of FORMS) {
      await waitFor(`the ${form.kind} record`, () => findRecord(cookie, form, sent.get(form.kind)));
    }
    figure('public forms accepted and found by the admin', `${FORMS.length}/${FORMS.length}`);

    const mailed = await waitFor('a mail to every visitor', async () => {
      const mails = await (await fetch(`${MAILDEV}/email`)).json();
      const to = new Set(mails.flatMap((mail) => mail.to.map((address) => address.address)));
      return [...sent.values()].every((email) => to.has(email)) && to;
    });
    figure(
      'visitors with their mail in MailDev',
      `${[...sent.values()].filter((e) => mailed.has(e)).length}/${sent.size}`,
    );
  });

  const resumes = FORMS.filter((form) => form.resume);
  const resumesMatch = async () => {
    let same = 0;
    for (const form of resumes) {
      const record = await findRecord(cookie, form, sent.get(form.kind));
      if ((await resumeOf(cookie, form, record.id)).equals(PDF)) same++;
    }
    return same;
  };
  await step('a resume uploaded comes back byte for byte', async () => {
    assert.equal(await resumesMatch(), resumes.length);
    figure(
      'resumes downloaded byte for byte',
      `${resumes.length}/${resumes.length} (${PDF.length} bytes)`,
    );
  });

  await step('each app on its own PostgreSQL role; Redis asks for its password', () => {
    const sessions = psql(
      'postgres',
      "SELECT DISTINCT usename || ' ' || datname FROM pg_stat_activity WHERE datname <> 'postgres' AND usename <> 'postgres'",
    );
    for (const app of APPS) assert.match(sessions, new RegExp(`^${app} ${app}$`, 'm'));
    assert.doesNotMatch(
      sessions,
      /^(\S+) (?!\1$)/m,
      `a role is connected to another's database:\n${sessions}`,
    );
    let refused = 0;
    APPS.forEach((app, i) => {
      const other = APPS[(i + 1) % APPS.length];
      const password = SECRETS[`${app.toUpperCase()}_DB_PASSWORD`];
      const own = `postgresql://${app}:${password}@127.0.0.1/${app}`;
      const foreign = `postgresql://${app}:${password}@127.0.0.1/${other}`;
      compose(['exec', '-T', 'postgres', 'psql', own, '-tAc', 'SELECT 1']);
      const result = compose(['exec', '-T', 'postgres', 'psql', foreign, '-tAc', 'SELECT 1'], {
        allowFailure: true,
      });
      if (result.status !== 0 && /permission denied/.test(result.stderr)) refused++;
    });
    assert.equal(refused, APPS.length);
    figure("apps on their own role, refused another's database", `${APPS.length}/${APPS.length}`);

    const anonymous = compose([
      'exec',
      '-T',
      'redis',
      'sh',
      '-c',
      'unset REDISCLI_AUTH; redis-cli ping',
    ]);
    assert.match(anonymous, /NOAUTH/);
    figure('Redis without the password', anonymous.trim());
  });

  await step('--scale lead=3: 300 contacts, each stored once, jobs on more than one', async () => {
    compose(['up', '-d', '--no-build', '--scale', 'lead=3']);
    assert.equal(containers('lead').length, 3);
    await healthy();
    // A new replica is healthy to the gateway a moment before its /metrics listens.
    const before = await waitFor('every lead replica serving /metrics', async () =>
      leadJobsByContainer(),
    );
    const accepted = await burst('scale', 300);
    assert.equal(accepted.length, 300);
    const stored = await drained('scale', accepted);
    const after = leadJobsByContainer();
    const working = [...after].filter(([id, n]) => n > (before.get(id) ?? 0)).length;
    assert.ok(working > 1, `jobs taken by ${working} replica`);
    figure('--scale lead=3: contacts accepted, stored once', `${accepted.length}, ${stored.size}`);
    figure('lead replicas that took jobs', `${working}/3`);
  });

  // SIGKILL from outside, as a crash or the kernel's OOM killer would: `docker kill` is an
  // operator's stop to the engine, which then leaves the container down whatever its policy.
  await step('a lead replica killed mid-burst: restarted, nothing accepted lost', async () => {
    const victim = containers('lead')[0];
    const restartsBefore = Number(
      run('docker', ['inspect', '-f', '{{.RestartCount}}', victim], { env }),
    );
    let killed = false;
    const accepted = await burst('kill', 200, {
      onAccepted: (n) => {
        if (n === 50 && !killed) {
          killed = true;
          const pid = run('docker', ['inspect', '-f', '{{.State.Pid}}', victim], { env });
          process.kill(Number(pid), 'SIGKILL');
        }
      },
    });
    assert.ok(killed);
    const stored = await drained('kill', accepted);
    await waitFor('the killed replica restarted by its policy', async () => {
      const state = run(
        'docker',
        ['inspect', '-f', '{{.State.Running}} {{.RestartCount}}', victim],
        { env },
      );
      const [running, restarts] = state.trim().split(' ');
      return running === 'true' && Number(restarts) > restartsBefore;
    });
    figure(
      'lead replica killed mid-burst: accepted, stored once',
      `${accepted.length}, ${stored.size}`,
    );
    figure('killed replica restarted by its policy', 'yes');
  });

  await step('restart gateway with visitors retrying: every accepted stored', async () => {
    let restarted = false;
    const accepted = await burst('restart', 150, {
      onAccepted: (n) => {
        if (n === 30 && !restarted) {
          restarted = true;
          compose(['restart', 'gateway']);
        }
      },
    });
    assert.ok(restarted);
    const stored = await drained('restart', accepted);
    figure(
      'gateway restarted under visitors: accepted, stored once',
      `${accepted.length}, ${stored.size}`,
    );
  });

  await step('down and up: records, resume and staff account kept', async () => {
    // A password of the admin's own: an account made again from ADMIN_PASSWORD would not know it.
    const changed = secret();
    const response = await fetch(`${SITE}/api/admin/auth/password`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ current: SECRETS.ADMIN_PASSWORD, next: changed }),
    });
    assert.equal(response.status, 200, `password change: ${response.status}`);
    compose(['down']);
    compose(['up', '-d', '--no-build']);
    await healthy();
    cookie = await signIn(changed);
    assert.ok(cookie, 'the staff account, with the password it had, after down and up');
    for (const form of FORMS) {
      assert.ok(await findRecord(cookie, form, sent.get(form.kind)), `the ${form.kind} record`);
    }
    assert.equal(await resumesMatch(), resumes.length);
    figure(
      'after down and up: records, resumes, staff account',
      `${FORMS.length}, ${resumes.length}, kept`,
    );
  });

  await step('down -v and the engine stopped leave nothing behind', () => {
    compose(['down', '-v', '--remove-orphans']);
    up = false;
    assert.deepEqual(projectObjects(env), []);
    if (!engineWasUp) {
      run('bash', [ENGINE, 'stop']);
      assert.deepEqual([...engineBridges(), ...engineChains(), ...engineMounts()], []);
    }
    figure('left over after down -v and engine stop', 'none');
  });

  const width = Math.max(...table.map(([check]) => check.length));
  console.log(
    ['', `compose-up, ${Math.round((Date.now() - started) / 1000)} s in all`]
      .concat(table.map(([check, value]) => `${check.padEnd(width)}  ${value}`))
      .join('\n'),
  );
});
