/**
 * One sample's value from a Prometheus text page: the series of `name` whose labels include all
 * of `labels` (summed when several match), or 0 when none does.
 */
export function sampleOf(page: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of page.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const [, labelText = '', value] = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
    const has = Object.entries(labels).every(([key, wanted]) =>
      labelText.includes(`${key}="${wanted}"`),
    );
    if (has && value !== undefined) total += Number(value);
  }
  return total;
}

/** Reads a /metrics page. */
export async function scrape(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** Seconds a process has spent collecting garbage, from its /metrics page (Node's own metrics). */
export async function gcSeconds(metricsUrl: string): Promise<number> {
  return sampleOf(await scrape(metricsUrl), 'nodejs_gc_duration_seconds_sum');
}
