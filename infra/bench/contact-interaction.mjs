// The contact page as a visitor uses it, measured by a Lighthouse timespan: every field typed
// into key by key, every choice picked, the form sent and its toast seen. Lighthouse reports the
// slowest interaction's delay to the next paint (INP) and the time the main thread blocked.
import { createRequire } from 'node:module';
import { startFlow } from 'lighthouse';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);
const { contact } = require('@bytecraft/contracts/kinds/contact');
const {
  CONTACT_BUDGETS,
  CONTACT_SERVICES,
  CONTACT_TIMELINES,
} = require('@bytecraft/contracts/options');

/** What the stub API answers the form's submission: the receipt the gateway sends. */
export const CONTACT_ACCEPTED = { success: true, ...contact.receipt, data: { id: 'bench' } };

const TYPED = [
  ['Full Name', 'Asha Rao'],
  ['Email Address', 'asha.rao@example.com'],
  ['Company Name', 'Rao Logistics'],
  ['Phone Number', '+91 90000 11111'],
  ['Project Details', 'We want to move our dispatch system to the cloud this quarter.'],
];
const CHOSEN = [
  ['Service', CONTACT_SERVICES[1].value],
  ['Budget', CONTACT_BUDGETS[0].value],
  ['Timeline', CONTACT_TIMELINES[0].value],
];

const byRole = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;

/**
 * One timespan over the contact form filled in and sent at `origin`, in the Chrome on
 * `port`, its CPU slowed by `cpuSlowdownMultiplier`: INP and TBT, ms.
 */
export async function contactInteraction({ port, origin, cpuSlowdownMultiplier }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
    await page.setViewport({ width, height, deviceScaleFactor, isMobile: true, hasTouch: true });
    await page.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
    const flow = await startFlow(page, {
      config: {
        extends: 'lighthouse:default',
        settings: {
          // A timespan cannot simulate: the CPU is slowed for real while the visitor types.
          throttlingMethod: 'devtools',
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
        },
      },
    });
    await flow.startTimespan({ name: 'Fill in and send the contact form' });
    for (const [name, text] of TYPED) {
      await page.locator(byRole('textbox', name)).click();
      await page.keyboard.type(text);
    }
    // The choices are the browser's own <select>s, whose picker is outside the page: a choice
    // is made as the picker makes it, by setting the value and firing its change event.
    for (const [name, value] of CHOSEN) {
      const choice = await page.locator(byRole('combobox', name)).waitHandle();
      await choice.select(value);
      await choice.dispose();
    }
    // Its accessible name is the uppercase text the theme shows.
    await page.locator(byRole('button', 'SEND MESSAGE')).click();
    await page.waitForSelector(`::-p-text(${contact.receipt.title})`);
    await flow.endTimespan();
    const { lhr } = (await flow.createFlowResult()).steps[0];
    const inp = lhr.audits['interaction-to-next-paint'];
    return {
      inp: Math.round(inp.numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      slowest: slowestInteraction(lhr),
    };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/**
 * What the slowest interaction was, from Lighthouse's breakdown of it: the event, its target,
 * and the time of its three phases (the wait for the main thread, the handlers, the work up to
 * the next paint), with the script that took most of the handlers' time.
 */
function slowestInteraction(lhr) {
  const items = lhr.audits['work-during-interaction']?.details?.items ?? [];
  const target = items.find((item) => item.headings?.[0]?.key === 'node')?.items[0]?.node;
  const phases = items.find((item) => item.headings?.[0]?.key === 'phase')?.items ?? [];
  const type = items.find((item) => item.type === 'debugdata')?.interactionType;
  if (!type) return undefined;
  const ms = (phase) => Math.round(phases.find((item) => item.phase === phase)?.total ?? 0);
  const processing = phases.find((item) => item.phase === 'Processing duration');
  const script = processing?.subItems?.items[0]?.url;
  return {
    event: `${type} on ${target?.nodeLabel ?? target?.selector ?? 'the page'}`,
    inputDelay: ms('Input delay'),
    processing: ms('Processing duration'),
    presentation: ms('Presentation delay'),
    script: script ? new URL(script).pathname : undefined,
  };
}
