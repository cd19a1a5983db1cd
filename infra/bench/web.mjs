// `npm run bench:web`: serves the production build of the site (vite preview, gzip on) and runs
// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium
// against the public pages, printing each category score, LCP, TBT and CLS, and the JavaScript
// a visitor downloads to see `/`. Targets: Performance >= 90, Accessibility, Best Practices and
// SEO >= 95 on every page; `/` within JS_BUDGET_KB of JS gzip, as it was before the staff
// console (which must add nothing to a public page). The console's sign-in page and dashboard
// are measured too, for Performance >= 95 (they are prerendered shells) and Accessibility >= 95,
// against a stub of the staff API (the dashboard with a stub session cookie).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4273);
const ORIGIN = `http://localhost:${PORT}`;
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/,/services,/portfolio,/contact').split(',');
// Staff pages: performance and accessibility are targets (they are not for search engines, and
// the sign-in page's session check is answered 401, which best practices count as an error).
const STAFF_PAGES = (process.env.BENCH_WEB_STAFF_PAGES ?? '/admin/login,/admin')
  .split(',')
  .filter(Boolean);
const STAFF_COOKIE = 'bench_staff=1';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
const STAFF_TARGETS = { performance: 95, accessibility: 95 };
// What `/` loaded before the console, and the room its lazy route takes in the entry chunk
// (docs/performance.md, "Website").
const JS_BUDGET_KB = 142.5;

const { EMPTY_DASHBOARD_STATS } = createRequire(import.meta.url)(
  '@bytecraft/contracts/records/dashboard',
);

/** The staff API as the dashboard reads it: signed in with the stub cookie, nothing stored. */
const stubApi = createServer((req, res) => {
  const path = new URL(req.url, 'http://stub').pathname;
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (path === '/api/admin/auth/me') {
    return req.headers.cookie?.includes(STAFF_COOKIE)
      ? json(200, { success: true, data: { email: 'staff@bytecraft.example' } })
      : json(401, { code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  }
  if (path === '/api/admin/events') {
    // A closed stream that asks not to be reopened for ten minutes: the page can go quiet.
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    return res.end('retry: 600000\n\n');
  }
  if (path === '/api/health/details') return json(200, { status: 'ok', tables: 11 });
  if (path === '/api/admin/dashboard/stats')
    return json(200, { success: true, data: EMPTY_DASHBOARD_STATS });
  return json(200, {
    success: true,
    data: [],
    pagination: { page: 1, limit: 5, total: 0, totalPages: 1 },
  });
});
await new Promise((resolve) => stubApi.listen(0, '127.0.0.1', resolve));

const server = spawn(
  process.execPath,
  [join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(PORT), '--strictPort'],
  {
    cwd: join(ROOT, 'frontend'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${stubApi.address().port}` },
  },
);
let serverLog = '';
server.stdout.on('data', (c) => (serverLog += c));
server.stderr.on('data', (c) => (serverLog += c));

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(ORIGIN)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not start:\n${serverLog}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let chrome;
let failed = false;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  for (const page of [...PAGES, ...STAFF_PAGES]) {
    const staffPage = STAFF_PAGES.includes(page) && !PAGES.includes(page);
    const targets = staffPage ? STAFF_TARGETS : TARGETS;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${ORIGIN}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
        // The dashboard needs a session; the sign-in page must be seen without one.
        ...(staffPage && page !== '/admin/login' ? { extraHeaders: { Cookie: STAFF_COOKIE } } : {}),
      });
      runs.push(lhr);
    }
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((c) => [
        c,
        median(runs.map((r) => Math.round(r.categories[c].score * 100))),
      ]),
    );
    const audit = (id) => median(runs.map((r) => r.audits[id].numericValue));
    const scripts = runs[0].audits['network-requests'].details.items.filter(
      (item) => item.resourceType === 'Script',
    );
    // The budget counts the scripts' own gzip size (as the build reports it); the transfer
    // size beside it adds each response's headers and the preview server's compression level.
    const jsKb =
      scripts.reduce(
        (sum, item) =>
          sum +
          gzipSync(readFileSync(join(ROOT, 'frontend/dist', new URL(item.url).pathname))).length,
        0,
      ) / 1024;
    const transferKb = scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024;
    const missed = [
      ...Object.entries(targets)
        .filter(([c, target]) => scores[c] < target)
        .map(([c]) =>
          runs[0].categories[c].auditRefs
            .filter(
              (ref) =>
                ref.weight > 0 &&
                runs[0].audits[ref.id].score !== null &&
                runs[0].audits[ref.id].score < 1,
            )
            .map((ref) => `${c}:${ref.id}`)
            .join(' '),
        ),
    ];
    if (missed.length || (page === '/' && jsKb > JS_BUDGET_KB)) failed = true;
    rows.push({
      page,
      perf: scores.performance,
      a11y: scores.accessibility,
      bp: scores['best-practices'],
      seo: scores.seo,
      'LCP ms': Math.round(audit('largest-contentful-paint')),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'FCP ms': Math.round(audit('first-contentful-paint')),
      'JS KB gzip': Number(jsKb.toFixed(1)),
      'JS KB transfer': Number(transferKb.toFixed(1)),
      scripts: scripts.length,
      below: missed.join(' '),
    });
  }
  console.log(`Lighthouse ${rows.length ? 'mobile' : ''} (${RUNS} run(s) per page, median)`);
  console.table(rows);
  console.log(
    failed
      ? 'Some targets were missed (see "below").'
      : `Every page meets its targets; / ships at most ${JS_BUDGET_KB} KB of JS gzip.`,
  );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  stubApi.close();
}
process.exitCode = failed ? 1 : 0;
