// The ceiling for the accept-path benchmark: node:http alone, parsing the same JSON body and
// answering 201, with no validation, no queue and no framework. Given a Redis URL and a queue
// prefix, it also adds one BullMQ job per request before answering: the floor's cost of the
// durable enqueue, what any server that adds a job per request pays whatever else it does.
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const [port = '0', redisUrl, prefix] = process.argv.slice(2);
const queue = redisUrl ? new Queue('lead', { connection: { url: redisUrl }, prefix }) : undefined;

const created = (res, id) => {
  res.writeHead(201, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ success: true, data: { id } }));
};

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const parsed = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
    if (!queue) return created(res, parsed.email);
    const id = randomUUID();
    queue
      .add('contact.submitted', { id, data: parsed }, { jobId: id })
      .then(() => created(res, id));
  });
});
// Port 0: it takes a free one at once and says which.
server.listen(Number(port), '127.0.0.1', () =>
  console.log(`listening on ${server.address().port}`),
);
