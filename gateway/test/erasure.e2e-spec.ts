import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import {
  ERASE_CONFIRM_MESSAGE,
  ERASURE_PARTS,
  type Erasure,
  type ErasureAccepted,
} from '@bytecraft/contracts/people';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { StaffRole } from '@bytecraft/contracts/staff-team';
import { RecordKind, STAFF_PATHS } from '@bytecraft/contracts/triage';
import { createRootLogger } from '@bytecraft/service-runtime/logging/root-logger';
import { buildContact } from '@bytecraft/testing/factories';
import { SERVICE_NAMES, parseLogLines } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { ErasuresService } from '../src/erasures/erasures.service';
import { RETENTION_SCHEDULER_ID } from '../src/erasures/retention.service';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { personAddress, personOf, stored, submit, submitEveryKind } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

/** pino's info level: the lines an operator's log keeps. */
const INFO = 30;
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * Erasing a person (issue #29), the proof: one address in every kind, with resumes, a failed
 * job, a mail waiting, a note and a reply, erased by an admin, is then in no table of any
 * database, no object of the bucket, no key or value in Redis and no info line of any process;
 * a second erase finds nothing; a later submission is a new person. And retention, with an
 * injected clock, erases only what is past its months.
 */
describe('erasing a person (system)', () => {
  let system: TestSystem;
  let admin: string;
  let member: string;
  let gatewayOutput = '';
  const http = () => request(system.app.getHttpServer());
  const queue = (name: QueueName) =>
    new Queue(name, { prefix: system.prefix, connection: { url: system.config.REDIS_URL } });

  beforeAll(async () => {
    const logger = createRootLogger(
      'gateway',
      { LOG_LEVEL: 'log', LOG_FORMAT: 'json' },
      { write: (line: string) => void (gatewayOutput += line) },
    );
    system = await startTestSystem('erasure', {}, { gatewayLogger: logger });
    admin = await signIn(system.app, system.staff);
    const credentials = {
      email: `member.${randomBytes(3).toString('hex')}@bytecraft.example`,
      password: randomBytes(12).toString('base64url'),
    };
    await system.app
      .get(StaffAccountsService)
      .add(credentials.email, credentials.password, StaffRole.Staff);
    member = await signIn(system.app, credentials);
  });
  afterAll(() => system?.stop());

  const erase = (email: string, confirm = email, cookie = admin) =>
    http().post('/api/admin/people/erase').set('Cookie', cookie).send({ email, confirm });
  const erasure = async (id: string) =>
    (await http().get(`/api/admin/erasures/${id}`).set('Cookie', admin).expect(200)).body
      .data as Erasure;
  const finished = (id: string) =>
    waitFor(async () => ((await erasure(id)).status === 'done' ? erasure(id) : undefined), {
      what: `erasure ${id} to finish`,
      timeoutMs: 60_000,
    });

  /** Where the address still is: `database.table` rows, Redis keys, log lines, bucket keys. */
  async function tracesOf(address: string, resumeKeys: string[]) {
    const needle = address.toLowerCase();
    const rows: string[] = [];
    for (const [name, db] of Object.entries(system.db)) {
      const tables = await db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
      );
      for (const { tablename } of tables) {
        // The row as text holds every column, text and JSON alike.
        const [{ count }] = await db.query<{ count: string }>(
          `SELECT count(*) FROM "${tablename}" t WHERE strpos(lower(t::text), $1) > 0`,
          [needle],
        );
        if (Number(count) > 0) rows.push(`${name}.${tablename}: ${count}`);
      }
    }
    const redis = new Redis(system.config.REDIS_URL);
    const keys: string[] = [];
    try {
      for await (const batch of redis.scanStream({ match: `${system.prefix}*`, count: 1000 })) {
        for (const key of batch as string[]) {
          const held = `${key} ${await redisValue(redis, key)}`;
          if (held.toLowerCase().includes(needle)) keys.push(key);
        }
      }
    } finally {
      redis.disconnect();
    }
    const lines = [
      ...SERVICE_NAMES.flatMap((name) => system.service(name).logs()),
      ...parseLogLines(gatewayOutput),
    ]
      .filter((line) => Number(line.level) >= INFO)
      .map((line) => JSON.stringify(line))
      .filter((line) => line.toLowerCase().includes(needle));
    const bucket = (await system.objects.keys()).filter((key) => resumeKeys.includes(key));
    return { rows, keys, lines, bucket };
  }

  it('erases one address from every service, the queues, the bucket, Redis and the logs; again finds nothing; a new submission is a new person', async () => {
    const email = personAddress();
    const sent = await submitEveryKind(system.app, email);
    await stored(system.app, admin, email, sent);
    const resumeKeys = (
      await system.db.recruiting.query<{ resumeKey: string }>(
        `SELECT "resumeKey" FROM job_applications WHERE lower(email) = $1
         UNION ALL SELECT "resumeKey" FROM internship_applications WHERE lower(email) = $1`,
        [email.toLowerCase()],
      )
    ).map((row) => row.resumeKey);
    expect(resumeKeys).toHaveLength(2);

    // Worked: a note and a reply, mailed to the address.
    const contact = sent.find((one) => one.kind === RecordKind.Contact)!;
    const contactPath = `/api/${STAFF_PATHS[RecordKind.Contact]}/${contact.id}`;
    await http()
      .post(`${contactPath}/notes`)
      .set('Cookie', admin)
      .send({ text: 'Asked for a quote.' })
      .expect(201);
    await http()
      .post(`${contactPath}/replies`)
      .set('Cookie', admin)
      .send({ subject: 'Your enquiry', body: 'Hello {{firstName}}, a quote follows.' })
      .expect(201);
    await system.mail.waitForMail(
      (mail) =>
        mail.to[0]?.address.toLowerCase() === email.toLowerCase() &&
        mail.subject === 'Your enquiry',
      'the reply',
    );
    // A job that failed for good, and a mail waiting to be sent, both carrying the address.
    const lead = queue(QueueName.Lead);
    const notification = queue(QueueName.Notification);
    try {
      const failed = await lead.add(
        JobName.ContactSubmitted,
        {
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
          data: { ...buildContact({ email }), name: '' },
        },
        { jobId: randomUUID(), attempts: 1 },
      );
      await waitFor(async () => (await failed.getState()) === 'failed', {
        what: 'the bad job to fail',
      });
      // Every job before this one done: what the sweep finds is kept, not still on its way.
      await system.drained(...Object.values(QueueName));
      await notification.add(
        JobName.SendMail,
        { to: email, note: 'held back' },
        { jobId: randomUUID(), delay: 3_600_000 },
      );
    } finally {
      await Promise.all([lead.close(), notification.close()]);
    }

    // The checks below can see the address: before the erasure it is everywhere.
    const before = await tracesOf(email, resumeKeys);
    expect(before.rows.length).toBeGreaterThanOrEqual(5);
    expect(before.keys.length).toBeGreaterThan(0);
    expect(before.bucket).toHaveLength(2);

    // Confirmed as typed in another case: one person is one address, compared lower-cased.
    const accepted = await erase(email, email.toLowerCase()).expect(202);
    const { id, status } = accepted.body.data as ErasureAccepted;
    expect(status).toBe('in-progress');
    const done = await finished(id);
    expect(done).toMatchObject({
      reason: 'request',
      requestedBy: system.staff.email,
      emailHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Object.keys(done.parts).sort()).toEqual([...ERASURE_PARTS].sort());
    expect(done.parts.lead.counts).toEqual({
      [RecordKind.Contact]: 1,
      [RecordKind.Consultation]: 1,
      [RecordKind.ScheduleCall]: 1,
      [RecordKind.DeveloperHire]: 1,
    });
    expect(done.parts.recruiting.counts).toMatchObject({
      [RecordKind.JobApplication]: 1,
      [RecordKind.InternshipApplication]: 1,
      [RecordKind.InternshipQuestion]: 1,
      resumes: 2,
    });
    expect(done.parts.newsletter.counts).toEqual({ [RecordKind.NewsletterSubscription]: 1 });
    expect(done.parts.notification.counts.mails).toBeGreaterThan(0);
    // The failed job, the waiting mail, and the completed jobs kept a day.
    expect(done.parts.gateway.counts.jobs).toBeGreaterThanOrEqual(2);
    // A part's report arriving again (its job run twice) changes nothing: the first stands.
    expect(await system.app.get(ErasuresService).record(id, ServiceName.Lead, { contact: 9 })).toBe(
      false,
    );
    expect((await erasure(id)).parts.lead).toEqual(done.parts.lead);

    const after = await tracesOf(email, resumeKeys);
    expect(after).toEqual({ rows: [], keys: [], lines: [], bucket: [] });
    expect(await personOf(system.app, admin, email)).toEqual({
      email: email.toLowerCase(),
      records: [],
      mails: [],
    });

    // Erased again: nothing is left to find.
    const again = await finished(
      ((await erase(email).expect(202)).body.data as ErasureAccepted).id,
    );
    expect(again.status).toBe('done');
    for (const part of ERASURE_PARTS) {
      const nonZero = Object.values(again.parts[part].counts).filter((n) => n !== 0);
      expect({ part, nonZero }).toEqual({ part, nonZero: [] });
    }

    // The address sends again: a new person, with a new record.
    const later = await submit(system.app, RecordKind.Contact, email);
    const person = await stored(system.app, admin, email, [later]);
    expect(person.records.map(({ record }) => record.id)).toEqual([later.id]);
    expect(later.id).not.toBe(contact.id);

    // The erasures list, newest first, holds both.
    const listed = (await http().get('/api/admin/erasures').set('Cookie', admin).expect(200)).body
      .data as Erasure[];
    expect(listed.slice(0, 2).map((one) => one.id)).toEqual([again.id, id]);
  });

  it('keeps erasing and its progress to admins, and asks for the address twice', async () => {
    const email = personAddress();
    const forbidden = [
      await erase(email, email, member),
      await http().get('/api/admin/erasures').set('Cookie', member),
      await http().get(`/api/admin/erasures/${randomUUID()}`).set('Cookie', member),
    ];
    expect(forbidden.map((res) => [res.status, res.body.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
    const wrong = await erase(email, `other.${email}`).expect(400);
    expect(wrong.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: ERROR_MESSAGES.validation,
      validationErrors: [{ field: 'confirm', message: ERASE_CONFIRM_MESSAGE }],
    });
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await http().get(`/api/admin/erasures/${id}`).set('Cookie', admin).expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(
      (
        await system.db.gateway.query('SELECT id FROM erasures WHERE requested_by = $1', [
          `other.${email}`,
        ])
      ).length,
    ).toBe(0);
  });

  it('erases by retention only what is past its months, with an injected clock', async () => {
    const email = personAddress();
    const sent = [
      await submit(system.app, RecordKind.Contact, email),
      await submit(system.app, RecordKind.JobApplication, email),
    ];
    await stored(system.app, admin, email, sent);
    const [{ resumeKey }] = await system.db.recruiting.query<{ resumeKey: string }>(
      'SELECT "resumeKey" FROM job_applications WHERE id = $1',
      [sent[1]!.id],
    );
    // Two submissions that failed for good, kept for an operator: retention holds them as well.
    const [failedApplication, failedContact] = await Promise.all(
      [
        [QueueName.Recruiting, JobName.JobApplicationSubmitted],
        [QueueName.Lead, JobName.ContactSubmitted],
      ].map(async ([name, job]) => {
        const bad = queue(name as QueueName);
        try {
          const added = await bad.add(
            job!,
            { id: randomUUID(), receivedAt: new Date().toISOString(), data: { email } },
            { jobId: randomUUID(), attempts: 1 },
          );
          await waitFor(async () => (await added.getState()) === 'failed', {
            what: `the bad ${job} job to fail`,
          });
          return { name: name as QueueName, id: added.id! };
        } finally {
          await bad.close();
        }
      }),
    );
    // 13 months on: a job application (12 months) is past, a contact (36) is not.
    const erasures = queue(QueueName.Erasures);
    try {
      await erasures.add(JobName.RetentionDue, {
        now: new Date(Date.now() + 13 * MONTH_MS).toISOString(),
      });
    } finally {
      await erasures.close();
    }
    const run = await waitFor(
      async () => {
        const latest = (await http().get('/api/admin/erasures').set('Cookie', admin).expect(200))
          .body.data as Erasure[];
        return latest.find((one) => one.reason === 'retention' && one.status === 'done');
      },
      { what: 'the retention run to finish', timeoutMs: 60_000 },
    );
    expect(run).toMatchObject({ requestedBy: 'retention', emailHash: null });
    expect(run.parts.recruiting.counts[RecordKind.JobApplication]).toBeGreaterThanOrEqual(1);
    const person = await personOf(system.app, admin, email);
    expect(person.records.map(({ record }) => record.id)).toEqual([sent[0]!.id]);
    expect(await system.objects.keys()).not.toContain(resumeKey);
    expect(run.parts.gateway.counts.jobs).toBe(1);
    const stateOf = async ({ name, id }: { name: QueueName; id: string }) => {
      const held = queue(name);
      try {
        return (await held.getJob(id))?.getState() ?? 'gone';
      } finally {
        await held.close();
      }
    };
    expect(await stateOf(failedApplication!)).toBe('gone');
    expect(await stateOf(failedContact!)).toBe('failed');
  });

  it('schedules the daily retention run once, however many gateways start', async () => {
    const replicas = await Promise.all(
      [1, 2].map(() => createGatewayApp({ ...system.config, RETENTION_ENABLED: true })),
    );
    await Promise.all(replicas.map((app) => app.init()));
    const erasures = queue(QueueName.Erasures);
    try {
      const schedulers = await waitFor(
        async () => {
          const found = await erasures.getJobSchedulers();
          return found.length > 0 && found;
        },
        { what: 'the retention scheduler' },
      );
      expect(schedulers.map(({ key, name }) => ({ key, name }))).toEqual([
        { key: RETENTION_SCHEDULER_ID, name: JobName.RetentionDue },
      ]);
    } finally {
      await Promise.all(replicas.map((app) => app.close()));
      await erasures.close();
    }
  });
});

/** Everything a Redis key holds, as text, whatever its type. */
async function redisValue(redis: Redis, key: string): Promise<string> {
  switch (await redis.type(key)) {
    case 'string':
      return (await redis.get(key)) ?? '';
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'list':
      return JSON.stringify(await redis.lrange(key, 0, -1));
    case 'set':
      return JSON.stringify(await redis.smembers(key));
    case 'zset':
      return JSON.stringify(await redis.zrange(key, 0, -1, 'WITHSCORES'));
    case 'stream':
      return JSON.stringify(await redis.xrange(key, '-', '+'));
    default:
      return '';
  }
}
