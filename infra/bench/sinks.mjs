// The pipeline benchmark's peers, each run as its own process so that its CPU is not the
// benchmark client's: `smtp <port>` is an SMTP server that accepts every mail at once and
// remembers each Message-ID and when it was accepted; `s3 <port> <dir>` is the local S3 server
// (s3rver) that `npm start` uses. Both say `ready` over IPC once listening; the SMTP sink answers
// `{ type: 'report' }` with what it has accepted.
import { createRequire } from 'node:module';
import { SMTPServer } from 'smtp-server';

const require = createRequire(import.meta.url);
const [mode, port, directory] = process.argv.slice(2);

if (mode === 'smtp') {
  /** Message-ID -> acceptance times (more than one: a duplicate). */
  const accepted = new Map();
  let count = 0;
  let first = 0;
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 1000,
    onData(stream, _session, callback) {
      let head = '';
      let inHead = true;
      stream.on('data', (chunk) => {
        if (!inHead) return;
        head += chunk.toString('latin1');
        const end = head.search(/\r?\n\r?\n/);
        if (end !== -1) {
          head = head.slice(0, end);
          inHead = false;
        }
      });
      stream.on('end', () => {
        const now = Date.now();
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `(none ${count})`;
        const times = accepted.get(id);
        if (times) times.push(now);
        else accepted.set(id, [now]);
        count += 1;
        first ||= now;
        last = now;
        callback();
      });
    },
  });
  server.listen(Number(port), '127.0.0.1', () => process.send({ type: 'ready' }));
  process.on('message', (message) => {
    if (message.type !== 'report') return;
    let duplicates = 0;
    for (const times of accepted.values()) duplicates += times.length - 1;
    process.send({ type: 'report', count, unique: accepted.size, duplicates, first, last });
  });
} else if (mode === 's3') {
  const S3rver = require('s3rver');
  const server = new S3rver({ port: Number(port), address: '127.0.0.1', directory, silent: true });
  await server.run();
  process.send({ type: 'ready' });
} else {
  console.error('usage: sinks.mjs smtp <port> | s3 <port> <directory>');
  process.exit(2);
}

process.on('disconnect', () => process.exit(0));
// An orderly exit, so that a CPU profile (BENCH_CPU_PROF) is written.
process.on('SIGTERM', () => process.exit(0));
