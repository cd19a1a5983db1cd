// `npm run fuzz`: the full bad-input corpus. Runs gateway/test/bad-input.e2e-spec.ts (the
// system harness: every service as a process, fresh databases, s3rver, MailDev) with 1,000
// generated cases per public route and per staff route instead of the few `npm test` sends,
// then prints, route by route, how many cases went in and what came back.
//   FUZZ_CASES_PER_ROUTE, FUZZ_STAFF_CASES_PER_ROUTE, FUZZ_SEED override.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
const report = join(dir, 'report.json');

const jest = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/jest/bin/jest.js'), '--runInBand', 'test/bad-input.e2e-spec.ts'],
  {
    cwd: join(ROOT, 'gateway'),
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_CASES_PER_ROUTE: process.env.FUZZ_CASES_PER_ROUTE ?? '1000',
      FUZZ_STAFF_CASES_PER_ROUTE: process.env.FUZZ_STAFF_CASES_PER_ROUTE ?? '1000',
      FUZZ_REPORT: report,
    },
  },
);

try {
  const { seed, routes } = JSON.parse(readFileSync(report, 'utf8'));
  const rows = Object.entries(routes).map(([route, f]) => [
    route,
    f.cases,
    f.serverErrors,
    f.failures.length,
    Object.entries(f.byStatus)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', '),
  ]);
  const total = rows.reduce((sum, r) => [sum[0] + r[1], sum[1] + r[2], sum[2] + r[3]], [0, 0, 0]);
  const width = Math.max(...rows.map((r) => r[0].length), 5);
  console.log(`\nBad-input corpus, seed ${seed}`);
  console.log(`${'route'.padEnd(width)}  cases  5xx  wrong  answers`);
  for (const [route, cases, fivexx, wrong, statuses] of rows) {
    console.log(
      `${route.padEnd(width)}  ${String(cases).padStart(5)}  ${String(fivexx).padStart(3)}  ${String(wrong).padStart(5)}  ${statuses}`,
    );
  }
  console.log(
    `${'total'.padEnd(width)}  ${String(total[0]).padStart(5)}  ${String(total[1]).padStart(3)}  ${String(total[2]).padStart(5)}`,
  );
} catch (error) {
  console.error(`No report from the run (${error.message}).`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(jest.status ?? 1);
