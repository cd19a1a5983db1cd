// axe-core in the browser tests: the rules Lighthouse's accessibility score runs, on every screen
// and dialog a test reaches, not only on the pages Lighthouse loads.
import { createRequire } from 'node:module';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The serious and critical axe-core violations on the page as it is now, one line each for the
 * test's assertion; the elements at fault and how to fix them are printed. The page's context
 * must bypass the Content Security Policy: axe arrives as an inline script.
 */
export async function axeViolations(page, where) {
  // Mid-transition (a dialog fading in, a toast sliding) colours are blends that fail contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
  });
  for (const { id, impact, help, nodes } of violations) {
    console.log(`axe-core on ${where}: ${impact} ${id}: ${help}`);
    for (const { target, failureSummary } of nodes) {
      console.log(`  ${target.join(' ')}\n    ${failureSummary.replace(/\n/g, '\n    ')}`);
    }
  }
  return violations.map(
    ({ id, impact, nodes }) => `${where}: ${impact} ${id} on ${nodes.length} element(s)`,
  );
}
