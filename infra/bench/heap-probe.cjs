// Preloaded into a benchmarked service (`node --expose-gc --require`): on SIGUSR2 it collects
// all garbage and appends the heap still in use (bytes) to HEAP_PROBE_FILE. A peak RSS alone
// cannot tell memory a service holds from memory V8 has not yet needed to collect.
const { appendFileSync } = require('node:fs');

process.on('SIGUSR2', () => {
  global.gc();
  appendFileSync(process.env.HEAP_PROBE_FILE, `${process.memoryUsage().heapUsed}\n`);
});
