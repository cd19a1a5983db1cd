// The CPU slowdown that makes this host the phone Lighthouse's mobile preset emulates, measured
// rather than read off a table: Chrome DevTools' CPU calibration bisects the throttling rate
// until Lighthouse's own benchmark (its benchmarkIndex) scores what the target phone scores, and
// this does the same, so a busy or a fast host each get the slowdown they need at that moment.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Lighthouse's benchmarkIndex of the Moto G Power (2022), the phone whose screen the mobile
 * preset emulates: DevTools' calibration takes it as its low-tier target.
 */
export const PHONE_BENCHMARK_INDEX = 264;
/** Close enough: DevTools stops within this many points of the target. */
const TOLERANCE = 10;
const MAX_STEPS = 8;

const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex})()`;

/**
 * Bisects Chrome's CPU throttling rate (in a blank tab of `browser`, a Playwright browser over
 * the Chrome Lighthouse drives) until the benchmark scores PHONE_BENCHMARK_INDEX, and returns
 * that rate; a host at or under the phone's index gets 1, and then its scores understate the
 * pages.
 */
export async function calibrateCpu(browser) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const scoreAt = async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return tab.evaluate(BENCHMARK);
    };
    // The first run warms V8 up, as DevTools' does.
    await scoreAt(1);
    const index = await scoreAt(1);
    if (index <= PHONE_BENCHMARK_INDEX) return 1;
    let lower = 1;
    let upper = (index / PHONE_BENCHMARK_INDEX) * 1.5;
    let rate = upper;
    for (let step = 0; step < MAX_STEPS; step++) {
      // Chrome keeps the rate to hundredths.
      rate = Number(((lower + upper) / 2).toFixed(2));
      const score = await scoreAt(rate);
      if (Math.abs(score - PHONE_BENCHMARK_INDEX) < TOLERANCE) break;
      if (score < PHONE_BENCHMARK_INDEX) upper = rate;
      else lower = rate;
    }
    return rate;
  } finally {
    await context.close();
  }
}
