// The accept-path benchmark's peer: what a careful competitor builds with the same parts and
// nothing else. NestJS 11 on Fastify, one route that validates the body with the shared zod
// schema in a pipe and adds one BullMQ job per request before answering 201: no rate limit,
// security headers, CORS, request id, logging or metrics. Written without TypeScript's
// decorator syntax (each decorator is applied by hand) so the bench needs no build step.
import 'reflect-metadata';
import { Body, Controller, HttpCode, Inject, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

// The contracts' ESM build is for bundlers; Node loads their CommonJS build.
const { contactSchema } = createRequire(import.meta.url)('@bytecraft/contracts/kinds/contact');

const [port, redisUrl, prefix] = process.argv.slice(2);
const QUEUE = 'queue';

class ZodPipe {
  transform(value) {
    const result = contactSchema.safeParse(value);
    if (!result.success) throw Object.assign(new Error('invalid'), { status: 400 });
    return result.data;
  }
}

class ContactController {
  constructor(queue) {
    this.queue = queue;
  }

  async contact(body) {
    const id = randomUUID();
    await this.queue.add('contact.submitted', { id, data: body }, { jobId: id });
    return { success: true, data: { id } };
  }
}
Inject(QUEUE)(ContactController, undefined, 0);
Controller('api')(ContactController);
const method = Object.getOwnPropertyDescriptor(ContactController.prototype, 'contact');
Post('contact')(ContactController.prototype, 'contact', method);
HttpCode(201)(ContactController.prototype, 'contact', method);
Body(new ZodPipe())(ContactController.prototype, 'contact', 0);
Reflect.defineMetadata('design:paramtypes', [Object], ContactController.prototype, 'contact');

class AppModule {}
Module({
  controllers: [ContactController],
  providers: [
    {
      provide: QUEUE,
      useFactory: () => new Queue('lead', { connection: { url: redisUrl }, prefix }),
    },
  ],
})(AppModule);

const app = await NestFactory.create(AppModule, new FastifyAdapter(), { logger: false });
await app.listen(Number(port ?? 0), '127.0.0.1');
console.log(`listening on ${app.getHttpServer().address().port}`);
// An orderly exit on SIGTERM, so that a CPU profile (BENCH_CPU_PROF) is written.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
