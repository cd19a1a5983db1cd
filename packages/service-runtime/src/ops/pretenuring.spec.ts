import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The built helper, as a service's process loads it: the test target builds the package first. */
const BUILT = join(__dirname, '../../dist/ops/pretenuring.js');

/**
 * The allocation sites V8 decides to pretenure in a process that keeps every object of one
 * literal alive, as a request's objects look while the code is still cold.
 */
function pretenured(turnOff: boolean): string[] {
  const script = [
    turnOff ? `require(${JSON.stringify(BUILT)}).turnOffPretenuring();` : '',
    'const kept = [];',
    'for (let i = 0; i < 300000; i++) kept.push({ i, values: [i] });',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--trace-pretenuring-statistics', '-e', script], {
    encoding: 'utf8',
  });
  return output.split('\n').filter((line) => /=> tenure$/.test(line));
}

describe('turnOffPretenuring', () => {
  it('keeps V8 from allocating a site in the old generation, which it does by default', () => {
    expect(pretenured(false).length).toBeGreaterThan(0);
    expect(pretenured(true)).toEqual([]);
  });
});
