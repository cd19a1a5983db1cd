import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { getPriority, setPriority } from 'node:os';
import { yieldCpu } from './niceness';

describe('yieldCpu', () => {
  const children: ChildProcess[] = [];
  /**
   * A process that idles at the given niceness. `spawn` has exec'd `sleep` once it emits
   * 'spawn', and `sleep` never touches its niceness, so what is set here stays. (`nice -n N
   * sleep` raced: `nice` reads its niceness, then sets it, and a change made in between was
   * undone.)
   */
  const idler = async (startAt: number) => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(child);
    await once(child, 'spawn');
    setPriority(child.pid!, startAt);
    expect(getPriority(child.pid)).toBe(startAt);
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
