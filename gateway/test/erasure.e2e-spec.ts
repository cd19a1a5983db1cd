import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import type { MailBatch, MailJob } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import {
  ERASE_CONFIRM_MESSAGE,
  ERASURE_PARTS,
  type Erasure,
  type ErasureAccepted,
} from '@bytecraft/contracts/people';
import { ERASURE_QUEUES, JobName, QueueName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import { personHash } from '@bytecraft/service-runtime/people/person-hash';
import { buildContact } from '@bytecraft/testing/factories';
import { capturedLogs } from '@bytecraft/testing/log-lines';
import { SERVICE_NAMES, parseLogLines } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { ErasuresService } from '../src/erasures/erasures.service';
import { RETENTION_SCHEDULER_ID } from '../src/erasures/retention.service';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import {
  jobsMentioning,
  personAddress,
  personOf,
  stored,
  submit,
  submitEveryKind,
  type Sent,
} from './person';
import { newMember, signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

/** pino's info level: the lines an operator's log keeps. */
const INFO = 30;
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;
/**
 * Erasing a person, the proof: one address in every kind, with resumes, a failed job, a mail
 * waiting, a note and a reply, erased by an admin, is then in no table of any database, no
 * object of the bucket, no key or value in Redis and no info line of any process;
 * a second erase finds nothing; a later submission is a new person. And retention, with an
 * injected clock, erases only what is past its months.
 */
describe('erasing a person (system)', () => {
  let system: TestSystem;
  let admin: string;
  let member: string;
  const gateway = capturedLogs('gateway');
  const http = () => request(system.app.getHttpServer());
  const queue = (name: QueueName) =>
    new Queue(name, { prefix: system.prefix, connection: { url: system.config.REDIS_URL } });

  beforeAll(async () => {
    system = await startTestSystem('erasure', {}, { gatewayLogger: gateway.logger });
    admin = await signIn(system.app, system.staff);
    member = (await newMember(system.app)).cookie;
  });
  afterAll(() => system?.stop());

  const erase = (email: string, confirm = email, cookie = admin) =>
    http().post('/api/admin/people/erase').set('Cookie', cookie).send({ email, confirm });
  const erasure = async (id: string) =>
    (await http().get(`/api/admin/erasures/${id}`).set('Cookie', admin).expect(200)).body
      .data as Erasure;

  /** The run's Redis keys whose name or value holds `needle` (lower-cased). */
  async function redisKeysHolding(needle: string): Promise<string[]> {
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
    return keys;
  }

  /** A job added by hand, as a producer adds it; answers where it is. */
  async function added(name: QueueName, job: JobName, data: object, options: JobsOptions = {}) {
    const target = queue(name);
    try {
      return { name, id: (await target.add(job, data, { jobId: randomUUID(), ...options })).id! };
    } finally {
      await target.close();
    }
  }
  const stateOf = async ({ name, id }: { name: QueueName; id: string }) => {
    const held = queue(name);
    try {
      return (await held.getJob(id))?.getState() ?? 'gone';
    } finally {
      await held.close();
    }
  };
  /**
   * An erasure done, and its own jobs gone from every queue: each part reports before its job
   * completes, so the job (which names the address) leaves its queue a moment after.
   */
  const finished = async (id: string) => {
    const done = await waitFor(
      async () => ((await erasure(id)).status === 'done' ? erasure(id) : undefined),
      { what: `erasure ${id} to finish`, timeoutMs: 60_000 },
    );
    await waitFor(
      async () =>
        (await Promise.all(ERASURE_QUEUES.map((name) => stateOf({ name, id })))).every(
          (state) => state === 'gone',
        ),
      { what: `erasure ${id}'s jobs to leave their queues` },
    );
    return done;
  };
  /** A job added by hand whose data its service refuses: failed for good, kept for an operator. */
  async function failedJob(name: QueueName, job: JobName, data: object) {
    const ref = await added(name, job, data, { attempts: 1 });
    await waitFor(async () => (await stateOf(ref)) === 'failed', {
      what: `the bad ${job} job to fail`,
    });
    return ref;
  }
  /** A mail waiting an hour to be sent (sent ones leave the queue). */
  const heldMail = (mail: MailJob) => {
    const batch: MailBatch = { mails: [mail] };
    return added(QueueName.Notification, JobName.SendMail, batch, { delay: 3_600_000 });
  };
  const confirmationTo = (email: string): MailJob => ({
    deliveryId: randomUUID(),
    template: MailTemplate.ContactConfirmation,
    to: { visitor: email },
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
    const keys = await redisKeysHolding(needle);
    const lines = [
      ...SERVICE_NAMES.flatMap((name) => system.service(name).logs()),
      ...parseLogLines(gateway.lines.join('')),
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
    const contact = sent.find((one) => one.kind === 'contact')!;
    const contactPath = `/api/${STAFF_PATHS['contact']}/${contact.id}`;
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
    await failedJob(QueueName.Lead, JobName.ContactSubmitted, {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      data: { ...buildContact({ email }), name: '' },
    });
    // Every job before this one done: what the sweep finds is kept, not still on its way.
    await system.drained(...Object.values(QueueName));
    await heldMail(confirmationTo(email));

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
    const adminId = (await system.app.get(StaffAccountsService).byEmail(system.staff.email)).id;
    expect(done).toMatchObject({
      reason: 'request',
      requestedById: adminId,
      emailHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Object.keys(done.parts).sort()).toEqual([...ERASURE_PARTS].sort());
    expect(done.parts.lead.counts).toEqual({
      contact: 1,
      consultation: 1,
      'schedule-call': 1,
      'developer-hire': 1,
      'visitor-replies': 0,
    });
    expect(done.parts.recruiting.counts).toMatchObject({
      'job-application': 1,
      'internship-application': 1,
      'internship-question': 1,
      resumes: 2,
    });
    expect(done.parts.newsletter.counts).toEqual({ 'newsletter-subscription': 1 });
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
      inbound: [],
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
    const later = await submit(system.app, 'contact', email);
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
    // Neither the member's request nor the unconfirmed one stored an erasure of the address.
    expect(
      await system.db.gateway.query('SELECT id FROM erasures WHERE email_hash = $1', [
        personHash(system.config.PERSON_HASH_KEY, email),
      ]),
    ).toEqual([]);
  });

  it('erases by retention only what is past its months, with an injected clock', async () => {
    const email = personAddress();
    const sent = [
      await submit(system.app, 'contact', email),
      await submit(system.app, 'job-application', email),
    ];
    await stored(system.app, admin, email, sent);
    const [{ resumeKey }] = await system.db.recruiting.query<{ resumeKey: string }>(
      'SELECT "resumeKey" FROM job_applications WHERE id = $1',
      [sent[1].id],
    );
    // Two submissions that failed for good, kept for an operator: retention holds them as well.
    const [failedApplication, failedContact] = await Promise.all(
      [
        [QueueName.Recruiting, JobName.JobApplicationSubmitted] as const,
        [QueueName.Lead, JobName.ContactSubmitted] as const,
      ].map(([name, job]) =>
        failedJob(name, job, {
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
          data: { email },
        }),
      ),
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
    expect(run).toMatchObject({ requestedById: null, emailHash: null });
    expect(run.parts.recruiting.counts['job-application']).toBeGreaterThanOrEqual(1);
    const person = await personOf(system.app, admin, email);
    expect(person.records.map(({ record }) => record.id)).toEqual([sent[0].id]);
    expect(await system.objects.keys()).not.toContain(resumeKey);
    expect(run.parts.gateway.counts.jobs).toBe(1);
    expect(await stateOf(failedApplication)).toBe('gone');
    expect(await stateOf(failedContact)).toBe('failed');
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

  describe('exactly one person', () => {
    /** Two addresses, the first inside the second: `ann.…@example.co` in `joann.…@example.com`. */
    const nearAddresses = () => {
      const tag = randomBytes(4).toString('hex');
      return { ann: `ann.${tag}@example.co`, joann: `Joann.${tag}@Example.com` };
    };
    const erased = async (email: string) =>
      finished(((await erase(email).expect(202)).body.data as ErasureAccepted).id);

    it("takes no job of a longer address: Jo Ann's application keeps its jobs and its resume", async () => {
      const { ann, joann } = nearAddresses();
      const application = await submit(system.app, 'job-application', joann);
      await stored(system.app, admin, joann, [application]);
      const [{ resumeKey }] = await system.db.recruiting.query<{ resumeKey: string }>(
        'SELECT "resumeKey" FROM job_applications WHERE id = $1',
        [application.id],
      );
      await system.drained(QueueName.Recruiting, QueueName.Notification);
      // Her application sent again and refused (it names the same resume), and a mail held back.
      await failedJob(QueueName.Recruiting, JobName.JobApplicationSubmitted, {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        data: { email: joann, resume: { key: resumeKey } },
      });
      await heldMail(confirmationTo(joann));
      const hers = await jobsMentioning(system, joann);
      // Her application's job (kept a day once done), the refused one, the held mail.
      expect(hers).toHaveLength(3);

      const done = await erased(ann);
      expect(done.parts.gateway.counts).toEqual({ jobs: 0, resumes: 0 });
      expect(await jobsMentioning(system, joann)).toEqual(hers);
      expect(await system.objects.keys()).toContain(resumeKey);
      await http()
        .get(`/api/${STAFF_PATHS['job-application']}/${application.id}/resume`)
        .set('Cookie', admin)
        .expect(200);

      // Erasing her takes them all, and her resume once her record is erased.
      expect((await erased(joann)).parts.gateway.counts.jobs).toBe(3);
      expect(await jobsMentioning(system, joann)).toEqual([]);
      expect(await system.objects.keys()).not.toContain(resumeKey);
    });

    it('takes no job of another person whose message mentions the address', async () => {
      const { ann } = nearAddresses();
      const cleo = personAddress();
      const message = `Please write to ${ann} about it as well.`;
      const res = await http()
        .post('/api/contact')
        .set('Idempotency-Key', randomUUID())
        .send(buildContact({ email: cleo, message }))
        .expect(201);
      const contact: Sent = {
        kind: 'contact',
        id: res.body.data.id as string,
        fields: {},
      };
      await stored(system.app, admin, cleo, [contact]);
      await system.drained(QueueName.Lead, QueueName.Notification);
      // Its alert to staff, held back: the message quoted, Cleo's address to reply to.
      await heldMail({
        deliveryId: randomUUID(),
        template: MailTemplate.ContactAlert,
        to: { staff: StaffMailbox.Sales },
        data: { Email: cleo, Message: message },
        replyTo: cleo,
        record: { kind: 'contact', id: contact.id },
      });
      // The contact's job (kept a day once done) and the alert.
      const hers = await jobsMentioning(system, cleo);
      expect(hers).toHaveLength(2);
      expect(await jobsMentioning(system, ann)).toEqual(hers);

      const done = await erased(ann);
      expect(done.parts.gateway.counts.jobs).toBe(0);
      expect(await jobsMentioning(system, cleo)).toEqual(hers);
      expect((await personOf(system.app, admin, cleo)).records).toHaveLength(1);

      expect((await erased(cleo)).parts.gateway.counts.jobs).toBe(2);
      expect(await jobsMentioning(system, cleo)).toEqual([]);
    });

    it('takes the address from every kind its jobs are of, and nobody else in those kinds', async () => {
      const [one, other] = [personAddress(), personAddress()];
      const jobsOf = async (email: string) => {
        const submitted = () => ({ id: randomUUID(), receivedAt: new Date().toISOString() });
        return [
          await failedJob(QueueName.Lead, JobName.ContactSubmitted, {
            ...submitted(),
            data: { ...buildContact({ email }), name: '' },
          }),
          await failedJob(QueueName.Recruiting, JobName.JobApplicationSubmitted, {
            ...submitted(),
            data: { email },
          }),
          await heldMail(confirmationTo(email.toLowerCase())),
        ];
      };
      const [ones, others] = [await jobsOf(one), await jobsOf(other)];

      const first = await erased(one);
      expect(first.parts.gateway.counts.jobs).toBe(3);
      expect(await Promise.all(ones.map(stateOf))).toEqual(['gone', 'gone', 'gone']);
      expect(await Promise.all(others.map(stateOf))).toEqual(['failed', 'failed', 'delayed']);

      const second = await erased(other);
      expect(second.parts.gateway.counts.jobs).toBe(3);
      expect(await Promise.all(others.map(stateOf))).toEqual(['gone', 'gone', 'gone']);
    });

    it('leaves of an erasure job that failed for good only the keyed hash, on every queue', async () => {
      const email = personAddress();
      const emailHash = personHash(system.config.PERSON_HASH_KEY, email);
      // A producer that adds what no service knows: each queue's worker refuses it for good.
      const failed = await Promise.all(
        ERASURE_QUEUES.map(async (name) => {
          const erasureId = randomUUID();
          const ref = await failedJob(name, JobName.ErasureRequested, {
            erasureId,
            scope: { email: email.toLowerCase(), emailHash },
            requestedBy: 'an old producer',
          });
          return { ref, erasureId };
        }),
      );
      for (const { ref, erasureId } of failed) {
        const held = queue(ref.name);
        try {
          expect((await held.getJob(ref.id))!.data).toEqual({ erasureId, scope: { emailHash } });
        } finally {
          await held.close();
        }
      }
      expect(await redisKeysHolding(email.toLowerCase())).toEqual([]);
      expect((await redisKeysHolding(emailHash)).length).toBeGreaterThanOrEqual(
        ERASURE_QUEUES.length,
      );
    });
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
