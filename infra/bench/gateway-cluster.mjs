// The gateway in several processes sharing one port through node:cluster, for bench:api's
// BENCH_GATEWAY_PROCESSES: what running more than one gateway buys on this machine.
// Usage: node gateway-cluster.mjs <processes> <path/to/gateway/main.js>
import cluster from 'node:cluster';

const [processes, main] = process.argv.slice(2);

if (cluster.isPrimary) {
  for (let i = 0; i < Number(processes); i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.process.kill('SIGTERM');
    cluster.on('exit', () => Object.keys(cluster.workers).length === 0 && process.exit(0));
  });
} else {
  await import(main);
}
