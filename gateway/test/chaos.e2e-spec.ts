import { spawn } from 'node:child_process';
import { join } from 'node:path';

interface ChaosResult {
  accepted: number;
  stored: number;
  duplicates: number;
  lost: number;
  mailsExpected: number;
  mailsSent: number;
  mailsSentTwice: number;
  mailsMissing: number;
  refused: number;
  gaveUp: number;
  crashes: { name: string }[];
  faults: { what: string }[];
}

/**
 * The short chaos run (infra/chaos/run.mjs; `npm run chaos` is the 60 s one): the built
 * services and gateway as processes on a Redis and a PostgreSQL of their own, 20 s of steady
 * submissions while lead and notification are SIGKILLed and brought back and Redis is killed
 * and restarted on its append-only file. Clients retry unanswered requests with the same
 * Idempotency-Key, as the site does.
 */
describe('chaos: processes and Redis killed under load (system)', () => {
  it('loses nothing accepted, stores nothing twice and sends every mail', async () => {
    const child = spawn(process.execPath, [join(__dirname, '../../infra/chaos/run.mjs')], {
      env: { ...process.env, CHAOS_PROFILE: 'short' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    const line = /^CHAOS_RESULT (.*)$/m.exec(output)?.[1];
    if (!line) throw new Error(`The chaos run printed no result (exit ${code}):\n${output}`);
    const result = JSON.parse(line) as ChaosResult;
    expect(result.faults.map((f) => f.what)).toEqual([
      'SIGKILL lead',
      'SIGKILL notification',
      'SIGKILL redis-server (append-only file on)',
    ]);
    // Something was accepted, so "nothing lost" has something to say; how much is the bench's.
    expect(result.accepted).toBeGreaterThan(0);
    expect({
      refused: result.refused,
      gaveUp: result.gaveUp,
      lost: result.lost,
      duplicates: result.duplicates,
      mailsMissing: result.mailsMissing,
      crashes: result.crashes,
    }).toEqual({ refused: 0, gaveUp: 0, lost: 0, duplicates: 0, mailsMissing: 0, crashes: [] });
    expect(result.stored).toBe(result.accepted);
    expect(result.mailsSent).toBe(result.mailsExpected);
    expect(code).toBe(0);
  }, 300_000);
});
