// `npm run bench:export`, the list export benchmark: GET /api/contact/export.csv of 100,000
// contacts through the real gateway (session check, the Redis transport, the CSV stream) and
// the lead service (keyset batches of 1000). Prints the time to the last byte, the size, and
// the peak resident memory of the gateway and of the lead service during the export, next to
// their memory before it: a streamed export's peak does not grow with the table. BENCH_ROWS
// (100,000) sets the table.
import { readFileSync } from 'node:fs';
import { staffBench } from './staff-bench.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MB = 1024 * 1024;

/** A process's resident memory now, in bytes (0 once it is gone). */
function rss(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return Number(line[1]) * 1024;
  } catch {
    return 0;
  }
}

/** Samples the processes' resident memory every 20 ms until stopped; answers each one's peak. */
function peakRss(pids) {
  const peaks = pids.map(rss);
  const timer = setInterval(
    () => pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i], rss(pid)))),
    20,
  );
  return () => {
    clearInterval(timer);
    return peaks;
  };
}

async function benchExport() {
  const { base, cookie, gateway, lead, stop } = await staffBench('export', { rows: ROWS });
  try {
    const exportOnce = async (path) => {
      const before = [gateway.pid, lead.pid].map(rss);
      const stop = peakRss([gateway.pid, lead.pid]);
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      const ms = performance.now() - started;
      const [gatewayPeak, leadPeak] = stop();
      return {
        export: `GET /api${path}`,
        rows: lines - 1,
        MB: +(bytes / MB).toFixed(1),
        seconds: +(ms / 1000).toFixed(2),
        'rows/s': Math.round(((lines - 1) * 1000) / ms),
        'gateway RSS before → peak MB': `${Math.round(before[0] / MB)} → ${Math.round(gatewayPeak / MB)}`,
        'lead RSS before → peak MB': `${Math.round(before[1] / MB)} → ${Math.round(leadPeak / MB)}`,
      };
    };
    // A first export warms both processes (JIT, connection pools); then a tenth of the table
    // and the whole of it, twice: memory that grew with the rows would grow again the second
    // time, where a heap settling at its working size does not.
    await exportOnce('/contact/export.csv?status=new&q=company%20424');
    return [
      await exportOnce('/contact/export.csv?q=visitor1'),
      await exportOnce('/contact/export.csv?owner=me&waiting=true'),
      await exportOnce('/contact/export.csv'),
      await exportOnce('/contact/export.csv'),
    ];
  } finally {
    await stop();
  }
}

const rows = await benchExport();
console.log(`List export: ${ROWS} contacts`);
console.table(rows);
