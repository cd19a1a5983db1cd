import type { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';

/** Runs one check with a deadline: up when it answers in time, down with the reason otherwise. */
export async function probe<K extends string>(
  indicator: HealthIndicatorService,
  key: K,
  check: () => Promise<unknown>,
  timeoutMs: number,
): Promise<HealthIndicatorResult<K>> {
  const session = indicator.check(key);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), deadline]);
    return session.up();
  } catch (error) {
    return session.down({ message: (error as Error).message });
  } finally {
    clearTimeout(timer);
  }
}
