// The benches' peers, each in a process of its own so that its CPU is not the bench client's and
// can be counted apart: `smtp`, the test package's SMTP sink, which answers `{ type: 'report' }`
// with what it has accepted; `s3`, the local S3 server `npm start` runs. Each listens on a port
// it chooses and says `{ type: 'ready', port }` over IPC. `startPeerProcess` forks one.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Forks a peer and resolves once it listens: its process, its port, and for the sink
 * `report()`, its counts (see SinkReport in the test package).
 */
export function startPeerProcess(kind, { execArgv = [], stdio = 'inherit' } = {}) {
  const child = fork(fileURLToPath(import.meta.url), [kind], { execArgv, stdio });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${kind} peer exited (${code})`)));
    child.once('message', ({ port }) =>
      resolve({
        child,
        port,
        report: () =>
          new Promise((answered) => {
            child.once('message', answered);
            child.send({ type: 'report' });
          }),
        stop: () =>
          new Promise((stopped) => {
            if (child.exitCode !== null || child.signalCode !== null) return stopped();
            child.once('exit', () => stopped());
            child.kill('SIGTERM');
          }),
      }),
    );
  });
}

async function host(kind) {
  let stop;
  if (kind === 'smtp') {
    const { startSmtpSink } = await import('@bytecraft/testing/smtp-sink');
    const sink = await startSmtpSink();
    process.on('message', (message) => {
      if (message.type === 'report') process.send({ type: 'report', ...sink.report() });
    });
    process.send({ type: 'ready', port: sink.port });
    stop = () => sink.stop();
  } else if (kind === 's3') {
    const { startObjectStore } = await import('@bytecraft/testing/object-store');
    const store = await startObjectStore();
    process.send({ type: 'ready', port: store.port });
    stop = () => store.stop();
  } else {
    console.error('usage: peer-process.mjs smtp | s3');
    process.exit(2);
  }
  // An orderly exit, so that a CPU profile (BENCH_CPU_PROF) is written and s3rver's files go.
  const exit = () => void stop().finally(() => process.exit(0));
  process.on('SIGTERM', exit);
  process.on('disconnect', exit);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await host(process.argv[2]);
