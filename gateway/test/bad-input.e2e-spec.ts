import { isWorked, RECORD_KINDS, STAFF_PATHS, RECORD_KIND_IDS } from '@bytecraft/contracts/records';
import { ErrorCode } from '@bytecraft/contracts/errors';
import { QueueName } from '@bytecraft/contracts/queues';
import { Queue } from 'bullmq';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { deflateRawSync } from 'node:zlib';
import { buildContact, buildJobApplication, files } from '@bytecraft/testing/factories';
import { zipOf } from '@bytecraft/testing/zip';
import {
  JSON_BODY_LIMIT,
  JSON_ROUTES,
  MULTIPART_ROUTES,
  eraseCases,
  jsonCases,
  multipartCases,
  personQueryCases,
  newsletterLinkCases,
  staffQueryCases,
  staffRecordCases,
  staffWorkCases,
  type BadCase,
} from '../../infra/fuzz/bad-inputs';
import { multipartBody } from '../../infra/fuzz/multipart';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

/** `npm test` runs a few hundred cases; `npm run fuzz` sets 1,000 per route. */
const PER_ROUTE = Number(process.env.FUZZ_CASES_PER_ROUTE ?? 40);
const PER_STAFF_ROUTE = Number(process.env.FUZZ_STAFF_CASES_PER_ROUTE ?? 10);
/**
 * `npm test` sends the same cases every run, so a failure there replays; `npm run fuzz` draws a
 * fresh seed and prints it. Either is replayed with FUZZ_SEED.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const PARALLEL = 8;

const CATALOGUE = new Set<string>(Object.values(ErrorCode));
/** The catalogue's shape: `{ code, message, validationErrors?, requestId? }`, nothing else. */
const CATALOGUE_KEYS = new Set(['code', 'message', 'validationErrors', 'requestId']);

interface Answer {
  status: number;
  body: unknown;
  /** Set when the connection failed instead of answering. */
  error?: string;
  resets?: number;
}

interface RouteFigures {
  cases: number;
  byStatus: Record<number, number>;
  serverErrors: number;
  /** Connections reset before an answer, each answered when sent again. */
  resets: number;
  failures: string[];
}

const figures = new Map<string, RouteFigures>();

function record(route: string, answer: Answer, problem: string | undefined, label: string) {
  const f = figures.get(route) ?? {
    cases: 0,
    byStatus: {},
    serverErrors: 0,
    resets: 0,
    failures: [],
  };
  figures.set(route, f);
  f.cases++;
  if (answer.resets) f.resets += answer.resets;
  f.byStatus[answer.status] = (f.byStatus[answer.status] ?? 0) + 1;
  if (answer.status >= 500) f.serverErrors++;
  if (problem) f.failures.push(`${problem}: ${label}`);
}

/** Why an answer is wrong for its case, or undefined when it is right. */
function problemWith(c: BadCase, { status, body, error }: Answer): string | undefined {
  if (error) return `no answer (${error})`;
  if (c.expect === 'trapped') {
    return status === 201 && (body as { success?: boolean })?.success === true
      ? undefined
      : `honeypot answered ${status} ${JSON.stringify(body)}`;
  }
  const allowed =
    c.method === 'GET' && c.route === c.path.split('?')[0] && c.path.includes('?')
      ? [200, 400, 431] // 431: a query string over Node's 16 KB of request line and headers
      : c.method === 'PATCH' && /\/(status|owner)$/.test(c.route) && !c.route.includes(':id')
        ? [200, 400, 413, 415] // a well-formed bulk change of records that are not there: 200
        : /^\/api\/newsletter\/(unsubscribe|confirm)\//.test(c.route) || c.route.includes(':id')
          ? [400, 404, 413, 415]
          : [400, 413, 415];
  if (!allowed.includes(status)) return `answered ${status} ${JSON.stringify(body)?.slice(0, 300)}`;
  if (status === 200) return undefined;
  const error_ = body as {
    code?: unknown;
    message?: unknown;
    validationErrors?: unknown;
    requestId?: unknown;
  };
  const unknownKeys = Object.keys(error_ ?? {}).filter((k) => !CATALOGUE_KEYS.has(k));
  if (
    typeof error_?.code !== 'string' ||
    !CATALOGUE.has(error_.code) ||
    typeof error_.message !== 'string' ||
    unknownKeys.length > 0 ||
    (error_.requestId !== undefined && typeof error_.requestId !== 'string') ||
    (error_.validationErrors !== undefined && !Array.isArray(error_.validationErrors))
  )
    return `not a catalogue error: ${status} ${JSON.stringify(body)?.slice(0, 300)}`;
  return undefined;
}

describe('bad input on every public route (system)', () => {
  let system: TestSystem;
  let base: string;
  let cookie: string;

  const send = async (c: Pick<BadCase, 'method' | 'path' | 'headers' | 'body'>) => {
    try {
      const res = await fetch(`${base}${c.path}`, {
        method: c.method,
        headers: c.headers,
        body: c.body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Left as text: the check reports it as not a catalogue error.
      }
      return { status: res.status, body } as Answer;
    } catch (error) {
      return { status: 0, body: undefined, error: String((error as Error).cause ?? error) };
    }
  };

  /** Sends every case, a few at a time, and records each answer against its route. */
  const run = async (cases: BadCase[], headers: Record<string, string> = {}) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < cases.length) {
          const c = cases[next++];
          const request = { ...c, headers: { ...c.headers, ...headers } };
          let answer = await send(request);
          // A kept-alive connection the server had just closed: sent again once, and counted.
          if (answer.error?.includes('ECONNRESET'))
            answer = { ...(await send(request)), resets: 1 };
          record(`${c.method} ${c.route}`, answer, problemWith(c, answer), c.label);
        }
      }),
    );
  };

  const routesOf = (cases: BadCase[]) => [...new Set(cases.map((c) => `${c.method} ${c.route}`))];
  const failuresOf = (routes: string[]) =>
    routes.flatMap((route) =>
      (figures.get(route)?.failures ?? []).slice(0, 5).map((f) => `${route} ${f}`),
    );

  beforeAll(async () => {
    system = await startTestSystem('bad-input', { RATE_LIMIT_MAX: '100000000' });
    const { port } = system.app.getHttpServer().address() as { port: number };
    base = `http://127.0.0.1:${port}`;
    cookie = await signIn(system.app, system.staff);
  });
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) {
      writeFileSync(
        process.env.FUZZ_REPORT,
        JSON.stringify({ seed: SEED, routes: Object.fromEntries(figures) }, null, 2),
      );
    }
    await system?.stop();
  });

  describe('hand-written nasties', () => {
    const json = (path: string, body: string | Buffer, contentType = 'application/json') => ({
      method: 'POST' as const,
      path,
      headers: { 'content-type': contentType },
      body: Buffer.from(body),
    });
    const form = (path: string, parts: Parameters<typeof multipartBody>[0]) => {
      const { body, contentType } = multipartBody(parts);
      return { method: 'POST' as const, path, headers: { 'content-type': contentType }, body };
    };
    const applicationParts = () =>
      Object.entries(buildJobApplication()).map(([name, value]) => ({ name, value }));
    const withResume = (fileName: string, content: Buffer) =>
      form('/api/job-application', [...applicationParts(), { name: 'resume', fileName, content }]);

    /** A .docx-looking zip whose document inflates to 200 MB of zeros (about 1,000 to 1). */
    const zipBomb = () =>
      zipOf(
        [
          ['[Content_Types].xml', '<?xml version="1.0"?><Types/>'],
          ['word/document.xml', Buffer.alloc(200 * 1024 * 1024)],
        ],
        { deflate: true },
      );

    /** The same document, its headers announcing it inflates to what it takes packed. */
    const lyingZipBomb = () => {
      const document = Buffer.alloc(20 * 1024 * 1024);
      const packed = zipOf([['word/document.xml', document]], { deflate: true }).length;
      return zipOf(
        [
          ['[Content_Types].xml', '<?xml version="1.0"?><Types/>'],
          ['word/document.xml', document, { announce: packed }],
        ],
        { deflate: true },
      );
    };

    /** Raw bytes on a socket, for what fetch cannot send: a body shorter than announced. */
    const raw = (path: string, head: Record<string, string>, body: Buffer, closeEarly = false) =>
      new Promise<Answer>((resolve) => {
        const socket = connect(Number(new URL(base).port), '127.0.0.1');
        let reply = '';
        socket.on('data', (chunk) => (reply += chunk.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0);
          const text = reply.split('\r\n\r\n').slice(1).join('\r\n\r\n');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({
            status,
            body: parsed,
            ...(status ? {} : { error: 'closed without an answer' }),
          });
        });
        const lines = Object.entries({ host: '127.0.0.1', connection: 'close', ...head }).map(
          ([k, v]) => `${k}: ${v}`,
        );
        socket.write(`POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
        socket.write(body);
        if (closeEarly) setTimeout(() => socket.destroy(), 200);
        else socket.setTimeout(10_000, () => socket.destroy());
      });

    const truncated = () => {
      const { body, contentType } = multipartBody([
        ...applicationParts(),
        { name: 'resume', fileName: 'cv.pdf', content: files.pdf() },
      ]);
      return { body: body.subarray(0, body.length - 900), contentType };
    };

    type Nasty = [string, () => Promise<Answer>, number | number[], ErrorCode | ErrorCode[]];
    const V = ErrorCode.Validation;
    const F = ErrorCode.FileUpload;
    const nasties: Nasty[] = [
      ...JSON_ROUTES.flatMap(
        ({ path }): Nasty[] =>
          [
            [
              `${path}: a body over the 64 KB limit`,
              () =>
                send(
                  json(
                    path,
                    JSON.stringify({ ...buildContact(), message: 'a'.repeat(JSON_BODY_LIMIT) }),
                  ),
                ),
              413,
              V,
            ],
            [`${path}: text/plain`, () => send(json(path, '{"name":"x"}', 'text/plain')), 415, V],
            [`${path}: XML`, () => send(json(path, '<contact/>', 'application/xml')), 415, V],
            [
              `${path}: a multipart form`,
              () => send(form(path, [{ name: 'name', value: 'Asha Rao' }])),
              [400, 415],
              V,
            ],
            [
              `${path}: no content type`,
              () => send({ method: 'POST', path, headers: {}, body: Buffer.from('{}') }),
              415,
              V,
            ],
            [`${path}: malformed JSON`, () => send(json(path, '{"name": "Asha",')), 400, V],
            [`${path}: JSON null`, () => send(json(path, 'null')), 400, V],
            [
              `${path}: gzip-encoded JSON`,
              () =>
                send({
                  ...json(path, deflateRawSync(JSON.stringify(buildContact()))),
                  headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
                }),
              [400, 415],
              V,
            ],
            [
              `${path}: 30,000 nested arrays with a constructor key inside`,
              () =>
                send(
                  json(
                    path,
                    `${'['.repeat(30_000)}{"constructor":{"prototype":{}}}${']'.repeat(30_000)}`,
                  ),
                ),
              400,
              V,
            ],
            [
              `${path}: two Idempotency-Keys`,
              () =>
                send({
                  ...json(path, JSON.stringify(buildContact())),
                  headers: {
                    'content-type': 'application/json',
                    'idempotency-key': `${randomUUID()}, ${randomUUID()}`,
                  },
                }),
              400,
              V,
            ],
          ].filter(
            // The newsletter service answers a subscription at once: it takes no submission id.
            ([name]) =>
              !(path === '/api/newsletter/subscribe' && String(name).includes('Idempotency')),
          ) as Nasty[],
      ),
      ...MULTIPART_ROUTES.flatMap(({ path }): Nasty[] => [
        [
          `${path}: JSON instead of a form`,
          () => send(json(path, JSON.stringify(buildJobApplication()))),
          415,
          V,
        ],
        [`${path}: text/plain`, () => send(json(path, 'name=x', 'text/plain')), 415, V],
        [
          `${path}: multipart without a boundary`,
          () => send(json(path, '--x\r\n\r\n', 'multipart/form-data')),
          [400, 415],
          V,
        ],
        [
          `${path}: a form cut off before its end`,
          () => {
            const { body, contentType } = truncated();
            return send({ method: 'POST', path, headers: { 'content-type': contentType }, body });
          },
          400,
          [V, F],
        ],
        [
          `${path}: a part without headers`,
          () => {
            const boundary = 'xyz';
            return send(
              json(
                path,
                `--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`,
                `multipart/form-data; boundary=${boundary}`,
              ),
            );
          },
          400,
          [V, F],
        ],
        [
          `${path}: a __proto__ field`,
          () =>
            send(
              form(path, [...applicationParts(), { name: '__proto__', value: '{"isAdmin":true}' }]),
            ),
          400,
          V,
        ],
        [
          `${path}: a constructor field`,
          () => send(form(path, [...applicationParts(), { name: 'constructor', value: 'x' }])),
          400,
          V,
        ],
        [
          `${path}: a field declared JSON that is not`,
          () =>
            send(
              form(path, [
                ...applicationParts(),
                { name: 'skills', value: '{"a":', contentType: 'application/json' },
              ]),
            ),
          400,
          V,
        ],
        [
          `${path}: 200 fields`,
          () =>
            send(
              form(
                path,
                Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
              ),
            ),
          413,
          V,
        ],
        [
          `${path}: two resumes`,
          () =>
            send(
              form(path, [
                ...applicationParts(),
                { name: 'resume', fileName: 'a.pdf', content: files.pdf() },
                { name: 'resume', fileName: 'b.pdf', content: files.pdf() },
              ]),
            ),
          400,
          F,
        ],
      ]),
      [
        'job application: a 6 MB resume',
        () => send(withResume('cv.pdf', files.oversized())),
        413,
        F,
      ],
      [
        'job application: a zip bomb named cv.docx',
        () => send(withResume('cv.docx', zipBomb())),
        415,
        F,
      ],
      [
        'job application: a zip bomb named cv.docx whose headers understate its sizes',
        () => send(withResume('cv.docx', lyingZipBomb())),
        415,
        F,
      ],
      [
        'job application: an executable renamed cv.docx',
        () =>
          send(
            withResume(
              'cv.docx',
              Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(4096)]),
            ),
          ),
        415,
        F,
      ],
      [
        'job application: an ELF binary renamed cv.pdf',
        () => send(withResume('cv.pdf', files.executable())),
        415,
        F,
      ],
      [
        'job application: an executable named ../../../../usr/bin/cv.docx',
        () => send(withResume('../../../../usr/bin/cv.docx', files.executable())),
        415,
        F,
      ],
      [
        'job application: /etc/passwd as ..\\..\\..\\etc\\passwd',
        () =>
          send(
            withResume('..\\..\\..\\etc\\passwd', Buffer.from('root:x:0:0:root:/root:/bin/bash\n')),
          ),
        415,
        F,
      ],
      [
        'job application: a 6 MB resume announced with a short Content-Length',
        () => {
          const { body, contentType } = multipartBody([
            ...applicationParts(),
            { name: 'resume', fileName: 'cv.pdf', content: files.oversized() },
          ]);
          return raw(
            '/api/job-application',
            { 'content-type': contentType, 'content-length': String(body.length - 1000) },
            body.subarray(0, body.length - 1000),
          );
        },
        413,
        F,
      ],
      [
        'job application: a form announced longer than it is, then nothing',
        async () => {
          const { body, contentType } = truncated();
          // The client goes away mid-upload: there is nobody to answer, and nothing may be kept.
          await raw(
            '/api/job-application',
            { 'content-type': contentType, 'content-length': String(body.length + 5000) },
            body,
            true,
          );
          return send({
            method: 'POST',
            path: '/api/contact',
            headers: { 'content-type': 'text/plain' },
            body: Buffer.from('x'),
          });
        },
        415,
        V,
      ],
    ];

    it.each(nasties)('%s', async (name, call, status, code) => {
      const answer = await call();
      const statuses = ([] as number[]).concat(status);
      const codes = ([] as string[]).concat(code);
      const problem =
        answer.error ??
        (statuses.includes(answer.status) &&
        codes.includes((answer.body as { code?: string })?.code ?? '')
          ? undefined
          : `answered ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`);
      record('hand-written', answer, problem, name);
      expect({ name, problem }).toEqual({ name, problem: undefined });
    });
  });

  const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number, offset: number) =>
    fc.sample(arbitrary, { numRuns: count, seed: SEED + offset });

  it(`answers ${PER_ROUTE} generated bad inputs per public route with catalogue errors (seed ${SEED})`, async () => {
    const routes = [
      ...JSON_ROUTES.map((route) => jsonCases(route)),
      ...MULTIPART_ROUTES.map((route) => multipartCases(route)),
      newsletterLinkCases('unsubscribe'),
      newsletterLinkCases('confirm'),
    ];
    const cases = routes.flatMap((arbitrary, i) => sample(arbitrary, PER_ROUTE, i));
    await run(cases);
    const names = routesOf(cases);
    expect(names).toHaveLength(11);
    for (const name of names) expect(figures.get(name)?.cases).toBe(PER_ROUTE);
    expect(failuresOf(names)).toEqual([]);
  }, 600_000);

  it(`answers ${PER_STAFF_ROUTE} generated staff list queries and record ids per route, signed in, without a 5xx`, async () => {
    const cases = RECORD_KIND_IDS.flatMap((kind, i) => {
      const path = `/api/${STAFF_PATHS[kind]}`;
      return [
        ...sample(staffQueryCases(path, RECORD_KINDS[kind].statuses), PER_STAFF_ROUTE, 100 + i),
        ...sample(
          staffRecordCases(path, RECORD_KINDS[kind].staffSetsStatus),
          PER_STAFF_ROUTE,
          200 + i,
        ),
        ...(isWorked(kind)
          ? sample(
              staffWorkCases(path, RECORD_KINDS[kind].staffSetsStatus),
              PER_STAFF_ROUTE * 9,
              300 + i,
            )
          : []),
      ];
    });
    // A person: the view, export and erasures' queries, and refused erase bodies.
    cases.push(
      ...sample(personQueryCases(), PER_STAFF_ROUTE * 5, 400),
      ...sample(eraseCases(), PER_STAFF_ROUTE * 3, 401),
    );
    await run(cases, { cookie });
    // Every route that works a record was tried, for every kind staff work.
    expect(routesOf(cases)).toEqual(
      expect.arrayContaining([
        'PATCH /api/contact/:id/owner',
        'PATCH /api/contact/:id/follow-up',
        'POST /api/contact/:id/notes',
        'DELETE /api/contact/:id/notes/:noteId',
        'POST /api/contact/:id/replies',
        'POST /api/contact/:id/replies/:replyId/release',
        'POST /api/contact/:id/replies/:replyId/discard',
        'PATCH /api/contact/status',
        'PATCH /api/internship/questions/owner',
        'GET /api/admin/people',
        'GET /api/admin/people/export',
        'GET /api/admin/erasures',
        'GET /api/admin/erasures/:id',
        'POST /api/admin/people/erase',
      ]),
    );
    expect(failuresOf(routesOf(cases))).toEqual([]);
  }, 600_000);

  it('stored nothing, queued nothing, mailed nothing and left nothing in the bucket', async () => {
    const services = ['lead', 'recruiting', 'newsletter', 'notification'] as const;
    const rows: Record<string, number> = {};
    for (const service of services) {
      const tables = await system.db[service].query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'",
      );
      for (const { tablename } of tables) {
        const [{ count }] = await system.db[service].query<{ count: string }>(
          `SELECT count(*) FROM "${tablename}"`,
        );
        rows[`${service}.${tablename}`] = Number(count);
      }
    }
    expect(Object.keys(rows).length).toBeGreaterThan(8);
    expect(Object.entries(rows).filter(([, count]) => count > 0)).toEqual([]);

    const jobs: Record<string, number> = {};
    for (const name of Object.values(QueueName)) {
      const queue = new Queue(name, {
        prefix: system.prefix,
        connection: { url: system.config.REDIS_URL },
      });
      const counts = await queue.getJobCounts();
      await queue.close();
      jobs[name] = Object.values(counts).reduce((sum, n) => sum + n, 0);
    }
    expect(jobs).toEqual(Object.fromEntries(Object.values(QueueName).map((name) => [name, 0])));
    expect(await system.mail.messages()).toEqual([]);
    expect(await system.objects.keys()).toEqual([]);
  });
});
