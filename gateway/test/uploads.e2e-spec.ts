import { JobName, QueueName } from '@bytecraft/contracts/queues';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildJobApplication, files } from '@bytecraft/testing/factories';
import { zipOf } from '@bytecraft/testing/zip';
import { waitFor } from '@bytecraft/testing/wait-for';
import { createGatewayApp } from '../src/app';
import type { GatewayConfig } from '../src/config/gateway.config';
import { ObjectStorage } from '../src/uploads/object-storage';
import { OrphanSweep } from '../src/uploads/orphan-sweep.service';
import { PendingUploads, type PendingUpload } from '../src/uploads/pending-uploads';
import { ResumeUploads } from '../src/uploads/resume-uploads.service';
import { startTestSystem, type TestSystem } from './system';

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart body in the order given, as chunks (a 5 MB file is never copied). */
function multipart(parts: Part[]) {
  const boundary = `----bytecraft${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    if ('content' in part) chunks.push(part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    chunks,
    length: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const fieldParts = (fields: Record<string, string | undefined>): Part[] =>
  Object.entries(fields).flatMap(([name, value]) => (value ? [{ name, value }] : []));
const resumePart = (content: Buffer, filename = 'cv.pdf'): Part => ({
  name: 'resume',
  filename,
  content,
});
/** A PDF of `size` bytes that no other test's file equals. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A form sent over its own connection, chunk by chunk as a client streams it: `send(n)` writes
 * the next n chunks, `finish()` the rest. The answer may come before the body is all sent.
 */
function openUpload(
  port: number,
  path: string,
  form: ReturnType<typeof multipart>,
  headers: Record<string, string> = {},
) {
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'content-type': form.contentType, 'content-length': form.length, ...headers },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += String(chunk)));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        }),
      );
    });
  });
  let next = 0;
  return {
    answer,
    request,
    send(count: number) {
      for (const chunk of form.chunks.slice(next, next + count)) request.write(chunk);
      next += count;
    },
    finish() {
      for (const chunk of form.chunks.slice(next)) request.write(chunk);
      request.end();
      return answer;
    },
  };
}

const post = (port: number, path: string, parts: Part[], id?: string) =>
  openUpload(port, path, multipart(parts), id ? { 'idempotency-key': id } : {}).finish();

const portOf = (app: NestFastifyApplication) => (app.getHttpServer().address() as AddressInfo).port;

/**
 * Names created in `dir` while it is watched (inotify, in order). `settle()` drops a marker and
 * waits for it, so every creation before it has been seen, then returns the others.
 */
function watchCreations(dir: string) {
  const names = new Set<string>();
  const watcher = watch(dir, (_event, name) => name && names.add(name));
  return {
    async settle() {
      const marker = `marker-${randomUUID()}`;
      writeFileSync(join(dir, marker), '');
      await waitFor(() => names.has(marker), { what: 'the marker to be seen' });
      watcher.close();
      rmSync(join(dir, marker));
      names.delete(marker);
      return [...names];
    },
  };
}

/** A TCP proxy to the object store that passes each connection's bytes at `bytesPerSecond`. */
async function startSlowProxy(target: URL, bytesPerSecond: number) {
  const sockets = new Set<Socket>();
  let forwarded = 0;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const slow = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        setTimeout(
          () => {
            forwarded += chunk.length;
            done(null, chunk);
          },
          (chunk.length / bytesPerSecond) * 1000,
        );
      },
    });
    pipeline(client, slow, upstream).catch(() => undefined);
    pipeline(upstream, client).catch(() => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Bytes passed on to the object store so far. */
    forwarded: () => forwarded,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('resume uploads, streamed (system)', () => {
  let system: TestSystem;
  let port: number;
  let queue: Queue;
  const tmpDir = mkdtempSync(join(tmpdir(), 'uploads-e2e-'));
  const replicas: NestFastifyApplication[] = [];

  /** Another gateway on the same system, with its own upload settings. */
  const startReplica = async (config: Partial<GatewayConfig>) => {
    const replica = await createGatewayApp({ ...system.config, ...config });
    await replica.listen(0, '127.0.0.1');
    replicas.push(replica);
    return replica;
  };
  const applicationRow = (email: string) =>
    waitFor(
      async () =>
        (
          await system.db.recruiting.query<Record<string, unknown>>(
            'SELECT * FROM job_applications WHERE email = $1',
            [email],
          )
        )[0],
      { what: `the application of ${email}` },
    );
  const tmpFiles = () => readdirSync(tmpDir);

  beforeAll(async () => {
    system = await startTestSystem('uploads', { UPLOAD_TMP_DIR: tmpDir });
    port = portOf(system.app);
    queue = new Queue(QueueName.Recruiting, {
      connection: { url: system.config.REDIS_URL },
      prefix: system.prefix,
    });
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await queue?.close();
    await system?.stop();
    rmSync(tmpDir, { recursive: true, force: true });
  });

  describe('the parts in any order', () => {
    it('streams a resume sent before the fields through a temporary file to the bucket', async () => {
      const fields = buildJobApplication();
      const content = pdfOf(1024 * 1024);
      const created = watchCreations(tmpDir);
      const res = await post(port, '/api/job-application', [
        resumePart(content),
        ...fieldParts(fields),
      ]);
      expect(res.status).toBe(201);
      const row = await applicationRow(fields.email);
      expect(row).toMatchObject({ resumeSize: content.length, resumeName: 'cv.pdf' });
      expect(await system.objects.read(row.resumeKey as string)).toEqual(content);
      expect(await created.settle()).toHaveLength(1);
      expect(tmpFiles()).toEqual([]);
    });

    it('stores a small resume from memory, with no temporary file', async () => {
      const fields = buildJobApplication();
      const content = pdfOf(30 * 1024);
      const created = watchCreations(tmpDir);
      const res = await post(port, '/api/job-application', [
        ...fieldParts(fields),
        resumePart(content),
      ]);
      expect(res.status).toBe(201);
      const row = await applicationRow(fields.email);
      expect(row).toMatchObject({ resumeSize: content.length, resumeName: 'cv.pdf' });
      expect(await system.objects.read(row.resumeKey as string)).toEqual(content);
      expect(await created.settle()).toEqual([]);
    });

    it.each([
      [
        'an executable renamed cv.pdf',
        files.executable(),
        415,
        'Resume must be a PDF, DOC or DOCX file',
      ],
      ['a 6 MB file', files.oversized(), 413, 'Resume must be 5 MB or smaller'],
      [
        'a zip with no word/ entry renamed cv.docx',
        zipOf([['photos/cat.jpg', randomBytes(2048)]]),
        415,
        'Resume must be a PDF, DOC or DOCX file',
      ],
    ])(
      'refuses %s sent before the fields, leaving no file and no object',
      async (_case, content, status, message) => {
        const before = await system.objects.keys();
        const res = await post(port, '/api/job-application', [
          resumePart(content),
          ...fieldParts(buildJobApplication()),
        ]);
        expect(res.status).toBe(status);
        expect(res.body).toMatchObject({
          code: 'FILE_UPLOAD_ERROR',
          message,
          validationErrors: [{ field: 'resume', message }],
        });
        expect(tmpFiles()).toEqual([]);
        expect(await system.objects.keys()).toEqual(before);
      },
    );

    it('judges fields sent after the file with the whole form and keeps nothing', async () => {
      const before = await system.objects.keys();
      const res = await post(port, '/api/job-application', [
        { name: 'name', value: 'Priya Nair' },
        resumePart(files.pdf()),
        ...fieldParts({ ...buildJobApplication({ coverLetter: 'Hire me.' }), name: undefined }),
      ]);
      expect(res.status).toBe(400);
      // Only the cover letter: the fields after the file were waited for, not called missing.
      expect(res.body.validationErrors).toEqual([
        { field: 'coverLetter', message: 'Cover letter must be at least 50 characters' },
      ]);
      expect(tmpFiles()).toEqual([]);
      expect(await system.objects.keys()).toEqual(before);
    });

    it('with the fields first, refuses a wrong form before any byte of its file is kept', async () => {
      const before = await system.objects.keys();
      const created = watchCreations(tmpDir);
      const res = await post(port, '/api/job-application', [
        ...fieldParts(buildJobApplication({ email: 'priya@' })),
        resumePart(pdfOf(2 * 1024 * 1024)),
      ]);
      expect(res.status).toBe(400);
      expect(res.body.validationErrors).toEqual([
        { field: 'email', message: 'Please enter a valid email address' },
      ]);
      expect(await created.settle()).toEqual([]);
      expect(await system.objects.keys()).toEqual(before);
    });
  });

  it('leaves no file, no object and no job when the client disconnects mid-upload', async () => {
    const before = await system.objects.keys();
    const id = randomUUID();
    const form = multipart([
      ...fieldParts(buildJobApplication()),
      resumePart(pdfOf(4 * 1024 * 1024)),
    ]);
    const upload = openUpload(port, '/api/job-application', form, { 'idempotency-key': id });
    upload.answer.catch(() => undefined);
    // The fields, the file's part header, and the first 4 MB: then the connection drops.
    upload.send(form.chunks.length - 2);
    await waitFor(() => tmpFiles().length === 1, { what: 'the upload to reach its file' });
    upload.request.destroy();
    await waitFor(() => tmpFiles().length === 0, { what: 'the temporary file to go' });
    const { slots } = system.app.get(ResumeUploads);
    await waitFor(() => slots.load.active === 0, { what: 'the upload slot to be freed' });
    expect(await system.objects.keys()).toEqual(before);
    expect(await queue.getJob(id)).toBeUndefined();
  });

  describe('a bounded number at once', () => {
    /** An upload that has begun and holds its slot until `finish()`. */
    const holdSlot = async (replica: NestFastifyApplication) => {
      const form = multipart([...fieldParts(buildJobApplication()), resumePart(pdfOf(64 * 1024))]);
      const upload = openUpload(portOf(replica), '/api/job-application', form);
      upload.send(form.chunks.length - 2);
      const { slots } = replica.get(ResumeUploads);
      await waitFor(() => slots.load.active === 1, { what: 'the first upload to take the slot' });
      return upload;
    };

    it('answers 503 with Retry-After once the wait for a slot runs out, storing nothing', async () => {
      const replica = await startReplica({ UPLOAD_CONCURRENCY: 1, UPLOAD_QUEUE_WAIT_MS: 300 });
      const first = await holdSlot(replica);
      const before = await system.objects.keys();
      const id = randomUUID();
      const res = await openUpload(
        portOf(replica),
        '/api/job-application',
        multipart([...fieldParts(buildJobApplication()), resumePart(files.pdf())]),
        { 'idempotency-key': id, origin: system.config.CORS_ORIGIN.split(',')[0] },
      ).finish();
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      // Readable by the site's script from another origin too.
      expect(res.headers['access-control-expose-headers']).toMatch(/retry-after/i);
      expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(await system.objects.keys()).toEqual(before);
      expect(await queue.getJob(id)).toBeUndefined();
      expect((await first.finish()).status).toBe(201);
    });

    it('lets an upload beyond the bound wait its turn, then accepts it', async () => {
      const replica = await startReplica({ UPLOAD_CONCURRENCY: 1, UPLOAD_QUEUE_WAIT_MS: 30_000 });
      const first = await holdSlot(replica);
      const order: string[] = [];
      const second = post(portOf(replica), '/api/job-application', [
        ...fieldParts(buildJobApplication()),
        resumePart(files.pdf()),
      ]).then((res) => (order.push('second'), res));
      const { slots } = replica.get(ResumeUploads);
      await waitFor(() => slots.load.waiting === 1, { what: 'the second upload to queue' });
      const firstAnswer = await first.finish().then((res) => (order.push('first'), res));
      expect(firstAnswer.status).toBe(201);
      expect((await second).status).toBe(201);
      expect(order).toEqual(['first', 'second']);
      expect(slots.load).toEqual({ active: 0, waiting: 0 });
    });
  });

  // How much memory uploads take is bench:uploads's to say (docs/performance.md).
  it('answers an upload to a slow object store only once its resume is stored', async () => {
    // 2 MB/s per connection: each 5 MB resume takes 2.5 s to store, all four at once.
    const proxy = await startSlowProxy(new URL(system.objects.env.S3_ENDPOINT), 2 * 1024 * 1024);
    try {
      const replica = await startReplica({ S3_ENDPOINT: proxy.url, UPLOAD_CONCURRENCY: 4 });
      const resume = 5 * 1024 * 1024;
      const forms = Array.from({ length: 4 }, () =>
        multipart([...fieldParts(buildJobApplication()), resumePart(pdfOf(resume))]),
      );
      const forwardedAtAnswer: number[] = [];
      const answers = await Promise.all(
        forms.map((form) =>
          openUpload(portOf(replica), '/api/job-application', form)
            .finish()
            .then((answer) => (forwardedAtAnswer.push(proxy.forwarded()), answer)),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      // Every answer came after a whole resume had gone through to the store, the last after
      // all four.
      expect(Math.min(...forwardedAtAnswer)).toBeGreaterThanOrEqual(resume);
      expect(Math.max(...forwardedAtAnswer)).toBeGreaterThanOrEqual(4 * resume);
    } finally {
      await proxy.close();
    }
  });

  describe('what a crash or a resend leaves', () => {
    const ageMs = () => system.config.UPLOAD_ORPHAN_AGE_SECONDS * 1000;
    /** An object in the bucket, as a crashed upload would have left it. */
    const leftObject = async (key: string) => {
      const path = join(tmpDir, `left-${randomUUID()}`);
      writeFileSync(path, files.pdf());
      await system.app.get(ObjectStorage).putFile(key, path, files.pdf().length, 'application/pdf');
      rmSync(path);
    };

    it('keeps one object when a submission is sent twice with the same id', async () => {
      const id = randomUUID();
      const fields = buildJobApplication();
      const first = pdfOf(100_000);
      const before = await system.objects.keys();
      const send = (content: Buffer) =>
        post(port, '/api/job-application', [...fieldParts(fields), resumePart(content)], id);
      expect((await send(first)).status).toBe(201);
      expect((await send(pdfOf(100_000))).status).toBe(201);
      const row = await applicationRow(fields.email);
      // The resend's object goes just after its answer.
      const added = async () =>
        (await system.objects.keys()).filter((key) => !before.includes(key));
      await waitFor(async () => (await added()).length === 1, {
        what: "the resend's object to go",
      });
      expect(await added()).toEqual([row.resumeKey]);
      expect(await system.objects.read(row.resumeKey as string)).toEqual(first);
    });

    it('removes an object whose job was never queued, and temporary files, once old enough', async () => {
      const pending = system.app.get(PendingUploads);
      const sweep = system.app.get(OrphanSweep);
      const upload: PendingUpload = {
        job: JobName.JobApplicationSubmitted,
        id: randomUUID(),
        key: `resumes/${randomUUID()}.pdf`,
      };
      await leftObject(upload.key);
      await pending.add(upload);
      const leftFile = join(tmpDir, `${randomUUID()}.upload`);
      writeFileSync(leftFile, files.pdf());

      expect(await sweep.sweep()).toEqual({ objects: [], files: [] });
      expect(await system.objects.keys()).toContain(upload.key);

      expect(await sweep.sweep(Date.now() + ageMs() + 1000)).toEqual({
        objects: [upload.key],
        files: [leftFile],
      });
      expect(await system.objects.keys()).not.toContain(upload.key);
      expect(tmpFiles()).toEqual([]);
      // Every upload of the suite settled after its answer.
      await waitFor(
        async () => (await pending.beganBefore(Date.now() + ageMs() + 1000)).length === 0,
        { what: 'no upload left pending' },
      );
    });

    it('keeps an object its stored record names, after the job has run', async () => {
      const id = randomUUID();
      const fields = buildJobApplication();
      const res = await post(
        port,
        '/api/job-application',
        [...fieldParts(fields), resumePart(files.pdf())],
        id,
      );
      expect(res.status).toBe(201);
      const row = await applicationRow(fields.email);
      await waitFor(async () => (await queue.getJob(id))?.isCompleted(), {
        what: 'the job to complete',
      });
      // As if the gateway had crashed between queuing the job and clearing the entry.
      const upload: PendingUpload = {
        job: JobName.JobApplicationSubmitted,
        id,
        key: row.resumeKey as string,
      };
      await system.app.get(PendingUploads).add(upload);
      const { objects } = await system.app.get(OrphanSweep).sweep(Date.now() + ageMs() + 1000);
      expect(objects).toEqual([]);
      expect(await system.objects.keys()).toContain(upload.key);
    });

    it('keeps the object a queued job names and removes another one left for the same submission', async () => {
      await system.stopService('recruiting');
      try {
        const id = randomUUID();
        const res = await post(
          port,
          '/api/job-application',
          [...fieldParts(buildJobApplication()), resumePart(files.pdf())],
          id,
        );
        expect(res.status).toBe(201);
        const job = await queue.getJob(id);
        const named: PendingUpload = {
          job: JobName.JobApplicationSubmitted,
          id,
          key: job!.data.data.resume.key as string,
        };
        const other: PendingUpload = { ...named, key: `resumes/${randomUUID()}.pdf` };
        await leftObject(other.key);
        const pending = system.app.get(PendingUploads);
        await pending.add(named);
        await pending.add(other);
        const { objects } = await system.app.get(OrphanSweep).sweep(Date.now() + ageMs() + 1000);
        expect(objects).toEqual([other.key]);
        expect(await system.objects.keys()).toContain(named.key);
      } finally {
        await system.restartService('recruiting');
      }
    });
  });
});
