import { consultationSchema } from '@bytecraft/contracts/kinds/consultation';
import { contactSchema } from '@bytecraft/contracts/kinds/contact';
import { developerHireSchema } from '@bytecraft/contracts/kinds/developer-hire';
import { internshipApplicationSchema } from '@bytecraft/contracts/kinds/internship-application';
import { internshipQuestionSchema } from '@bytecraft/contracts/kinds/internship-question';
import {
  jobApplicationSchema,
  resumeSubmissionSchema,
} from '@bytecraft/contracts/kinds/job-application';
import { newsletterSubscribeSchema } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { eraseRequestSchema } from '@bytecraft/contracts/people';
import { HONEYPOT_FIELD, UUID_PATTERN } from '@bytecraft/contracts/submission';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  buildConsultation,
  buildContact,
  buildDeveloperHire,
  buildInternshipApplication,
  buildJobApplication,
  buildScheduleCall,
  files,
} from '@bytecraft/testing/factories';
import { scheduleCallSchema } from '@bytecraft/contracts/kinds/schedule-call';
import { multipartBody, type Part } from './multipart';

/**
 * Generated bad input for every public route, over the shared schemas: each case starts from
 * a valid submission and breaks it (wrong types, nulls, arrays, deep nesting, huge and unicode
 * strings, prototype-pollution keys, bad Idempotency-Keys, bad resumes). A JSON case is kept
 * only when the schema itself refuses it (or it is a honeypot bot), a multipart case always
 * carries at least one fault no parsing can make valid: so nothing generated may be stored.
 */

/** One request, as sent; `expect` is what the gateway must answer. */
export interface BadCase {
  route: string;
  method: 'POST' | 'GET' | 'PATCH' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What it breaks, for failure messages. */
  label: string;
  /** `refused`: a catalogue 4xx; `trapped`: a honeypot bot, answered 201 and dropped. */
  expect: 'refused' | 'trapped';
}

/** A generated JSON case before the schema has judged it. */
type Candidate = Omit<BadCase, 'expect'> & { expect: BadCase['expect'] | 'accepted' };

export const JSON_BODY_LIMIT = 65_536;

/** A question from the internship page's dialog. */
const buildQuestion = () => ({
  name: 'Anita Roy',
  email: `anita.${randomUUID().slice(0, 6)}@example.com`,
  university: 'NIT Trichy',
  question: 'Can second-year students apply for the summer internship?',
  internshipInterest: 'web-development',
});

interface JsonRoute {
  path: string;
  schema: z.core.$ZodType;
  valid: () => Record<string, unknown>;
}

export const JSON_ROUTES: JsonRoute[] = [
  { path: '/api/contact', schema: contactSchema, valid: () => buildContact() },
  { path: '/api/consultation', schema: consultationSchema, valid: buildConsultation },
  { path: '/api/schedule-call', schema: scheduleCallSchema, valid: buildScheduleCall },
  { path: '/api/developer-hire', schema: developerHireSchema, valid: buildDeveloperHire },
  { path: '/api/internship/question', schema: internshipQuestionSchema, valid: buildQuestion },
  {
    path: '/api/newsletter/subscribe',
    schema: newsletterSubscribeSchema,
    valid: () => ({ email: `news.${randomUUID().slice(0, 6)}@example.com`, source: 'footer' }),
  },
];

interface MultipartRoute {
  path: string;
  schema: z.core.$ZodType;
  valid: () => Record<string, string | undefined>;
  resumeRequired: boolean;
  /** Required text fields, any of which removed makes the form invalid. */
  required: string[];
  /** Option fields: a value off the list is refused. */
  options: string[];
}

export const MULTIPART_ROUTES: MultipartRoute[] = [
  {
    path: '/api/job-application',
    schema: jobApplicationSchema,
    valid: () => buildJobApplication(),
    resumeRequired: true,
    required: ['name', 'email', 'phone', 'experience', 'skills', 'coverLetter'],
    options: ['experience'],
  },
  {
    path: '/api/job-application/resume',
    schema: resumeSubmissionSchema,
    valid: () => {
      const { name, email, phone, skills } = buildJobApplication();
      return { name, email, phone, skills };
    },
    resumeRequired: true,
    required: ['name', 'email'],
    options: ['experience'],
  },
  {
    path: '/api/internship/application',
    schema: internshipApplicationSchema,
    valid: () => buildInternshipApplication(),
    resumeRequired: false,
    required: ['name', 'email', 'university', 'course', 'motivation'],
    options: ['year', 'availability'],
  },
];

// ---- values that break a field -------------------------------------------------------------

const deep = (depth: number, leaf: unknown, asObject: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
};

/** Strings that are never a real person's input. */
const nastyString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n\r',
    '\u0000',
    'Asha\u0000Rao',
    '\u200b\u200b\u200b',
    '\ud800',
    'x\udfffy',
    '\ufeff',
    '💥'.repeat(60),
    'e\u0301'.repeat(200),
    '<script>alert(1)</script>',
    "'; DROP TABLE contacts; --",
    '${jndi:ldap://x}',
    '{{7*7}}',
    '../../../../etc/passwd',
    '%00%2e%2e%2f',
    'null',
    'undefined',
    'NaN',
    '__proto__',
  ),
  // Over every field's limit, from just over to a body over the 64 KB limit.
  fc
    .tuple(fc.integer({ min: 1001, max: 80_000 }), fc.constantFrom('a', 'é', '字', '𝄞', ' '))
    .map(([n, c]) => c.repeat(n)),
);

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 3 }),
  fc
    .tuple(fc.integer({ min: 10, max: 1_000 }), fc.anything({ maxDepth: 0 }), fc.boolean())
    .map(([depth, leaf, asObject]) => deep(depth, leaf, asObject)),
);

const fieldValue = fc.oneof(
  { weight: 3, arbitrary: wrongType },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom('zzz', 'CLOUD', 'cloud ', 'other\u0000') },
  { weight: 1, arbitrary: fc.constantFrom('no-at-sign', 'a@b', '@example.com', 'a @b.co') },
);

/** A raw JSON member that tries to reach Object.prototype. */
const pollution = fc.constantFrom(
  '"__proto__":{"isAdmin":true}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"__proto__":null',
  '"a":{"__proto__":{"polluted":1}}',
  '"a":[{"constructor":{"prototype":{"polluted":1}}}]',
);

/** Idempotency-Key values that are not a UUID (v1 to v8, any case). */
const badKey = fc
  .oneof(
    fc.constantFrom(
      '',
      ' ',
      'null',
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      `{${'1b4e28ba-2fa1-41d2-883f-0016d3cca427'}}`,
      '1b4e28ba2fa141d2883f0016d3cca427',
      '1b4e28ba-2fa1-41d2-883f-0016d3cca42',
      '1b4e28ba-2fa1-41d2-883f-0016d3cca4277',
      '1b4e28ba-2fa1-91d2-883f-0016d3cca427',
      '1b4e28ba-2fa1-41d2-c83f-0016d3cca427',
      'g1b4e28b-2fa1-41d2-883f-0016d3cca427',
      '1b4e28ba-2fa1-41d2-883f-0016d3cca427, 1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      'x'.repeat(8000),
    ),
    fc.uuid().map((uuid) => uuid.replace(/-/g, '_')),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdefg-{} '), maxLength: 40 }),
  )
  // HTTP drops the spaces around a header's value: what the server sees must still be bad.
  .map((key) => key.trim())
  .filter((key) => !UUID_PATTERN.test(key));

const keyHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constant('valid') },
  { weight: 2, arbitrary: badKey },
);

const headersOf = (key: string | undefined, contentType?: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (key !== undefined) headers['idempotency-key'] = key === 'valid' ? randomUUID() : key;
  return headers;
};

/** Whether the route takes a submission id (a subscription is answered at once, by address). */
const takesKey = (path: string) => path !== '/api/newsletter/subscribe';

const keyRefused = (path: string, headers: Record<string, string>) => {
  const key = headers['idempotency-key'];
  return takesKey(path) && key !== undefined && !UUID_PATTERN.test(key);
};

// ---- JSON routes -----------------------------------------------------------------------------

/** What fastify's JSON parser (secure-json-parse, errors on both) refuses outright. */
function poisoned(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const key of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return true;
    if (
      key === 'constructor' &&
      member !== null &&
      typeof member === 'object' &&
      Object.prototype.hasOwnProperty.call(member, 'prototype')
    )
      return true;
    if (poisoned(member)) return true;
  }
  return false;
}

/** What the gateway must answer a JSON body with, by the shared schema: or `accepted`. */
export function expectJson(
  { path, schema }: Pick<JsonRoute, 'path' | 'schema'>,
  raw: string,
  headers: Record<string, string>,
): 'refused' | 'trapped' | 'accepted' {
  if (headers['content-type'] !== 'application/json') return 'refused';
  if (Buffer.byteLength(raw) > JSON_BODY_LIMIT) return 'refused';
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return 'refused';
  }
  if (poisoned(body)) return 'refused';
  const trap = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap.trim() !== '') return 'trapped';
  if (keyRefused(path, headers)) return 'refused';
  return z.safeParse(schema, body ?? {}).success ? 'accepted' : 'refused';
}

const jsonMutation = (fields: string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        op: fc.constant('set' as const),
        field: fc.constantFrom(...fields),
        value: fieldValue,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant('drop' as const), field: fc.constantFrom(...fields) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant('extra' as const),
        key: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('id', 'status', 'createdAt')),
        value: fc.anything({ maxDepth: 2 }),
      }),
    },
  );

/** Serializes, splicing raw members (prototype keys) that JSON.stringify would not write. */
function jsonText(body: unknown, raw: string[]): string {
  const text = JSON.stringify(body);
  if (raw.length === 0 || text === undefined || !text.startsWith('{')) return text ?? '';
  return `{${raw.join(',')}${text === '{}' ? '' : ','}${text.slice(1)}`;
}

/** Arbitrary refused (or honeypot) requests for one JSON route. */
export function jsonCases(route: JsonRoute): fc.Arbitrary<BadCase> {
  const fields = Object.keys(route.valid());
  const topLevel = fc.oneof(
    fc.constant(null),
    fc.integer(),
    fc.string({ maxLength: 30 }),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
    fc.integer({ min: 100, max: 1_000 }).map((depth) => deep(depth, 1, false)),
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/octet-stream',
        'text/html',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        'image/png',
      ),
    },
  );
  return fc
    .record({
      mutations: fc.array(jsonMutation(fields), { minLength: 1, maxLength: 4 }),
      replaceWhole: fc.option(topLevel, { freq: 12 }),
      raw: fc.array(pollution, { maxLength: 2 }),
      honeypot: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      key: keyHeader,
      contentType,
    })
    .map(({ mutations, replaceWhole, raw, honeypot, key, contentType }): Candidate => {
      let body: unknown = route.valid();
      const record = body as Record<string, unknown>;
      for (const mutation of mutations) {
        if (mutation.op === 'set') record[mutation.field] = mutation.value;
        else if (mutation.op === 'drop') delete record[mutation.field];
        else if (mutation.key !== '__proto__') record[mutation.key] = mutation.value;
      }
      if (honeypot) record[HONEYPOT_FIELD] = 'http://spam.example';
      if (replaceWhole !== null) body = replaceWhole;
      const text = jsonText(body, raw);
      const headers = headersOf(key, contentType);
      return {
        route: route.path,
        method: 'POST' as const,
        path: route.path,
        headers,
        body: Buffer.from(text),
        label: `${contentType} ${text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text}${key !== undefined ? ` key=${JSON.stringify(headers['idempotency-key']?.slice(0, 60))}` : ''}`,
        expect: expectJson(route, text, headers),
      };
    })
    .filter((c): c is BadCase => c.expect !== 'accepted');
}

// ---- multipart routes ------------------------------------------------------------------------

const MAGIC = [
  Buffer.from('%PDF-'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
];

/** Resumes that are not a document, or not sent where the form expects them. */
const badResume = fc.oneof(
  fc.constantFrom(
    { name: 'cv.pdf', content: files.executable() },
    { name: 'cv.docx', content: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(512)]) },
    { name: 'cv.docx', content: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(256)]) },
    { name: 'cv.pdf', content: Buffer.from('I am a PDF, trust me') },
    { name: 'cv.doc', content: Buffer.from('<html><script>alert(1)</script></html>') },
    { name: '../../../etc/passwd', content: Buffer.from('root:x:0:0:root:/root:/bin/bash\n') },
    { name: '..\\..\\windows\\system32\\cmd.exe.docx', content: files.executable() },
  ),
  // Never empty: an empty file part is no file (a browser sends one when none is chosen).
  fc
    .tuple(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.uint8Array({ minLength: 1, maxLength: 2048 }),
    )
    .map(([name, bytes]) => ({ name: `${name}.pdf`, content: Buffer.from(bytes) }))
    // Random bytes that happen to start like a document would be one.
    .filter(
      ({ content }) => !MAGIC.some((magic) => content.subarray(0, magic.length).equals(magic)),
    ),
);

const goodResume = fc.constantFrom(
  { name: 'cv.pdf', content: files.pdf() },
  { name: 'cv.doc', content: files.doc() },
  { name: 'cv.docx', content: files.docx() },
);

/** Field names a form never has; several are Object.prototype's own. */
const oddFieldName = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '__defineGetter__',
    'name[]',
    'name.first',
    '',
    'resume',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Text values a multipart field can carry (it carries only strings). */
const textValue = fc.oneof(
  nastyString,
  fc.anything({ maxDepth: 1 }).map((v) => fc.stringify(v)),
);

export function multipartCases(route: MultipartRoute): fc.Arbitrary<BadCase> {
  // Faults that no reading of the form can make valid.
  const hardFault = fc.oneof(
    fc.constantFrom(...route.required).map((field) => ({ drop: field })),
    fc.constant({ set: ['name', 'x'] as const }),
    fc
      .constantFrom('no-at-sign', 'a@b', 'two@@example.com.', 'a b@example.com')
      .map((email) => ({ set: ['email', email] as const })),
    fc
      .tuple(
        fc.constantFrom(...route.options),
        fc.constantFrom('zzz', 'senior', '9999', 'FULL-TIME'),
      )
      .map(([field, value]) => ({ set: [field, value] as const })),
    fc.constant({ resume: 'bad' as const }),
    ...(route.resumeRequired ? [fc.constant({ resume: 'none' as const })] : []),
    fc.constant({ key: 'bad' as const }),
    fc.constant({ manyFields: true as const }),
    fc.constant({ protoField: true as const }),
    fc.constant({ jsonField: true as const }),
    fc.constant({ twoFiles: true as const }),
  );
  return fc
    .record({
      faults: fc.array(hardFault, { minLength: 1, maxLength: 3 }),
      edits: fc.array(fc.tuple(fc.constantFrom(...Object.keys(route.valid())), textValue), {
        maxLength: 3,
      }),
      extras: fc.array(fc.tuple(oddFieldName, textValue), { maxLength: 3 }),
      badResume,
      goodResume,
      fileName: fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '../../../../etc/passwd.pdf',
            '..%2f..%2fcv.pdf',
            'C:\\Windows\\cv.pdf',
            'cv.pdf\u0000.exe',
            '"; rm -rf /; ".pdf',
            'лист.pdf',
            '',
          ),
        },
      ),
      badKey,
    })
    .map(({ faults, edits, extras, badResume, goodResume, fileName, badKey }): BadCase => {
      const fields: Record<string, string | undefined> = route.valid();
      // Free edits first; the hard faults are applied last, so none is overwritten.
      for (const [field, value] of edits) fields[field] = value;
      const parts: Part[] = [];
      let resume: { name: string; content: Buffer } | undefined = route.resumeRequired
        ? goodResume
        : undefined;
      const headers: Record<string, string> = {};
      const labels: string[] = [];
      let twoFiles = false;
      for (const fault of faults) {
        if ('drop' in fault) delete fields[fault.drop];
        if ('set' in fault) fields[fault.set[0]] = fault.set[1];
        if ('resume' in fault) resume = fault.resume === 'bad' ? badResume : undefined;
        if ('key' in fault) headers['idempotency-key'] = badKey;
        if ('manyFields' in fault)
          for (let i = 0; i < 40; i++) parts.push({ name: `extra${i}`, value: 'x' });
        if ('protoField' in fault) parts.push({ name: '__proto__', value: '{"isAdmin":true}' });
        if ('jsonField' in fault)
          parts.push({ name: 'skills', value: '{"a":', contentType: 'application/json' });
        if ('twoFiles' in fault) twoFiles = true;
        labels.push(JSON.stringify(fault));
      }
      for (const [name, value] of extras) parts.push({ name, value });
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined) parts.push({ name, value });
      }
      if (resume)
        parts.push({ name: 'resume', fileName: fileName ?? resume.name, content: resume.content });
      if (twoFiles) {
        if (!resume) parts.push({ name: 'resume', fileName: 'first.pdf', content: files.pdf() });
        parts.push({ name: 'resume', fileName: 'second.pdf', content: files.pdf() });
      }
      const { body, contentType } = multipartBody(parts);
      headers['content-type'] = contentType;
      return {
        route: route.path,
        method: 'POST' as const,
        path: route.path,
        headers,
        body,
        label: `faults ${labels.join(' ')}; edits ${JSON.stringify(edits).slice(0, 200)}; extras ${JSON.stringify(extras).slice(0, 200)}; file ${JSON.stringify(fileName)}`,
        expect: 'refused' as const,
      };
    });
}

// ---- newsletter links ------------------------------------------------------------------------

/**
 * Tokens no subscription has, in an unsubscribe or a confirmation link: every one must be a 404
 * (or a refused body), never a 5xx.
 */
export function newsletterLinkCases(link: 'unsubscribe' | 'confirm'): fc.Arbitrary<BadCase> {
  const token = fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
    fc.base64String({ minLength: 1, maxLength: 64 }),
    fc.constantFrom(
      '..',
      '../..',
      '%2e%2e',
      '..%2f..%2fetc%2fpasswd',
      '%00',
      'null',
      'a'.repeat(5000),
    ),
    fc.uuid(),
  );
  const body = fc.oneof(
    fc.constant({ contentType: undefined, body: undefined }),
    fc.constant({
      contentType: 'application/x-www-form-urlencoded',
      body: 'List-Unsubscribe=One-Click',
    }),
    fc.string({ maxLength: 200 }).map((text) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: text,
    })),
    fc.anything({ maxDepth: 3 }).map((value) => ({
      contentType: 'application/json',
      body: JSON.stringify(value) ?? 'undefined',
    })),
    fc.constantFrom('text/plain', 'application/xml').map((contentType) => ({
      contentType,
      body: 'List-Unsubscribe=One-Click',
    })),
  );
  return fc.tuple(token, body).map(([token, { contentType, body }]): BadCase => ({
    route: `/api/newsletter/${link}/:token`,
    method: 'POST' as const,
    path: `/api/newsletter/${link}/${percentEncode(token)}`,
    headers: contentType ? { 'content-type': contentType } : {},
    body: body === undefined ? undefined : Buffer.from(body),
    label: `token ${JSON.stringify(token.slice(0, 100))} ${contentType ?? ''} ${JSON.stringify(body?.slice(0, 100))}`,
    expect: 'refused' as const,
  }));
}

/** Every byte but the unreserved ones percent-encoded; lone surrogates go as U+FFFD. */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

// ---- staff lists -----------------------------------------------------------------------------

/** Query strings for a staff list, signed in: answered 200 or a catalogue 400, never a 5xx. */
export function staffQueryCases(route: string, statuses: readonly string[]): fc.Arbitrary<BadCase> {
  const numberish = fc.oneof(
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom(
      '0',
      '-1',
      '1e309',
      '1e3',
      '0x10',
      ' 5 ',
      '',
      'NaN',
      'Infinity',
      '9'.repeat(400),
    ),
    fc.string({ maxLength: 20 }),
  );
  const pair = fc.oneof(
    fc.tuple(fc.constant('page'), numberish),
    fc.tuple(fc.constant('limit'), numberish),
    fc.tuple(
      fc.constant('status'),
      fc.oneof(fc.constantFrom(...statuses, 'NEW', '', 'new ', '%'), fc.string({ maxLength: 30 })),
    ),
    fc.tuple(fc.constant('q'), nastyString),
    fc.tuple(
      fc.constant('owner'),
      fc.oneof(
        fc.constantFrom('me', 'none', 'ME', 'nobody', '', '00000000-0000-0000-0000-000000000000'),
        fc.uuid(),
        fc.string({ maxLength: 40 }),
      ),
    ),
    fc.tuple(
      fc.constantFrom('overdue', 'waiting'),
      fc.oneof(
        fc.constantFrom('true', 'false', '1', 'yes', 'TRUE', ''),
        fc.string({ maxLength: 10 }),
      ),
    ),
    fc.tuple(
      fc.constantFrom('__proto__', 'constructor', 'page[]', 'q[a]', 'sort', 'limit[$gt]'),
      fc.string({ maxLength: 20 }),
    ),
  );
  const raw = fc.constantFrom('q=%', 'q=%E0%A4%A', 'page=%00', 'q=%00', '&&&', '=', 'q', 'a=b=c');
  return fc
    .tuple(fc.array(pair, { maxLength: 5 }), fc.option(raw, { freq: 5 }))
    .map(([pairs, extra]) => {
      const query = [
        ...pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`),
        ...(extra ? [extra] : []),
      ].join('&');
      return {
        route,
        method: 'GET' as const,
        path: `${route}?${query}`,
        headers: {},
        label: `?${query.slice(0, 300)}`,
        expect: 'refused' as const,
      };
    });
}

/** Record ids and status changes for one staff kind: 404 or 400, never a 5xx. */
export function staffRecordCases(route: string, setsStatus: boolean): fc.Arbitrary<BadCase> {
  const id = fc.oneof(
    fc.uuid(),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
    fc.constantFrom('..', '%00', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000', '-1'),
  );
  const body = fc.oneof(
    fc.anything({ maxDepth: 2 }).map((status) => JSON.stringify({ status }) ?? '{}'),
    fc.string({ maxLength: 40 }).map((status) => JSON.stringify({ status })),
    fc.constantFrom('{"status":"new","__proto__":{"x":1}}', '[]', 'null', '{'),
  );
  return fc.tuple(id, body, fc.boolean()).map(([id, text, patch]): BadCase => {
    const path = `${route}/${percentEncode(id)}`;
    return patch && setsStatus
      ? {
          route: `${route}/:id/status`,
          method: 'PATCH' as const,
          path: `${path}/status`,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(text),
          label: `PATCH ${path}/status ${text.slice(0, 200)}`,
          expect: 'refused' as const,
        }
      : {
          route: `${route}/:id`,
          method: 'GET' as const,
          path,
          headers: {},
          label: `GET ${path}`,
          expect: 'refused' as const,
        };
  });
}

/**
 * Bodies for the routes that work a record and for its kind's bulk changes, signed in, on
 * records that do not exist: a catalogue 400 or 404 (a well-formed bulk change answers 200,
 * every id failed), never a 5xx, and nothing stored.
 */
export function staffWorkCases(route: string, setsStatus: boolean): fc.Arbitrary<BadCase> {
  const id = fc.oneof(
    fc.uuid(),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
    fc.constantFrom('..', '%00', "1' OR '1'='1", '-1'),
  );
  const value = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    nastyString,
    fc.uuid(),
    fc.constantFrom(
      null,
      '',
      '2026-12-01T09:00:00Z',
      '2026-13-45T99:99Z',
      '{{salary}}',
      'x'.repeat(20_000),
    ),
  );
  const json = (keys: string[]) =>
    fc.oneof(
      fc
        .record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
        .map((body) => JSON.stringify(body)),
      fc.constantFrom('[]', 'null', '{', '"text"', '{"__proto__":{"x":1}}'),
    );
  const ids = fc.oneof(fc.array(id, { maxLength: 4 }), value);
  const bulkIds = (rest: string) =>
    fc.tuple(ids, value).map(([list, other]) => JSON.stringify({ ids: list, [rest]: other }));
  // The second id names a note or a reply.
  const work = fc.tuple(id, id).chain(([recordId, noteId]) => {
    const path = `${route}/${percentEncode(recordId)}`;
    const cases: fc.Arbitrary<[BadCase['method'], string, string, string | undefined]>[] = [
      json(['ownerId']).map((body) => ['PATCH', `${route}/:id/owner`, `${path}/owner`, body]),
      json(['at']).map((body) => ['PATCH', `${route}/:id/follow-up`, `${path}/follow-up`, body]),
      json(['text']).map((body) => ['POST', `${route}/:id/notes`, `${path}/notes`, body]),
      fc.constant([
        'DELETE',
        `${route}/:id/notes/:noteId`,
        `${path}/notes/${percentEncode(noteId)}`,
        undefined,
      ]),
      json(['subject', 'body', 'templateId', 'quote']).map((body) => [
        'POST',
        `${route}/:id/replies`,
        `${path}/replies`,
        body,
      ]),
      ...(['release', 'discard'] as const).map((decision) =>
        fc.constant<[BadCase['method'], string, string, undefined]>([
          'POST',
          `${route}/:id/replies/:replyId/${decision}`,
          `${path}/replies/${percentEncode(noteId)}/${decision}`,
          undefined,
        ]),
      ),
      fc
        .oneof(bulkIds('ownerId'), json(['ids', 'ownerId']))
        .map((body) => ['PATCH', `${route}/owner`, `${route}/owner`, body]),
    ];
    if (setsStatus) {
      cases.push(
        fc
          .oneof(bulkIds('status'), json(['ids', 'status']))
          .map((body) => ['PATCH', `${route}/status`, `${route}/status`, body]),
      );
    }
    return fc.oneof(...cases);
  });
  return work.map(([method, routeName, path, body]): BadCase => ({
    route: routeName,
    method,
    path,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: Buffer.from(body) }),
    label: `${method} ${path} ${(body ?? '').slice(0, 200)}`,
    expect: 'refused',
  }));
}

// ---- a person --------------------------------------------------------------------------------

/** An address as a query or a body may carry one: valid, nearly, or anything but. */
const addressish = fc.oneof(
  nastyString,
  fc.emailAddress(),
  fc.constantFrom(
    '',
    'a@b',
    'asha@',
    '%',
    ' asha@example.com ',
    'ASHA@EXAMPLE.COM',
    `${'a'.repeat(300)}@example.com`,
    'asha@example.com\u0000',
    "asha'--@example.com",
  ),
);

/**
 * The person view and its export (`?email=`, signed in): 200 (nothing there, or an empty
 * ZIP) or a catalogue 400, never a 5xx; erasures by malformed or unknown ids (404) and their
 * list's `limit` (200 or 400).
 */
export function personQueryCases(): fc.Arbitrary<BadCase> {
  const key = fc.constantFrom('email', 'email[]', 'email[a]', '__proto__', 'constructor', 'q');
  const query = fc
    .tuple(
      fc.constantFrom('/api/admin/people', '/api/admin/people/export', '/api/admin/erasures'),
      fc.array(
        fc.oneof(
          fc.tuple(key, addressish),
          fc.tuple(
            fc.constant('limit'),
            fc.oneof(
              fc.integer().map(String),
              fc.constantFrom('0', '101', '1e3', '', 'NaN', '20.5', '9'.repeat(400)),
            ),
          ),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([route, pairs]): BadCase => {
      const text = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
      return {
        route,
        method: 'GET',
        path: `${route}?${text}`,
        headers: {},
        label: `?${text.slice(0, 300)}`,
        expect: 'refused',
      };
    });
  const erasure = fc
    .oneof(
      fc.uuid(),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
      fc.constantFrom('..', '%00', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000', '-1'),
    )
    .map((id): BadCase => ({
      route: '/api/admin/erasures/:id',
      method: 'GET',
      path: `/api/admin/erasures/${percentEncode(id)}`,
      headers: {},
      label: `GET /api/admin/erasures/${id.slice(0, 100)}`,
      expect: 'refused',
    }));
  return fc.oneof(query, erasure);
}

/**
 * Erase requests an admin's session sends that the schema refuses (the address not typed
 * again the same, missing, not an address, not JSON): a catalogue 400 (413, 415), nothing
 * queued. A valid one would erase, so none is kept.
 */
export function eraseCases(): fc.Arbitrary<BadCase> {
  const field = fc.constantFrom('email', 'confirm', '__proto__', 'constructor', 'extra');
  const value = fc.oneof(addressish, fc.anything({ maxDepth: 2 }));
  const body = fc.oneof(
    fc
      .tuple(
        fc.emailAddress(),
        fc.array(fc.tuple(field, fc.option(value, { nil: undefined })), {
          minLength: 1,
          maxLength: 3,
        }),
      )
      .map(([email, edits]) => {
        const record: Record<string, unknown> = { email, confirm: email };
        for (const [name, edit] of edits) {
          if (edit === undefined) delete record[name];
          else record[name] = edit;
        }
        return JSON.stringify(record);
      }),
    fc.constantFrom('[]', 'null', '{', '"asha@example.com"', '{"__proto__":{"email":"a@b.c"}}'),
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded') },
  );
  return fc
    .tuple(body, contentType)
    .filter(([text, type]) => {
      if (type !== 'application/json') return true;
      try {
        return !eraseRequestSchema.safeParse(JSON.parse(text)).success;
      } catch {
        return true;
      }
    })
    .map(([text, type]): BadCase => ({
      route: '/api/admin/people/erase',
      method: 'POST',
      path: '/api/admin/people/erase',
      headers: { 'content-type': type },
      body: Buffer.from(text),
      label: `${type} ${text.slice(0, 300)}`,
      expect: 'refused',
    }));
}
