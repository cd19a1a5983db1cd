import { inspect } from 'node:util';

/** Polls until `check` returns a value (not undefined/false) or the time runs out. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 20_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  // What the check threw last says why it never held; a thrown non-Error is shown as it is.
  const why = lastError instanceof Error ? String(lastError) : inspect(lastError);
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${why}` : ''}`,
  );
}
