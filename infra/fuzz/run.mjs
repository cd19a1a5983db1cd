// `npm run fuzz`: the full bad-input corpus. Runs gateway/test/bad-input.e2e-spec.ts (the
// system harness: every service as a process, fresh databases, s3rver, MailDev) with 1,000
// generated cases per public route and per staff route instead of the few `npm test` sends,
// then prints, route by route, how many cases went in and what came back.
// Each run draws a fresh seed and prints it first; FUZZ_SEED=<that seed> replays the run.
//   FUZZ_CASES_PER_ROUTE, FUZZ_STAFF_CASES_PER_ROUTE, FUZZ_SEED override.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
const report = join(dir, 'report.json');
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
console.log(`Bad-input corpus, seed ${seed} (FUZZ_SEED=${seed} replays it)`);

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
      FUZZ_SEED: seed,
      FUZZ_REPORT: report,
    },
  },
);

try {
  const { routes } = JSON.parse(readFileSync(report, 'utf8'));
  const columns = ['cases', '5xx', 'wrong', 'resets'];
  const rows = Object.entries(routes).map(([route, f]) => ({
    route,
    figures: [f.cases, f.serverErrors, f.failures.length, f.resets ?? 0],
    answers: Object.entries(f.byStatus)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', '),
  }));
  const total = columns.map((_, i) => rows.reduce((sum, row) => sum + row.figures[i], 0));
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  const line = (route, figures, answers = '') =>
    console.log(
      `${route.padEnd(width)}  ${figures.map((n, i) => String(n).padStart(columns[i].length)).join('  ')}  ${answers}`,
    );
  console.log(`\nBad-input corpus, seed ${seed}`);
  console.log(`${'route'.padEnd(width)}  ${columns.join('  ')}  answers`);
  for (const row of rows) line(row.route, row.figures, row.answers);
  line('total', total);
} catch (error) {
  console.error(`No report from the run (${error.message}).`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(jest.status ?? 1);
