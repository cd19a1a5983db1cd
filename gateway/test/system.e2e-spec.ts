import { execFileSync } from 'node:child_process';
import { startTestSystem } from './system';

/** The processes this jest process has started and that are still running, but the ps asking. */
const children = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, command]) => pid && command !== 'ps')
    .map(([pid, command]) => `${pid} ${command}`);

/**
 * A suite's setup that fails (a service that cannot start) must stop what it had started: a
 * mail catcher or service left running would outlive the suite and slow the ones after it.
 */
describe('the test system', () => {
  it('stops every part it started when one fails to start', async () => {
    const before = children();
    const failing = startTestSystem(
      'system-fails',
      {},
      {
        serviceEnv: {
          lead: { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/no_such_database' },
        },
      },
    );
    await expect(failing).rejects.toThrow(/lead exited/);
    expect(children().filter((pid) => !before.includes(pid))).toEqual([]);
  });
});
