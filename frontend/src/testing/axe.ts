import axe from 'axe-core';

/**
 * The serious and critical axe-core violations in `root` (the browser tests run the same rules
 * on the running console). jsdom draws nothing, so colour contrast is left to those.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id} on ${nodes.map(({ target }) => target.join(' ')).join(', ')}`);
}
