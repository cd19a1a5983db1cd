import type { Person } from '@bytecraft/contracts/people';
import { QueueName } from '@bytecraft/contracts/queues';
import {
  RECORD_KIND_IDS,
  RECORD_KINDS,
  STAFF_PATHS,
  type RecordKind,
} from '@bytecraft/contracts/records';
import { files, SUBMISSION_FACTORIES } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue, type JobType } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { fromBuffer, type Entry } from 'yauzl';
import type { TestSystem } from './system';

type Fields = Record<string, unknown>;

/** How a visitor sends each kind: its public route, its form, and whether a resume goes beside it. */
export const formOf = (kind: RecordKind) => ({
  path: `/api/${RECORD_KINDS[kind].publicRoute}`,
  build: SUBMISSION_FACTORIES[kind],
  resume: RECORD_KINDS[kind].resume !== undefined,
});

/** What the test sent of one kind: the record's id, its fields, and the resume's bytes. */
export interface Sent {
  kind: RecordKind;
  id: string;
  fields: Fields;
  resume?: { name: string; content: Buffer };
}

/** An address of its own for each test, in mixed case as a visitor may type it. */
export const personAddress = () => `Asha.${randomBytes(4).toString('hex')}@Example.com`;

/** One submission of `kind` from `email`, through its public route as the browser sends it. */
export async function submit(
  app: NestFastifyApplication,
  kind: RecordKind,
  email: string,
): Promise<Sent> {
  const { path, build, resume } = formOf(kind);
  const fields = build({ email });
  const req = request(app.getHttpServer()).post(path).set('Idempotency-Key', randomUUID());
  if (!resume) {
    const id = (await req.send(fields).expect(201)).body.data.id as string;
    return { kind, id, fields };
  }
  // Random bytes: each resume its own, so a ZIP entry can only match the one it came from.
  const file = { name: 'Asha cv.pdf', content: files.pdf({ random: true }) };
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value) void req.field(field, value);
  }
  void req.attach('resume', file.content, { filename: file.name, contentType: 'application/pdf' });
  const id = (await req.expect(201)).body.data.id as string;
  return { kind, id, fields, resume: file };
}

/** The staff route of a record `submit` sent, once its owning service has stored it. */
export async function storedRecord(
  app: NestFastifyApplication,
  cookie: string,
  { kind, id }: Pick<Sent, 'kind' | 'id'>,
): Promise<string> {
  const path = `/api/${STAFF_PATHS[kind]}/${id}`;
  await waitFor(
    async () => (await request(app.getHttpServer()).get(path).set('Cookie', cookie)).ok,
    { what: `the ${kind} ${id} stored` },
  );
  return path;
}

/** One submission of every kind from `email` (the newsletter subscription included). */
export const submitEveryKind = (app: NestFastifyApplication, email: string) =>
  Promise.all(RECORD_KIND_IDS.map((kind) => submit(app, kind, email)));

/** The person view as staff read it. */
export const personOf = async (
  app: NestFastifyApplication,
  cookie: string,
  email: string,
): Promise<Person> =>
  (
    await request(app.getHttpServer())
      .get('/api/admin/people')
      .query({ email })
      .set('Cookie', cookie)
      .expect(200)
  ).body.data as Person;

/** The person's export as staff download it: the whole ZIP in the body. */
export const exportOf = (app: NestFastifyApplication, cookie: string, email: string) =>
  request(app.getHttpServer())
    .get('/api/admin/people/export')
    .query({ email })
    .set('Cookie', cookie)
    .buffer(true)
    .parse(binary)
    .expect(200);

/** Waits until the person view holds every one of these submissions. */
export const stored = (app: NestFastifyApplication, cookie: string, email: string, sent: Sent[]) =>
  waitFor(
    async () => {
      const person = await personOf(app, cookie, email);
      const ids = new Set(person.records.map(({ record }) => record.id));
      return sent.every(({ id }) => ids.has(id)) && person;
    },
    { what: `${sent.length} submissions to be stored`, timeoutMs: 30_000 },
  );

/** Every entry of a ZIP, by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** A whole binary answer, for supertest. */
export const binary = (
  res: request.Response,
  done: (error: Error | null, body: Buffer) => void,
) => {
  // What superagent hands a parser is the response stream itself.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Every state a job can be in. */
const EVERY_STATE: JobType[] = [
  'active',
  'waiting',
  'delayed',
  'prioritized',
  'paused',
  'waiting-children',
  'failed',
  'completed',
];

/** Every job of any queue, in any state, whose data mentions `address`: `queue/id`, sorted. */
export async function jobsMentioning(system: TestSystem, address: string): Promise<string[]> {
  const needle = address.toLowerCase();
  const found: string[] = [];
  for (const name of Object.values(QueueName)) {
    const queue = new Queue(name, {
      prefix: system.prefix,
      connection: { url: system.config.REDIS_URL },
    });
    try {
      for (const job of await queue.getJobs(EVERY_STATE)) {
        if (job && JSON.stringify(job.data).toLowerCase().includes(needle)) {
          found.push(`${name}/${job.id}`);
        }
      }
    } finally {
      await queue.close();
    }
  }
  return found.sort();
}
