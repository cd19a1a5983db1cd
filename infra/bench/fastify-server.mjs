// The accept path without NestJS, for the benchmark: Fastify alone, one route that validates
// the body with the shared zod schema and adds one BullMQ job per request before answering 201,
// and nothing else. Between the floor (no framework, no validation) and the peer (the same on
// NestJS), it shows what the framework costs a request and what Fastify and zod cost.
import { Queue } from 'bullmq';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

// The contracts' ESM build is for bundlers; Node loads their CommonJS build.
const { contactSchema } = createRequire(import.meta.url)('@bytecraft/contracts/kinds/contact');

const [port, redisUrl, prefix] = process.argv.slice(2);
const queue = new Queue('lead', { connection: { url: redisUrl }, prefix });

const app = Fastify({ logger: false });
app.post('/api/contact', async (request, reply) => {
  const result = contactSchema.safeParse(request.body);
  if (!result.success) return reply.code(400).send({ success: false });
  const id = randomUUID();
  await queue.add('contact.submitted', { id, data: result.data }, { jobId: id });
  return reply.code(201).send({ success: true, data: { id } });
});
await app.listen({ port: Number(port ?? 0), host: '127.0.0.1' });
console.log(`listening on ${app.server.address().port}`);
