import { mailBatchSchema, REPLY_MAILBOX, type ReplyMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type { Workload } from '@bytecraft/contracts/records/dashboard';
import {
  AT_RISK_SHARE,
  firstResponseHours,
  PRIORITY_TIMES,
} from '@bytecraft/contracts/records/due';
import type {
  BulkResult,
  NoteDeleteRefused,
  ActivityEntry,
  ReplyDecisionRefused,
  Detailed,
} from '@bytecraft/contracts/records/work';
import { QueueName } from '@bytecraft/contracts/queues';
import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { RECORD_KINDS, RecordKind, type WorkedKind } from '@bytecraft/contracts/records';
import { staffEventsChannel, type StaffEvent } from '@bytecraft/contracts/records/events';
import type { ExportBatch, KindCounts, Page } from '@bytecraft/contracts/records/lists';
import { getQueueToken } from '@nestjs/bullmq';
import { Module, type DynamicModule, type INestMicroservice } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { firstValueFrom } from 'rxjs';
import { Column, DataSource, Entity, type MigrationInterface, type QueryRunner } from 'typeorm';
import { z } from 'zod';
// The test package builds on the runtime, so the runtime's own specs read its source.
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../testing/databases';
import { queuedMails } from '../../../testing/queued-mails';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { waitFor } from '../../../testing/wait-for';
import { commonEnv, parseEnv, type CommonConfig } from '../config/env';
import { MailPublisher } from '../notifications/mail-publisher';
import { ActivityEntryRow, createActivityTable } from './activity-entry.entity';
import { replyCapEnv, replyCapProvider } from './reply-cap';
import { RecordColumns } from './record-columns';
import { addDueColumns, addVisitorReplyColumn, addWorkColumns, workFields } from './work-columns';
import { SlaEventRow } from './sla/sla-event.entity';
import { addLastPromise } from './sla/last-promise';
import { addSlaEvents } from './sla/sla-events';
import { slaController } from './sla/sla.controller';
import { businessHoursEnv, type BusinessHoursConfig } from './business-hours';
import { addPriority, dueTimesProvider } from './due-times';
import { createServiceApp } from '../service/service-app';
import { serviceDatabase, serviceQueues } from '../service/service-modules';
import { staffEventsProvider } from '../staff-events/staff-events';
import { channelIn, NamespacedClientRedis } from '../transport/namespaced-redis';
import { createSearchIndex } from './search-index';
import { nameStaffById, staffIdsController } from './staff-ids';
import { createStatusHistoryTable, moveStatusHistory } from './status-history';
import type { Records } from './records';
import {
  countsController,
  ownedRecordsProvider,
  recordsController,
  recordsFor,
  recordsToken,
  workController,
  workloadController,
} from './records.module';

/**
 * The generic records of a kind, proven once over two probe tables of this suite's own, each
 * registered under a real kind whose rules (statuses, search fields, page size, order) the
 * code reads from RECORD_KINDS: a kind staff move through a workflow (the contact's rules) and
 * one without statuses (the internship question's). Each service's own suite proves only what
 * is its kinds' own: their search fields, statuses, records, migrations and extra patterns.
 */
const WORKFLOW: WorkedKind = 'contact';
const PLAIN: RecordKind = 'internship-question';
const RULES = RECORD_KINDS[WORKFLOW];
const [FIRST, SECOND, THIRD] = RULES.statuses as [string, string, string];

/** A record of the workflow kind; its columns are the contact's search fields and a note. */
@Entity('probe_records')
class ProbeRecord extends RecordColumns {
  @Column({ type: 'varchar', length: 100, nullable: true })
  company: string | null;

  /** Searched by no kind: a search must not find it, and staff never read it. */
  @Column({ type: 'text' })
  note: string;

  @Column({ type: 'varchar', length: 20 })
  status: string;
}

/** A record of the kind without statuses; its columns are the question's search fields. */
@Entity('probe_questions')
class ProbeQuestion extends RecordColumns {
  @Column({ type: 'text' })
  question: string;
}

/** The probes' tables as a service's migration makes its own, with the runtime's helpers. */
class CreateProbes1700000000000 implements MigrationInterface {
  name = 'CreateProbes1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE probe_records (
        id uuid PRIMARY KEY, name varchar(100) NOT NULL, email varchar(254) NOT NULL,
        company varchar(100), note text NOT NULL,
        status varchar(20) NOT NULL DEFAULT '${FIRST}',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(`
      CREATE TABLE probe_questions (
        id uuid PRIMARY KEY, name varchar(100) NOT NULL, email varchar(254) NOT NULL,
        question text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now())`);
    await createStatusHistoryTable(queryRunner);
    await createSearchIndex(queryRunner, 'probe_records', WORKFLOW);
    await createSearchIndex(queryRunner, 'probe_questions', PLAIN);
    await addWorkColumns(queryRunner, 'probe_records', WORKFLOW);
    await addWorkColumns(queryRunner, 'probe_questions', PLAIN);
    await createActivityTable(queryRunner);
    await moveStatusHistory(queryRunner);
    await nameStaffById(queryRunner);
    await addVisitorReplyColumn(queryRunner, 'probe_records', WORKFLOW);
    await addVisitorReplyColumn(queryRunner, 'probe_questions', PLAIN);
    await addDueColumns(queryRunner, 'probe_records');
    await addDueColumns(queryRunner, 'probe_questions');
    await addSlaEvents(queryRunner);
    await addPriority(queryRunner, ['probe_records', 'probe_questions']);
    await addLastPromise(queryRunner, ['probe_records', 'probe_questions']);
  }
  async down(): Promise<void> {}
}

interface ProbeView {
  id: string;
  name: string;
  email: string;
  company: string | null;
  status: string;
  ownerId: string | null;
  followUpAt: string | null;
  firstReplyAt: string | null;
  createdAt: string;
  updatedAt: string;
}
const toProbeView = (row: ProbeRecord): ProbeView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  status: row.status,
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const toQuestionView = (row: ProbeQuestion) => ({
  id: row.id,
  name: row.name,
  question: row.question,
  createdAt: row.createdAt.toISOString(),
});

/** The workflow kind is also worked: the probe's note column is the visitor's message. */
const CONFIRMATION = MailTemplate.ContactConfirmation;
const KINDS_RECORDS = [
  recordsFor({
    kind: WORKFLOW,
    entity: ProbeRecord,
    toRecord: toProbeView,
    work: { message: 'note' },
  }),
  recordsFor({ kind: PLAIN, entity: ProbeQuestion, toRecord: toQuestionView }),
];
class ProbeRecordsController extends recordsController([WORKFLOW, PLAIN]) {}
class ProbeWorkController extends workController([WORKFLOW]) {}
// The service only names the patterns: the counts answer for whichever kinds it owns.
class ProbeCountsController extends countsController(ServiceName.Lead) {}
class ProbeWorkloadController extends workloadController(ServiceName.Lead) {}
class ProbeStaffIdsController extends staffIdsController(ServiceName.Lead) {}
class ProbeSlaController extends slaController(ServiceName.Lead) {}

@Module({})
class ProbeModule {}

const probeModule = (
  config: CommonConfig &
    BusinessHoursConfig & { DATABASE_URL: string; REPLY_DAILY_CAP_PER_RECIPIENT: number },
) =>
  ({
    module: ProbeModule,
    imports: [
      serviceDatabase(config, {
        entities: [ProbeRecord, ProbeQuestion, ActivityEntryRow, SlaEventRow],
        migrations: [CreateProbes1700000000000],
      }),
      ...serviceQueues(config, QueueName.Notification),
    ],
    controllers: [
      ProbeRecordsController,
      ProbeWorkController,
      ProbeCountsController,
      ProbeWorkloadController,
      ProbeStaffIdsController,
      ProbeSlaController,
    ],
    providers: [
      staffEventsProvider(config),
      replyCapProvider(config),
      dueTimesProvider(config),
      MailPublisher,
      ...KINDS_RECORDS,
      ownedRecordsProvider([WORKFLOW, PLAIN]),
    ],
  }) satisfies DynamicModule;

/** A record's status changes, read from its activity as the history they were once kept in. */
const statusSteps = (record: Detailed<unknown> | null | undefined) =>
  (record?.activity ?? []).flatMap((entry) =>
    entry.type === 'status'
      ? [{ from: entry.from, to: entry.to, actorId: entry.actorId, changedAt: entry.at }]
      : [],
  );

/** What the Redis transport answers when a handler throws (a refused payload included). */
const REFUSED = { status: 'error', message: 'Internal server error' };
const STAFF = randomUUID();
/** Replies one address is mailed a day in this suite, before the next is held. */
const CAP = 2;
const token = () => randomBytes(6).toString('hex');
const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 9, n));
const DAY = 24 * 3_600_000;

describe('the records of a kind, over its message patterns as the gateway asks', () => {
  let redis: RedisServer;
  let db: TestDatabase;
  let app: INestMicroservice;
  let source: DataSource;
  let client: NamespacedClientRedis;
  let subscriber: Redis;
  let inspector: Redis;
  let prefix: string;
  const events: StaffEvent[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    db = await createTestDatabase('records');
    prefix = testQueuePrefix('records');
    const config = parseEnv(z.object({ ...commonEnv, ...replyCapEnv, ...businessHoursEnv }), {
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'fatal',
      REPLY_DAILY_CAP_PER_RECIPIENT: String(CAP),
    });
    app = await createServiceApp(
      ServiceName.Lead,
      probeModule({ ...config, DATABASE_URL: db.url }),
      config,
      pino({ level: 'silent' }),
    );
    await app.listen();
    source = app.get(DataSource);
    client = new NamespacedClientRedis(prefix, redis.url);
    subscriber = new Redis(redis.url);
    subscriber.on('message', (_channel: string, message: string) =>
      events.push(JSON.parse(message) as StaffEvent),
    );
    await subscriber.subscribe(staffEventsChannel(prefix));
    inspector = new Redis(redis.url);
  });

  afterAll(async () => {
    await client?.close();
    await Promise.all([subscriber?.quit(), inspector?.quit()]);
    await app?.close();
    await db?.drop();
    await redis?.stop();
  });

  const ask = <T>(pattern: string, payload: unknown) =>
    firstValueFrom(client.send<T>(pattern, payload));
  const notifications = () => app.get<Queue>(getQueueToken(QueueName.Notification));
  const list = (query: object, kind: RecordKind = WORKFLOW) =>
    ask<Page<ProbeView>>(staffRpc.list(kind), query);
  const ids = (page: Page<{ id: string }>) => page.data.map((record) => record.id);
  const get = (id: unknown) => ask<Detailed<ProbeView> | null>(staffRpc.get(WORKFLOW), { id });
  const setStatus = (id: string, status: string, actorId = STAFF) =>
    ask<Detailed<ProbeView> | null>(staffRpc.setStatus(WORKFLOW), { id, status, actorId });
  const statusCounts = (query: object, kind: RecordKind = WORKFLOW) =>
    ask<KindCounts>(staffRpc.statusCounts(kind), query);
  const listeners = async (pattern: string) =>
    Number(((await inspector.pubsub('NUMSUB', channelIn(prefix, pattern))) as [string, number])[1]);
  const statusOf = async (id: string) =>
    (await db.query<{ status: string }>('SELECT status FROM probe_records WHERE id = $1', [id]))[0]
      ?.status;
  const historyOf = (id: string) =>
    db.query<{ kind: string; from: string; to: string; actorId: string }>(
      `SELECT kind, data->>'from' AS "from", data->>'to' AS "to", "actorId"
         FROM activity_entries WHERE "recordId" = $1 AND type = 'status' ORDER BY at, id`,
      [id],
    );

  /**
   * Empties the probe tables and stores these records, the n-th created n minutes after the
   * first unless it says when. Returns their ids in that order.
   */
  async function seed(records: Partial<ProbeRecord>[]): Promise<string[]> {
    await db.query('TRUNCATE probe_records, probe_questions, activity_entries');
    await notifications().obliterate({ force: true });
    // Each test's replies start the day afresh: the seeded addresses repeat.
    const counters = await inspector.keys(`${prefix}:reply-cap:*`);
    if (counters.length) await inspector.del(...counters);
    const rows = records.map((overrides, n) => ({
      id: randomUUID(),
      name: 'Asha Rao',
      email: `asha.${n}@example.com`,
      company: 'Rao Logistics',
      note: 'Nothing to find here.',
      status: FIRST,
      createdAt: minute(n),
      ...overrides,
    }));
    if (rows.length) await source.getRepository(ProbeRecord).insert(rows);
    return rows.map((row) => row.id);
  }
  const seedQuestions = async (questions: string[]) => {
    const rows = questions.map((question, n) => ({
      id: randomUUID(),
      name: 'Sara Khan',
      email: `sara.${n}@example.com`,
      question,
      createdAt: minute(n),
    }));
    await source.getRepository(ProbeQuestion).insert(rows);
    return rows.map((row) => row.id);
  };

  describe('list', () => {
    it('pages newest first, the kind’s page size unless asked, and nothing past the last page', async () => {
      const count = RULES.defaultLimit * 2 + 3;
      const newestFirst = (await seed(Array.from({ length: count }, () => ({})))).reverse();
      const totalPages = 3;

      const first = await list({});
      expect(first.pagination).toEqual({
        page: 1,
        limit: RULES.defaultLimit,
        total: count,
        totalPages,
      });
      expect(ids(first)).toEqual(newestFirst.slice(0, RULES.defaultLimit));
      const last = await list({ page: totalPages });
      expect(ids(last)).toEqual(newestFirst.slice(RULES.defaultLimit * 2));
      expect(await list({ page: totalPages + 1 })).toEqual({
        data: [],
        pagination: { page: totalPages + 1, limit: RULES.defaultLimit, total: count, totalPages },
      });

      // As strings from the URL.
      const asked = await list({ page: '2', limit: '7' });
      expect(asked.pagination).toEqual({
        page: 2,
        limit: 7,
        total: count,
        totalPages: Math.ceil(count / 7),
      });
      expect(ids(asked)).toEqual(newestFirst.slice(7, 14));
    });

    it('orders records created at one instant by id, so paging shows each exactly once', async () => {
      const same = await seed(Array.from({ length: 7 }, () => ({ createdAt: minute(0) })));
      const found: string[] = [];
      for (let page = 1; page <= 3; page++) found.push(...ids(await list({ page, limit: 3 })));
      expect(found).toEqual([...same].sort().reverse());
    });

    it('answers each record of a page, plain or searched, as the kind maps its row', async () => {
      const tok = token();
      const seeded = await seed([
        { company: tok, ownerId: STAFF, followUpAt: minute(30), priority: 'high' },
        { company: null, firstReplyAt: minute(40), visitorReplyAt: minute(50) },
        { company: tok, dueAt: minute(60), atRiskAt: minute(45), lastPromise: 'kept' },
      ]);
      const asDetailed = await Promise.all(
        seeded.reverse().map(async (id) => {
          const { activity: _, ...record } = (await get(id))!;
          return record;
        }),
      );
      expect((await list({})).data).toEqual(asDetailed);
      expect((await list({ q: tok })).data).toEqual([asDetailed[0], asDetailed[2]]);
    });

    it('searches the kind’s fields case-insensitively over all rows: every match on a page once', async () => {
      const tok = token();
      // 12 matches, in each search field in turn, each followed by a newer record that does
      // not match, so the matches lie on every page of the unfiltered list.
      const inField = (field: string) =>
        ({ [field]: `Zeta-${tok}@Freight.example` }) as Partial<ProbeRecord>;
      const all = await seed(
        Array.from({ length: 24 }, (_, n) =>
          n % 2 === 0 ? inField(RULES.searchFields[(n / 2) % RULES.searchFields.length]) : {},
        ),
      );
      const matching = all.filter((_, n) => n % 2 === 0).reverse();

      const found: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const answer = await list({ q: `  zEtA-${tok.toUpperCase()}@fREIGHT `, limit: 5, page });
        expect(answer.pagination).toEqual({ page, limit: 5, total: 12, totalPages: 3 });
        found.push(...ids(answer));
      }
      expect(found).toEqual(matching);
      // Past the last match, and a search nothing matches.
      expect(await list({ q: tok, limit: 5, page: 4 })).toEqual({
        data: [],
        pagination: { page: 4, limit: 5, total: 12, totalPages: 3 },
      });
      expect(await list({ q: `${tok}-none` })).toEqual({
        data: [],
        pagination: { page: 1, limit: RULES.defaultLimit, total: 0, totalPages: 0 },
      });
    });

    it('searches each of the kind’s search fields, and no other column', async () => {
      const tokens = RULES.searchFields.map(() => token());
      const hidden = token();
      const seeded = await seed([
        ...RULES.searchFields.map((field, n) => ({ [field]: `x${tokens[n]}x` })),
        { note: `Only the note says ${hidden}` },
      ]);
      for (const [n, field] of RULES.searchFields.entries()) {
        expect({ field, ids: ids(await list({ q: tokens[n] })) }).toEqual({
          field,
          ids: [seeded[n]],
        });
      }
      expect((await list({ q: hidden })).pagination.total).toBe(0);
    });

    it('takes %, _ and \\ in a search literally', async () => {
      const tag = token();
      const [percent, , underscore, , backslash] = await seed(
        [`${tag}%off`, `${tag}xoff`, `${tag}_b`, `${tag}ab`, `${tag}\\z`, `${tag}z`].map(
          (company) => ({ company }),
        ),
      );
      const found = async (q: string) => ids(await list({ q }));
      expect(await found(`${tag}%`)).toEqual([percent]);
      expect(await found(`${tag}_`)).toEqual([underscore]);
      expect(await found(`${tag}\\`)).toEqual([backslash]);
      expect(await found(`${tag}%OFF`)).toEqual([percent]);
    });

    it('filters by status, alone and together with a search', async () => {
      const tok = token();
      const [a, b, c, d] = await seed([
        { status: SECOND, company: tok },
        { status: FIRST, company: tok },
        { status: SECOND },
        { status: SECOND, company: tok },
      ]);
      const second = await list({ status: SECOND });
      expect(ids(second)).toEqual([d, c, a]);
      expect(second.pagination.total).toBe(3);
      expect(second.data.every((record) => record.status === SECOND)).toBe(true);
      expect(ids(await list({ status: SECOND, q: tok }))).toEqual([d, a]);
      expect(ids(await list({ status: FIRST, q: tok }))).toEqual([b]);
      expect((await list({ status: THIRD })).pagination.total).toBe(0);
    });
  });

  describe('counts', () => {
    it('counts the kind by status, or the rows a search finds, with no empty statuses', async () => {
      const tok = token();
      await seed([
        { status: FIRST, company: tok },
        { status: SECOND, company: tok },
        { status: SECOND, name: tok.toUpperCase() },
        { status: FIRST },
        { status: THIRD },
      ]);
      expect(await statusCounts({})).toEqual({
        total: 5,
        byStatus: { [FIRST]: 2, [SECOND]: 2, [THIRD]: 1 },
      });
      expect(await statusCounts({ q: tok })).toEqual({
        total: 3,
        byStatus: { [FIRST]: 1, [SECOND]: 2 },
      });
      expect(await statusCounts({ q: `${tok}-none` })).toEqual({ total: 0, byStatus: {} });
    });

    it('counts a kind without statuses in total, and every kind given, in one answer', async () => {
      await seed([{ status: SECOND }, {}]);
      await seedQuestions(['Is it paid?', 'Is it remote?', 'Can I start in May?']);
      expect(await statusCounts({ q: 'is it' }, PLAIN)).toEqual({ total: 2, byStatus: {} });
      expect(await ask(staffRpc.counts(ServiceName.Lead), {})).toEqual({
        [WORKFLOW]: { total: 2, byStatus: { [FIRST]: 1, [SECOND]: 1 } },
        [PLAIN]: { total: 3, byStatus: {} },
      });
    });
  });

  describe('get', () => {
    it('answers the record as the kind maps it, with its status changes oldest first', async () => {
      const [id] = await seed([{ company: null, createdAt: new Date('2026-04-02T10:15:00Z') }]);
      const [row] = await db.query<{ updatedAt: Date }>(
        'SELECT "updatedAt" FROM probe_records WHERE id = $1',
        [id],
      );
      expect(await get(id)).toEqual({
        id,
        name: 'Asha Rao',
        email: 'asha.0@example.com',
        company: null,
        status: FIRST,
        ownerId: null,
        followUpAt: null,
        firstReplyAt: null,
        visitorReplyAt: null,
        // Stored here without a job: nothing gave it a due time.
        dueAt: null,
        atRiskAt: null,
        // Its kind's priority: none set.
        priority: null,
        lastPromise: null,
        createdAt: '2026-04-02T10:15:00.000Z',
        updatedAt: row.updatedAt.toISOString(),
        activity: [
          { type: 'submitted', at: '2026-04-02T10:15:00.000Z' },
          {
            type: 'confirmation',
            at: '2026-04-02T10:15:00.000Z',
            deliveryId: `${id}.${CONFIRMATION}`,
            delivery: 'queued',
            sentAt: null,
          },
        ],
      });

      const [ana, ravi] = [randomUUID(), randomUUID()];
      await setStatus(id, SECOND, ana);
      await setStatus(id, THIRD, ravi);
      expect(statusSteps(await get(id))).toEqual([
        { from: FIRST, to: SECOND, actorId: ana, changedAt: expect.any(String) },
        { from: SECOND, to: THIRD, actorId: ravi, changedAt: expect.any(String) },
      ]);
    });

    it('answers null for an unknown id, an ill-formed one, or none', async () => {
      await seed([{}]);
      for (const id of [randomUUID(), 'not-a-uuid', "' OR 1=1 --", 42]) {
        expect(await get(id)).toBeNull();
      }
      expect(await ask(staffRpc.get(WORKFLOW), {})).toBeNull();
    });
  });

  describe('set-status', () => {
    it('moves a record through every status, each step in its activity in the same transaction', async () => {
      const [id] = await seed([{}]);
      // Every status after the first, then back to the first.
      const steps = [...RULES.statuses.slice(1), FIRST];
      const expected: { from: string; to: string; actorId: string }[] = [];
      let from = FIRST;
      for (const to of steps) {
        const actorId = randomUUID();
        const record = await setStatus(id, to, actorId);
        expected.push({ from, to, actorId });
        expect(record?.status).toBe(to);
        expect(statusSteps(record).map(({ changedAt: _, ...step }) => step)).toEqual(expected);
        // now() is the transaction's start: the row and its activity row share one instant
        // only when they were written in the same transaction.
        expect(statusSteps(record).at(-1)?.changedAt).toBe(record?.updatedAt);
        expect(await statusOf(id)).toBe(to);
        from = to;
      }
      expect(await historyOf(id)).toEqual(expected.map((step) => ({ kind: WORKFLOW, ...step })));
    });

    it('announces a change with who made it, and neither writes nor announces a non-change', async () => {
      const [id] = await seed([{}]);
      const unchanged = await setStatus(id, FIRST);
      expect(unchanged).toMatchObject({ status: FIRST });
      expect(statusSteps(unchanged)).toEqual([]);
      // The change after it is the sentinel: once its event is heard, any event the non-change
      // published before it has been heard too (one connection publishes both, in order).
      const ravi = randomUUID();
      await setStatus(id, SECOND, ravi);
      await waitFor(() => events.some((event) => event.id === id), {
        what: `the status.changed event of ${id}`,
      });
      expect(events.filter((event) => event.id === id)).toEqual([
        {
          type: 'status.changed',
          kind: WORKFLOW,
          id,
          from: FIRST,
          to: SECOND,
          actorId: ravi,
        },
      ]);
      expect(await historyOf(id)).toHaveLength(1);
    });

    it('keeps the old status when its activity row cannot be written', async () => {
      const [id] = await seed([{}]);
      // An actor that is no id, past the transport's check: the activity insert fails after
      // the status update.
      const records = app.get<Records<ProbeRecord, ProbeView>>(recordsToken(WORKFLOW));
      await expect(records.setStatus({ id, status: SECOND, actorId: 'not-an-id' })).rejects.toThrow(
        /uuid/,
      );
      expect(await statusOf(id)).toBe(FIRST);
      expect(await historyOf(id)).toEqual([]);
    });

    it('takes concurrent changes of one record one at a time: each step starts where the last ended', async () => {
      const [id] = await seed([{}]);
      const targets = RULES.statuses.slice(1);
      await Promise.all(targets.map((to) => setStatus(id, to)));
      const history = await historyOf(id);
      expect(history.map((step) => step.to).sort()).toEqual([...targets].sort());
      // The steps' times are their transactions' starts, which concurrent changes share nearly:
      // the chain is followed from the first status, each step from where the last ended.
      const next = new Map(history.map((step) => [step.from, step.to]));
      const chain = [FIRST];
      while (next.has(chain.at(-1)!)) chain.push(next.get(chain.at(-1)!)!);
      expect(chain).toHaveLength(history.length + 1);
      expect(await statusOf(id)).toBe(chain.at(-1));
    });

    it('answers null for an unknown or ill-formed id', async () => {
      await seed([{}]);
      expect(await setStatus(randomUUID(), SECOND)).toBeNull();
      expect(await setStatus('nope', SECOND)).toBeNull();
      expect(await db.query(`SELECT * FROM activity_entries WHERE type = 'status'`)).toEqual([]);
    });

    it('refuses a status of another kind, even when the schema is bypassed', async () => {
      const [id] = await seed([{}]);
      const foreign = RECORD_KINDS['job-application'].statuses.find(
        (status) => !RULES.statuses.includes(status),
      )!;
      for (const status of [foreign, FIRST.toUpperCase(), '']) {
        await expect(setStatus(id, status)).rejects.toEqual(REFUSED);
      }
      const records = app.get<Records<ProbeRecord, ProbeView>>(recordsToken(WORKFLOW));
      await expect(records.setStatus({ id: id, status: foreign, actorId: STAFF })).rejects.toThrow(
        `"${foreign}" is not a status of ${WORKFLOW}`,
      );
      expect(await statusOf(id)).toBe(FIRST);
      expect(await historyOf(id)).toEqual([]);
    });
  });

  describe('export', () => {
    const exportBatch = (request: object, kind: RecordKind = WORKFLOW) =>
      ask<ExportBatch<ProbeView>>(staffRpc.export(kind), request);
    /** Every batch of an export in turn; `between` runs after each batch, before the next. */
    async function exportAll(
      filters: object,
      limit: number,
      between: (batch: number) => Promise<void> = async () => {},
    ) {
      const rows: ProbeView[] = [];
      const sizes: number[] = [];
      let after: string | null = null;
      do {
        const batch: ExportBatch<ProbeView> = await exportBatch({ ...filters, after, limit });
        rows.push(...batch.rows);
        sizes.push(batch.rows.length);
        after = batch.next;
        await between(sizes.length);
      } while (after !== null);
      return { rows, sizes };
    }
    /**
     * 2,503 records, three created at each instant (ties cross batch boundaries), a microsecond
     * apart from the next (a cursor rounded to milliseconds would repeat or skip rows); every
     * fifth is in the second status and every seventh from another company.
     */
    const ROWS = 2_503;
    async function seedMany() {
      await seed([]);
      await db.query(
        `INSERT INTO probe_records (id, name, email, company, note, status, "createdAt")
         SELECT gen_random_uuid(), 'Export ' || n, 'export' || n || '@example.com',
                CASE WHEN n % 7 = 0 THEN 'Needle Works' ELSE 'Rao Logistics' END, 'x',
                CASE WHEN n % 5 = 0 THEN $2 ELSE $3 END,
                timestamptz '2026-02-01 00:00:00+00' + (n / 3) * interval '1 microsecond'
           FROM generate_series(1, $1::int) AS n`,
        [ROWS, SECOND, FIRST],
      );
    }
    const expected = async (where = 'true', params: unknown[] = []) =>
      (
        await db.query<{ id: string }>(
          `SELECT id FROM probe_records WHERE ${where} ORDER BY "createdAt", id`,
          params,
        )
      ).map((row) => row.id);

    it('covers every row exactly once, oldest first, across batch boundaries and ties', async () => {
      await seedMany();
      const all = await expected();
      const { rows, sizes } = await exportAll({}, 1000);
      expect(sizes).toEqual([1000, 1000, 503]);
      expect(rows.map((row) => row.id)).toEqual(all);
      // 7 is prime to 3: almost every boundary falls inside a group sharing one instant.
      expect((await exportAll({}, 7)).rows.map((row) => row.id)).toEqual(all);
    });

    it('honours the list’s status filter and search, alone and together', async () => {
      await seedMany();
      const only = async (filters: object) =>
        (await exportAll(filters, 100)).rows.map((row) => row.id);
      expect(await only({ status: SECOND })).toEqual(await expected('status = $1', [SECOND]));
      expect(await only({ q: 'needle' })).toEqual(await expected(`company = 'Needle Works'`));
      const both = await only({ status: SECOND, q: 'NEEDLE' });
      expect(both).toEqual(await expected(`status = $1 AND company = 'Needle Works'`, [SECOND]));
      expect(both).toHaveLength(Math.floor(ROWS / 35));
    });

    it('keeps its order while records are stored during the export: none repeated or skipped', async () => {
      await seedMany();
      const before = await expected();
      // After each batch, new records arrive: dated now (after every seeded row) and, as a
      // clock set back could, at the seeded instants themselves.
      const { rows } = await exportAll({}, 500, async (batch) => {
        await source.getRepository(ProbeRecord).insert(
          [minute(0), new Date('2026-02-01T00:00:00.000Z'), new Date()].map((createdAt) => ({
            id: randomUUID(),
            name: `Late ${batch}`,
            email: `late.${batch}@example.com`,
            company: null,
            note: 'x',
            status: FIRST,
            createdAt,
          })),
        );
      });
      const exported = rows.map((row) => row.id);
      expect(new Set(exported).size).toBe(exported.length);
      expect(exported.filter((id) => before.includes(id))).toEqual(before);
    });

    it('answers the records as the kind maps them, and of a kind without statuses', async () => {
      const [id] = await seed([{ company: '=cmd()' }]);
      expect(await exportBatch({})).toEqual({
        rows: [
          { ...toProbeView(await source.getRepository(ProbeRecord).findOneByOrFail({ id: id })) },
        ],
        next: null,
      });
      const [question] = await seedQuestions(['Is it paid?']);
      expect((await exportBatch({}, PLAIN)).rows.map((row) => row.id)).toEqual([question]);
    });

    it('caps a batch at 1000 rows, and ends with an empty batch when the rows end on a boundary', async () => {
      await seedMany();
      const first = await exportBatch({ limit: ROWS });
      expect(first.rows).toHaveLength(1000);
      const second = await exportBatch({ after: first.next, limit: 1000 });
      const third = await exportBatch({ after: second.next, limit: 503 });
      expect(third.rows).toHaveLength(503);
      expect(third.next).not.toBeNull();
      expect(await exportBatch({ after: third.next })).toEqual({ rows: [], next: null });
    });

    it.each([
      ['a cursor it did not make', { after: 'bm90LWEtY3Vyc29y' }],
      ['a limit below 1', { limit: 0 }],
      ['a limit that is not a whole number', { limit: 1.5 }],
      ['a status of another kind', { status: 'hired' }],
      ['a search over 200 characters', { q: 'x'.repeat(201) }],
    ])('refuses %s', async (_what, request) => {
      await expect(exportBatch(request)).rejects.toEqual(REFUSED);
    });
  });

  describe('refused payloads', () => {
    it.each([
      ['a page below 1', { page: 0 }],
      ['a page that is not a number', { page: 'two' }],
      ['a page past the bound', { page: 1_000_001 }],
      ['a limit above 100', { limit: 101 }],
      ['a fractional limit', { limit: 2.5 }],
      ['a status of another kind', { status: 'hired' }],
      ['a search over 200 characters', { q: 'x'.repeat(201) }],
    ])('refuses a list with %s', async (_what, query) => {
      await expect(list(query)).rejects.toEqual(REFUSED);
    });

    it('refuses counts of a search over 200 characters, and a status filter where there is none', async () => {
      await expect(statusCounts({ q: 'x'.repeat(201) })).rejects.toEqual(REFUSED);
      await expect(list({ status: FIRST }, PLAIN)).rejects.toEqual(REFUSED);
    });
  });

  describe('the Records itself, for the services that build on it', () => {
    const records = () => app.get<Records<ProbeRecord, ProbeView>>(recordsToken(WORKFLOW));

    it('runs a change on the locked row in a transaction, and answers the record as changed', async () => {
      const [id] = await seed([{}]);
      const changed = await records().update(id, (manager) =>
        manager.update(ProbeRecord, { id }, { company: 'Changed Ltd' }).then(() => undefined),
      );
      expect(changed).toMatchObject({ id, company: 'Changed Ltd' });
      await expect(
        records().update(id, async (manager) => {
          await manager.update(ProbeRecord, { id }, { company: 'Never' });
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');
      expect((await get(id))?.company).toBe('Changed Ltd');

      const ran = jest.fn(async () => undefined);
      expect(await records().update(randomUUID(), ran)).toBeNull();
      expect(await records().update('nope', ran)).toBeNull();
      expect(ran).not.toHaveBeenCalled();
    });

    it('announces a row a worker stored, for the live dashboard', async () => {
      const id = randomUUID();
      await records().announce(id, 'Asha Rao');
      await waitFor(() => events.find((event) => event.id === id), { what: `the event of ${id}` });
      expect(events.filter((event) => event.id === id)).toEqual([
        { type: 'submission.created', kind: WORKFLOW, id, name: 'Asha Rao' },
      ]);
    });
  });

  describe('work on a record', () => {
    const ANA = randomUUID();
    const RAVI = randomUUID();
    const OWNER = randomUUID();
    const OTHER_OWNER = randomUUID();
    type Worked = Detailed<ProbeView>;
    const work = <T = Worked | null>(pattern: (kind: RecordKind) => string, payload: object) =>
      ask<T>(pattern(WORKFLOW), payload);
    const entriesOf = (id: string) =>
      db.query<{ type: string; actorId: string; data: unknown }>(
        'SELECT type, "actorId", data FROM activity_entries WHERE "recordId" = $1 ORDER BY at, id',
        [id],
      );
    const promisesOf = (id: string) =>
      db.query<{ outcome: string }>('SELECT outcome FROM sla_events WHERE "recordId" = $1', [id]);
    const workedEvents = (id: string) =>
      events.filter((event) => event.type === 'record.worked' && event.id === id);
    /** Waits for the n-th record.worked event of a record, and answers them all. */
    const awaitWorked = (id: string, n: number) =>
      waitFor(() => workedEvents(id).length >= n && workedEvents(id), {
        what: `${n} record.worked events of ${id}`,
      });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const reply = (id: string, overrides: object = {}) =>
      work(staffRpc.reply, {
        id,
        subject: 'Your enquiry',
        body: 'Thank you for writing.',
        actorId: ANA,
        senderName: 'Ana Silva',
        ...overrides,
      });
    const replyMails = async () =>
      (await queuedMails(notifications())).filter(({ mail }) =>
        mail.deliveryId.includes('.reply.'),
      );

    it('adds notes with their author and time, deletes the author’s own, refuses another’s and tells it from one not there', async () => {
      const [id, other] = await seed([{}, {}]);
      const added = await work(staffRpc.addNote, {
        id,
        text: '  Called, wants a quote on Friday  ',
        actorId: ANA,
      });
      const [note] = added!.activity.filter((entry) => entry.type === 'note');
      expect(note).toEqual({
        type: 'note',
        id: expect.any(String),
        at: expect.any(String),
        actorId: ANA,
        text: 'Called, wants a quote on Friday',
      });
      const noteId = (note as { id: string }).id;
      await work(staffRpc.addNote, { id, text: 'Sent the brochure', actorId: RAVI });
      const elsewhere = await work(staffRpc.addNote, { id: other, text: 'Other', actorId: ANA });
      const otherNote = elsewhere!.activity.find((entry) => entry.type === 'note') as {
        id: string;
      };

      expect(
        await work<NoteDeleteRefused>(staffRpc.deleteNote, { id, noteId, actorId: RAVI }),
      ).toEqual({ refused: 'not-author' });
      for (const missing of [randomUUID(), 'nope', otherNote.id]) {
        expect(await work(staffRpc.deleteNote, { id, noteId: missing, actorId: ANA })).toBeNull();
      }
      expect(
        await work(staffRpc.deleteNote, { id: randomUUID(), noteId, actorId: ANA }),
      ).toBeNull();
      expect((await entriesOf(id)).map((entry) => entry.actorId)).toEqual([ANA, RAVI]);

      const deleted = await work(staffRpc.deleteNote, { id, noteId, actorId: ANA });
      expect(deleted!.activity.filter((entry) => entry.type === 'note')).toEqual([
        expect.objectContaining({ actorId: RAVI, text: 'Sent the brochure' }),
      ]);
      expect(await entriesOf(id)).toEqual([
        { type: 'note', actorId: RAVI, data: { text: 'Sent the brochure' } },
      ]);
      expect(
        await work(staffRpc.addNote, { id: randomUUID(), text: 'x', actorId: ANA }),
      ).toBeNull();

      // Two notes and a deletion were announced; the refusals were not (they came before).
      expect(await awaitWorked(id, 3)).toEqual(
        Array(3).fill({ type: 'record.worked', kind: WORKFLOW, id, actorId: expect.any(String) }),
      );
    });

    it('names the staff of entries kept from before by the account their address is now, once; an address no account has stays unknown, even once an account has it', async () => {
      const [id] = await seed([{}]);
      const [note, status, released] = [randomUUID(), randomUUID(), randomUUID()];
      const legacy = (entryId: string, type: string, actorEmail: string, data: object) =>
        db.query(
          `INSERT INTO activity_entries (id, kind, "recordId", type, "actorEmail", data)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [entryId, WORKFLOW, id, type, actorEmail, JSON.stringify(data)],
        );
      await legacy(note, 'note', 'ana@bytecraft.example', { text: 'Called' });
      await legacy(status, 'status', 'gone@bytecraft.example', { from: FIRST, to: SECOND });
      await legacy(released, 'reply', 'Ravi@Bytecraft.example', {
        subject: 'Re',
        body: 'Hi',
        templateId: null,
        senderName: 'Ravi',
        hold: { state: 'release', by: 'ana@bytecraft.example', at: '2026-03-01T09:00:00.000Z' },
      });
      const actors = async () =>
        Object.fromEntries(
          (await get(id))!.activity.flatMap((entry) =>
            'actorId' in entry ? [[entry.type, entry.actorId]] : [],
          ),
        );
      // Unmapped, they read as unknown staff, and nobody may delete the note.
      expect(await actors()).toEqual({
        note: UNKNOWN_STAFF_ID,
        status: UNKNOWN_STAFF_ID,
        reply: UNKNOWN_STAFF_ID,
      });
      expect(await work(staffRpc.deleteNote, { id, noteId: note, actorId: ANA })).toEqual({
        refused: 'not-author',
      });

      const accounts = { 'Ana@bytecraft.example': ANA, 'ravi@bytecraft.example': RAVI };
      expect(await ask(staffRpc.mapStaffIds(ServiceName.Lead), { accounts })).toEqual({
        mapped: 2,
        unknown: 1,
      });
      expect(await actors()).toEqual({ note: ANA, status: UNKNOWN_STAFF_ID, reply: RAVI });
      const reply = (await get(id))!.activity.find((entry) => entry.type === 'reply');
      expect(reply).toMatchObject({ decision: { action: 'release', actorId: ANA } });
      // No address is left to map again: an account given the unknown address later does not
      // become the author of what its former holder did.
      expect(
        await db.query(
          `SELECT count(*)::int AS left FROM activity_entries
            WHERE "actorEmail" IS NOT NULL OR "actorId" IS NULL OR data->'hold' ? 'by'`,
        ),
      ).toEqual([{ left: 0 }]);
      const later = { ...accounts, 'gone@bytecraft.example': randomUUID() };
      expect(await ask(staffRpc.mapStaffIds(ServiceName.Lead), { accounts: later })).toEqual({
        mapped: 0,
        unknown: 0,
      });
      expect((await actors()).status).toBe(UNKNOWN_STAFF_ID);

      // The note is its author's now, by id.
      expect(await work(staffRpc.deleteNote, { id, noteId: note, actorId: RAVI })).toEqual({
        refused: 'not-author',
      });
      const deleted = await work(staffRpc.deleteNote, { id, noteId: note, actorId: ANA });
      expect(deleted!.activity.some((entry) => entry.type === 'note')).toBe(false);
      await expect(
        ask(staffRpc.mapStaffIds(ServiceName.Lead), { accounts: { 'a@b.c': 'ana' } }),
      ).rejects.toEqual(REFUSED);
    });

    it('keeps the owner and the follow-up date on the record and each change in its activity; the same value again is no change', async () => {
      const [id] = await seed([{}]);
      expect(await work(staffRpc.setOwner, { id, ownerId: OWNER, actorId: ANA })).toMatchObject({
        ownerId: OWNER,
      });
      await work(staffRpc.setOwner, { id, ownerId: OWNER.toUpperCase(), actorId: RAVI });
      expect(await work(staffRpc.setOwner, { id, ownerId: null, actorId: RAVI })).toMatchObject({
        ownerId: null,
      });
      const at = '2026-12-01T09:30:00.000Z';
      expect(
        await work(staffRpc.setFollowUp, { id, at: '2026-12-01T15:00:00+05:30', actorId: ANA }),
      ).toMatchObject({ followUpAt: at });
      await work(staffRpc.setFollowUp, { id, at, actorId: ANA });
      const cleared = await work(staffRpc.setFollowUp, { id, at: null, actorId: RAVI });
      expect(cleared).toMatchObject({ followUpAt: null });
      expect(cleared!.activity.slice(2)).toEqual([
        { type: 'owner', at: expect.any(String), actorId: ANA, from: null, to: OWNER },
        { type: 'owner', at: expect.any(String), actorId: RAVI, from: OWNER, to: null },
        { type: 'follow-up', at: expect.any(String), actorId: ANA, from: null, to: at },
        { type: 'follow-up', at: expect.any(String), actorId: RAVI, from: at, to: null },
      ]);
      expect(await entriesOf(id)).toHaveLength(4);
      expect(
        await work(staffRpc.setOwner, { id: randomUUID(), ownerId: OWNER, actorId: ANA }),
      ).toBeNull();
      expect(await work(staffRpc.setFollowUp, { id: 'nope', at, actorId: ANA })).toBeNull();
      // Four changes announced, none for the two that changed nothing (they came before the last).
      expect(await awaitWorked(id, 4)).toHaveLength(4);
    });

    it('answers the activity oldest first: the submission, its confirmation, status changes, notes, owner and follow-up changes, replies', async () => {
      const [id] = await seed([{ createdAt: new Date('2026-04-02T10:15:00Z') }]);
      await setStatus(id, SECOND, RAVI);
      await work(staffRpc.addNote, { id, text: 'Called', actorId: ANA });
      await work(staffRpc.setOwner, { id, ownerId: OWNER, actorId: ANA });
      await work(staffRpc.setFollowUp, { id, at: '2030-01-01T00:00:00Z', actorId: ANA });
      const replied = await reply(id);
      const activity: ActivityEntry[] = replied!.activity;
      expect(activity.map((entry) => entry.type)).toEqual([
        'submitted',
        'confirmation',
        'status',
        'note',
        'owner',
        'follow-up',
        'reply',
      ]);
      expect(activity[2]).toEqual({
        type: 'status',
        at: statusSteps(replied)[0].changedAt,
        actorId: RAVI,
        from: FIRST,
        to: SECOND,
      });
      const replyEntry = activity[6] as Extract<ActivityEntry, { type: 'reply' }>;
      expect(replyEntry).toEqual({
        type: 'reply',
        id: expect.any(String),
        at: replied!.firstReplyAt,
        actorId: ANA,
        subject: 'Your enquiry',
        body: 'Thank you for writing.',
        templateId: null,
        deliveryId: `${id}.reply.${replyEntry.id}`,
        delivery: 'queued',
        sentAt: null,
      });
      const ats = activity.map((entry) => entry.at);
      expect(ats).toEqual([...ats].sort());
      expect(await get(id)).toEqual(replied);
    });

    it('filters the list, its counts and its export by owner, overdue and waiting', async () => {
      const [overdueWaiting, answered, closed, overdueAnswered, waiting] = await seed([
        { ownerId: OWNER, followUpAt: hoursAgo(1) },
        {
          ownerId: OTHER_OWNER,
          followUpAt: new Date(Date.now() + 3_600_000),
          firstReplyAt: minute(9),
        },
        { status: 'resolved' },
        { followUpAt: hoursAgo(30), firstReplyAt: minute(9), company: 'Findable Freight' },
        { ownerId: OWNER, company: 'Findable Freight' },
      ]);
      const listed = async (query: object) => ids(await list(query));
      expect(await listed({ owner: OWNER })).toEqual([waiting, overdueWaiting]);
      expect(await listed({ owner: OWNER.toUpperCase() })).toEqual([waiting, overdueWaiting]);
      expect(await listed({ owner: 'none' })).toEqual([overdueAnswered, closed]);
      expect(await listed({ owner: OTHER_OWNER })).toEqual([answered]);
      expect(await listed({ overdue: 'true' })).toEqual([overdueAnswered, overdueWaiting]);
      expect(await listed({ waiting: 'true' })).toEqual([waiting, overdueWaiting]);
      expect(await listed({ waiting: 'false' })).toHaveLength(5);
      expect(await listed({ owner: OWNER, overdue: 'true' })).toEqual([overdueWaiting]);
      expect(await listed({ waiting: 'true', q: 'findable' })).toEqual([waiting]);
      expect(await listed({ owner: 'none', status: 'resolved' })).toEqual([closed]);

      expect(await statusCounts({ waiting: 'true' })).toEqual({
        total: 2,
        byStatus: { [FIRST]: 2 },
      });
      expect(await statusCounts({ owner: 'none', overdue: 'true' })).toEqual({
        total: 1,
        byStatus: { [FIRST]: 1 },
      });
      const exported = await ask<ExportBatch<ProbeView>>(staffRpc.export(WORKFLOW), {
        owner: 'none',
      });
      expect(exported.rows.map((row) => row.id)).toEqual([closed, overdueAnswered]);
      const overdue = await ask<ExportBatch<ProbeView>>(staffRpc.export(WORKFLOW), {
        overdue: 'true',
        waiting: 'true',
      });
      expect(overdue.rows.map((row) => row.id)).toEqual([overdueWaiting]);
    });

    it('answers the workload: waiting, overdue, and the median hours to first reply of the last 30 days', async () => {
      const empty = await ask<Workload>(staffRpc.workload(ServiceName.Lead), {});
      await seed([]);
      expect(await ask<Workload>(staffRpc.workload(ServiceName.Lead), {})).toEqual({
        [WORKFLOW]: {
          waiting: 0,
          overdue: 0,
          medianFirstReplyHours: null,
          repliedIn30Days: 0,
          replyWithinHours: firstResponseHours(RULES.work!.due),
        },
      });
      expect(Object.keys(empty)).toEqual([WORKFLOW]);
      const repliedAfter = (created: Date, hours: number) => ({
        createdAt: created,
        firstReplyAt: new Date(created.getTime() + hours * 3_600_000),
      });
      await seed([
        repliedAfter(hoursAgo(100), 1),
        repliedAfter(hoursAgo(200), 2),
        repliedAfter(hoursAgo(300), 10),
        repliedAfter(hoursAgo(400), 3.5),
        // Older than 30 days: not in the median.
        repliedAfter(hoursAgo(24 * 31), 500),
        { createdAt: hoursAgo(5) },
        { createdAt: hoursAgo(6), followUpAt: hoursAgo(1) },
        { createdAt: hoursAgo(7), status: 'closed' },
      ]);
      expect(await ask<Workload>(staffRpc.workload(ServiceName.Lead), {})).toEqual({
        [WORKFLOW]: {
          waiting: 2,
          overdue: 1,
          medianFirstReplyHours: 2.75,
          repliedIn30Days: 4,
          replyWithinHours: firstResponseHours(RULES.work!.due),
        },
      });
    });

    it('changes the status of several records, each with its activity row; an unknown and a malformed id fail as not found', async () => {
      const [one, two, already] = await seed([{}, {}, { status: SECOND }]);
      const unknown = randomUUID();
      const result = await work<BulkResult>(staffRpc.bulkStatus, {
        ids: [one, unknown, two, 'not-an-id', already, one],
        status: SECOND,
        actorId: ANA,
      });
      expect(result).toEqual({
        changed: [one, two, already],
        failed: [
          { id: unknown, code: 'NOT_FOUND', message: 'The requested resource was not found' },
          { id: 'not-an-id', code: 'NOT_FOUND', message: 'The requested resource was not found' },
        ],
      });
      for (const id of [one, two]) {
        expect(await statusOf(id)).toBe(SECOND);
        expect(await historyOf(id)).toEqual([
          { kind: WORKFLOW, from: FIRST, to: SECOND, actorId: ANA },
        ]);
      }
      expect(await historyOf(already)).toEqual([]);
      await expect(
        work(staffRpc.bulkStatus, { ids: [one], status: 'hired', actorId: ANA }),
      ).rejects.toEqual(REFUSED);
    });

    it('gives several records to one owner, each with its activity row; an unknown id fails as not found', async () => {
      const [one, two] = await seed([{}, { ownerId: OTHER_OWNER }]);
      const unknown = randomUUID();
      const result = await work<BulkResult>(staffRpc.bulkOwner, {
        ids: [one, two, unknown],
        ownerId: OWNER,
        actorId: ANA,
      });
      expect(result).toEqual({
        changed: [one, two],
        failed: [
          { id: unknown, code: 'NOT_FOUND', message: 'The requested resource was not found' },
        ],
      });
      expect(await entriesOf(one)).toEqual([
        { type: 'owner', actorId: ANA, data: { from: null, to: OWNER } },
      ]);
      expect(await entriesOf(two)).toEqual([
        { type: 'owner', actorId: ANA, data: { from: OTHER_OWNER, to: OWNER } },
      ]);
      expect((await get(two))?.ownerId).toBe(OWNER);
    });

    it('mails a reply as one job the notification service accepts, placeholders filled from the record, the conversation quoted; a replayed publish is the same job', async () => {
      const [id] = await seed([
        { name: 'Asha Rao', company: 'Rao Logistics', note: 'We need a dispatch system.' },
      ]);
      const first = await reply(id, {
        subject: 'Your enquiry, {{firstName}}',
        body: 'Hello {{ firstName }} of {{company}} ({{email}}): {{staffName}} here.{{jobTitle}}',
        templateId: OWNER.toUpperCase(),
      });
      const firstEntry = first!.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;
      expect(firstEntry).toMatchObject({
        subject: 'Your enquiry, Asha',
        body: 'Hello Asha of Rao Logistics (asha[.]0[at]example[.]com): Ana Silva here.',
        templateId: OWNER,
      });
      expect(first!.firstReplyAt).toBe(firstEntry.at);

      const second = await reply(id, {
        body: 'Following up.',
        actorId: RAVI,
        senderName: 'Ravi K',
        quote: true,
      });
      expect(second!.firstReplyAt).toBe(firstEntry.at);
      const secondEntry = second!.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;

      const jobs = await replyMails();
      expect(jobs.map((job) => job.jobId)).toEqual(
        expect.arrayContaining([firstEntry.deliveryId, secondEntry.deliveryId]),
      );
      expect(jobs).toHaveLength(2);
      const job = await notifications().getJob(secondEntry.deliveryId);
      const batch = mailBatchSchema.parse(job!.data);
      expect(batch.mails).toEqual([
        {
          deliveryId: `${id}.reply.${secondEntry.id}`,
          template: MailTemplate.StaffReply,
          to: { visitor: 'asha.0@example.com' },
          subject: 'Your enquiry',
          body: 'Following up.',
          replyTo: REPLY_MAILBOX[WORKFLOW],
          quoted: [
            {
              at: minute(0).toISOString(),
              from: 'Asha',
              text: 'We need a dispatch system.',
              visitor: true,
            },
            { at: firstEntry.at, from: 'Ana Silva', text: firstEntry.body },
          ],
        },
      ]);

      // The publish again, as a retried call would make it: still one job for the reply.
      await app.get(MailPublisher).send(batch.mails, {});
      expect(await replyMails()).toHaveLength(2);
      expect(await awaitWorked(id, 2)).toHaveLength(2);
      expect(await reply(randomUUID())).toBeNull();
    });

    it('makes a reply asked for under its own id once: asked again, at once or later, it is one entry and one mail, whose job is made again if it was lost', async () => {
      const [id] = await seed([{}]);
      const replyId = randomUUID();
      const deliveryId = `${id}.reply.${replyId}`;
      const mailsOfIt = async () =>
        (await replyMails()).filter(({ mail }) => mail.deliveryId === deliveryId);

      const answers = await Promise.all([reply(id, { replyId }), reply(id, { replyId })]);
      for (const answer of answers) {
        expect(answer!.activity.filter((entry) => entry.type === 'reply')).toEqual([
          expect.objectContaining({ id: replyId, actorId: ANA, deliveryId }),
        ]);
      }
      expect(await mailsOfIt()).toHaveLength(1);

      // A first ask that stored the reply and died before its mail was asked for.
      await (await notifications().getJob(deliveryId))!.remove();
      await reply(id, { replyId, body: 'Another text' });
      const [again] = await mailsOfIt();
      expect(again.mail).toMatchObject({ deliveryId, body: 'Thank you for writing.' });
      expect((await entriesOf(id)).filter((entry) => entry.type === 'reply')).toHaveLength(1);
      expect(await reply(randomUUID(), { replyId: randomUUID() })).toBeNull();
    });

    it("quotes a stranger's message only when asked, and then with no link or address a mail client would show", async () => {
      const phishing =
        'Your account is suspended. Verify at https://evil.example/login or write to help@evil.example';
      const [id] = await seed([
        { name: 'https://evil.example', company: 'www.evil.example', note: phishing },
      ]);
      const mailOf = async (answer: Detailed<ProbeView> | null) => {
        const entry = answer!.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;
        const job = await notifications().getJob(entry.deliveryId);
        return mailBatchSchema.parse(job!.data).mails[0] as ReplyMail;
      };

      const plain = await mailOf(
        await reply(id, { subject: 'Hello {{name}}', body: 'Dear {{name}} of {{company}},' }),
      );
      expect(plain).toMatchObject({
        subject: 'Hello ',
        body: 'Dear  of www[.]evil[.]example,',
        quoted: [],
      });

      const quoted = await mailOf(await reply(id, { body: 'See below.', quote: true }));
      expect(quoted.quoted[0]).toEqual({
        at: minute(0).toISOString(),
        from: 'you',
        text: 'Your account is suspended. Verify at https[:]//evil[.]example/login or write to help[at]evil[.]example',
        visitor: true,
      });
      // Our own earlier reply is quoted as it was sent.
      expect(quoted.quoted[1]).toMatchObject({ from: 'Ana Silva', text: plain.body });
      expect(JSON.stringify(quoted.quoted)).not.toMatch(/evil\.example|@/);
    });

    it('holds a reply past its address’s daily cap, whatever its case, until an admin releases it (mailed once) or discards it', async () => {
      const [first, second] = await seed([
        { email: 'Dana.Cap@Example.com', note: 'First message.' },
        { email: 'dana.cap@example.com', note: 'Second message.' },
      ]);
      const entryOf = (answer: Detailed<ProbeView> | null) =>
        answer!.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;
      const decide = (id: string, replyId: string, decision: string, actorId = RAVI) =>
        work<Detailed<ProbeView> | ReplyDecisionRefused | null>(staffRpc.decideReply, {
          id,
          replyId,
          decision,
          actorId,
        });

      for (let n = 0; n < CAP; n++) {
        expect(entryOf(await reply(n % 2 ? second : first)).delivery).toBe('queued');
      }
      const held = await reply(second, { body: 'One too many.', quote: true });
      const heldEntry = entryOf(held);
      expect(heldEntry).toMatchObject({ body: 'One too many.', delivery: 'held', sentAt: null });
      expect(heldEntry).not.toHaveProperty('decision');
      const discarded = entryOf(await reply(first, { body: 'Dropped.' }));
      expect(discarded.delivery).toBe('held');
      // Proof the held ones were not queued: the mails before them are, and only they.
      expect((await replyMails()).map(({ mail }) => mail.deliveryId).sort()).toHaveLength(CAP);
      expect(
        (await replyMails()).some(({ mail }) =>
          [heldEntry.deliveryId, discarded.deliveryId].includes(mail.deliveryId),
        ),
      ).toBe(false);

      // Two admins release at once: one release, one refusal, one mail.
      const answers = await Promise.all([
        decide(second, heldEntry.id, 'release'),
        decide(second, heldEntry.id, 'release', ANA),
      ]);
      expect(answers.filter((answer) => answer && 'refused' in answer)).toEqual([
        { refused: 'not-held' },
      ]);
      const released = answers.find(
        (answer) => answer && !('refused' in answer),
      ) as Detailed<ProbeView>;
      const releasedEntry = released.activity.find(
        (entry) => 'id' in entry && entry.id === heldEntry.id,
      ) as Extract<ActivityEntry, { type: 'reply' }>;
      expect(releasedEntry).toMatchObject({
        delivery: 'queued',
        decision: { action: 'release', actorId: expect.any(String), at: expect.any(String) },
      });
      const job = await notifications().getJob(heldEntry.deliveryId);
      const mail = mailBatchSchema.parse(job!.data).mails[0] as ReplyMail;
      expect(mail).toMatchObject({
        to: { visitor: 'dana.cap@example.com' },
        body: 'One too many.',
      });
      expect(mail.quoted[0]).toMatchObject({ text: 'Second message.', visitor: true });

      expect(await decide(first, discarded.id, 'discard')).toMatchObject({ id: first });
      const afterDiscard = (await get(first))!.activity.find(
        (entry) => 'id' in entry && entry.id === discarded.id,
      );
      expect(afterDiscard).toMatchObject({
        delivery: 'discarded',
        decision: { action: 'discard', actorId: RAVI },
      });
      expect(await decide(first, discarded.id, 'release')).toEqual({ refused: 'not-held' });
      expect(await replyMails()).toHaveLength(CAP + 1);
      expect(await notifications().getJob(discarded.deliveryId)).toBeUndefined();

      expect(await decide(first, randomUUID(), 'release')).toBeNull();
      expect(await decide(randomUUID(), heldEntry.id, 'release')).toBeNull();
      await expect(decide(first, discarded.id, 'maybe')).rejects.toEqual(REFUSED);
    });

    it('takes a reply back when its mail cannot be asked for, and fails the call', async () => {
      // Waiting on its first answer, due tomorrow.
      const [id] = await seed([{ createdAt: new Date(), dueAt: new Date(Date.now() + DAY) }]);
      const send = jest
        .spyOn(app.get(MailPublisher), 'send')
        .mockRejectedValueOnce(new Error('the queue is away'));
      try {
        await expect(reply(id)).rejects.toEqual(REFUSED);
      } finally {
        send.mockRestore();
      }
      expect(await entriesOf(id)).toEqual([]);
      expect((await get(id))?.firstReplyAt).toBeNull();
      expect(await replyMails()).toEqual([]);
      // Nor was the promise kept.
      expect(await promisesOf(id)).toEqual([]);

      // A reply after a successful one that failed keeps the first reply's time.
      const replied = await reply(id);
      expect(await promisesOf(id)).toEqual([{ outcome: 'kept' }]);
      jest.spyOn(app.get(MailPublisher), 'send').mockRejectedValueOnce(new Error('away'));
      await expect(reply(id, { body: 'Again' })).rejects.toEqual(REFUSED);
      jest.restoreAllMocks();
      const after = await get(id);
      expect(after?.firstReplyAt).toBe(replied!.firstReplyAt);
      expect(after?.activity.filter((entry) => entry.type === 'reply')).toHaveLength(1);
    });

    it.each([
      ['an owner that is no id', staffRpc.setOwner, { ownerId: 'ana', actorId: ANA }],
      ['an owner change by nobody', staffRpc.setOwner, { ownerId: null }],
      ['a follow-up that is no date', staffRpc.setFollowUp, { at: 'friday', actorId: ANA }],
      ['an empty note', staffRpc.addNote, { text: '   ', actorId: ANA }],
      ['a note by nobody', staffRpc.addNote, { text: 'Hi', actorId: '' }],
      ['a note by an address', staffRpc.addNote, { text: 'Hi', actorId: 'ana@bytecraft.example' }],
      [
        'a status change by an address',
        staffRpc.setStatus,
        { status: SECOND, actorId: 'ana@bytecraft.example' },
      ],
      [
        'a reply with an unknown placeholder',
        staffRpc.reply,
        { subject: 'Hi {{nickname}}', body: 'x', actorId: ANA, senderName: 'Ana' },
      ],
      ['a reply by nobody', staffRpc.reply, { subject: 'Hi', body: 'x' }],
      [
        'a bulk owner change of no ids',
        staffRpc.bulkOwner,
        { ids: [], ownerId: null, actorId: ANA },
      ],
      ['a bulk status change without a status', staffRpc.bulkStatus, { ids: ['x'], actorId: ANA }],
    ])('refuses %s and stores nothing', async (_what, pattern, payload) => {
      const [id] = await seed([{}]);
      await expect(work(pattern, { id, ...payload })).rejects.toEqual(REFUSED);
      expect(await entriesOf(id)).toEqual([]);
    });

    it('answers the work patterns for a kind given work options only', async () => {
      for (const pattern of [
        staffRpc.setOwner,
        staffRpc.setFollowUp,
        staffRpc.addNote,
        staffRpc.deleteNote,
        staffRpc.reply,
        staffRpc.decideReply,
        staffRpc.bulkOwner,
        staffRpc.bulkStatus,
      ]) {
        expect(await listeners(pattern(WORKFLOW))).toBe(1);
        expect(await listeners(pattern(PLAIN))).toBe(0);
      }
      expect(await listeners(staffRpc.workload(ServiceName.Lead))).toBe(1);
    });

    it('sets a record’s priority: its first answer falls due within that priority’s first response, each change once in its activity', async () => {
      // The contact's promise counts calendar hours, so the due times are plain sums here.
      expect(RULES.work!.due.businessHours).toBe(false);
      const createdAt = new Date(Date.now() - 30 * 60_000);
      const [id] = await seed([{ createdAt }]);
      const setPriority = (priority: string, record = id) =>
        ask<Worked | null>(staffRpc.setPriority(ServiceName.Lead), {
          kind: WORKFLOW,
          id: record,
          priority,
          actorId: ANA,
        });
      const after = (hours: number) =>
        new Date(createdAt.getTime() + hours * 3_600_000).toISOString();
      const dueWithin = (hours: number) => ({
        dueAt: after(hours),
        atRiskAt: after(hours * AT_RISK_SHARE),
      });

      expect(await setPriority('critical')).toMatchObject({
        priority: 'critical',
        ...dueWithin(PRIORITY_TIMES.critical.firstResponseHours),
      });
      // The priority it has is no change.
      await setPriority('critical');
      const low = await setPriority('low');
      expect(low).toMatchObject({
        priority: 'low',
        ...dueWithin(PRIORITY_TIMES.low.firstResponseHours),
      });
      const changes = [
        { from: RULES.work!.due.priority, to: 'critical' },
        { from: 'critical', to: 'low' },
      ];
      expect(
        (await entriesOf(id)).filter((entry) => entry.type === 'priority').map((e) => e.data),
      ).toEqual(changes);
      expect(low!.activity.filter((entry) => entry.type === 'priority')).toEqual(
        changes.map((change) => ({
          type: 'priority',
          at: expect.any(String),
          actorId: ANA,
          ...change,
        })),
      );
      await awaitWorked(id, 2);

      // Answered, nothing is due whatever its priority.
      await reply(id);
      expect(await setPriority('high')).toMatchObject({ priority: 'high', dueAt: null });

      await expect(setPriority('urgent')).rejects.toEqual(REFUSED);
      expect(await setPriority('high', randomUUID())).toBeNull();
    });
  });

  describe('a kind staff do not move through statuses', () => {
    it('offers list, get and counts but no status change', async () => {
      for (const pattern of [
        staffRpc.list(PLAIN),
        staffRpc.export(PLAIN),
        staffRpc.get(PLAIN),
        staffRpc.statusCounts(PLAIN),
      ]) {
        expect({ pattern, listeners: await listeners(pattern) }).toEqual({ pattern, listeners: 1 });
      }
      expect(await listeners(staffRpc.setStatus(PLAIN))).toBe(0);
      expect(await listeners(staffRpc.setStatus(WORKFLOW))).toBe(1);
    });

    it('lists and answers its records, with no activity', async () => {
      await seed([]);
      const [paid, remote] = await seedQuestions(['Is it PAID?', 'Is it remote?']);
      expect(ids(await list({}, PLAIN))).toEqual([remote, paid]);
      expect(ids(await list({ q: 'paid' }, PLAIN))).toEqual([paid]);
      expect(await ask(staffRpc.get(PLAIN), { id: paid })).toEqual({
        id: paid,
        name: 'Sara Khan',
        question: 'Is it PAID?',
        createdAt: minute(0).toISOString(),
        activity: [],
      });
    });
  });
});
