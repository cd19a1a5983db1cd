import { spawn, type ChildProcess } from 'node:child_process';
import { getPriority } from 'node:os';
import { waitFor } from '../../../../infra/testing/wait-for';
import { yieldCpu } from './niceness';

describe('yieldCpu', () => {
  const children: ChildProcess[] = [];
  /** A process that idles, once it runs at the given niceness (`nice` sets it, then execs). */
  const idler = async (startAt: number) => {
    const child = spawn('nice', ['-n', String(startAt), 'sleep', '30'], { stdio: 'ignore' });
    children.push(child);
    await waitFor(() => getPriority(child.pid) === startAt, { what: `niceness ${startAt}` });
    return child.pid!;
  };
  afterAll(() => children.forEach((child) => child.kill()));

  it('lowers the priority of a process to the niceness asked for', async () => {
    const pid = await idler(0);
    expect(yieldCpu(10, pid)).toBe(10);
    expect(getPriority(pid)).toBe(10);
  });

  it('leaves a process already nicer than asked as it is', async () => {
    const pid = await idler(12);
    expect(yieldCpu(5, pid)).toBe(12);
    expect(getPriority(pid)).toBe(12);
  });
});
