import { MailTemplate } from '@bytecraft/contracts/mail';
import { QueueName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  RECORD_KINDS,
  RecordKind,
  staffEventsChannel,
  type Detailed,
  type ExportBatch,
  type KindCounts,
  type Page,
  type StaffEvent,
} from '@bytecraft/contracts/triage';
import { Module, type DynamicModule, type INestMicroservice } from '@nestjs/common';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { firstValueFrom } from 'rxjs';
import {
  Column,
  CreateDateColumn,
  DataSource,
  Entity,
  PrimaryColumn,
  UpdateDateColumn,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { z } from 'zod';
// The test package builds on the runtime, so the runtime's own specs read its source.
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '../../../../infra/testing/databases';
import { startRedisServer, type RedisServer } from '../../../../infra/testing/redis-server';
import { waitFor } from '../../../../infra/testing/wait-for';
import { commonEnv, parseEnv, type CommonConfig } from '../config/env';
import { MailPublisher } from '../notifications/mail-publisher';
import { TimelineEntryRow, createTimelineTable } from '../record-work/timeline-entry.entity';
import { addWorkColumns, WorkColumns, workFields } from '../record-work/work-columns';
import { createServiceApp } from '../service/service-app';
import { serviceDatabase, serviceQueues } from '../service/service-modules';
import { staffEventsProvider } from '../staff-events/staff-events';
import { channelIn, NamespacedClientRedis } from '../transport/namespaced-redis';
import { createSearchIndex } from './search-index';
import { createStatusHistoryTable, StatusHistory } from './status-history.entity';
import type { Triage } from './triage';
import { countsFor, triageFor, triageToken, workloadFor } from './triage.module';

/**
 * The generic staff triage, proven once over two probe tables of this suite's own, each
 * registered under a real kind whose rules (statuses, search fields, page size, order) the
 * code reads from RECORD_KINDS: a kind staff move through a workflow (the contact's rules) and
 * one without statuses (the internship question's). Each service's own suite proves only what
 * is its kinds' own: their search fields, statuses, records, migrations and extra patterns.
 */
const WORKFLOW = RecordKind.Contact;
const PLAIN = RecordKind.InternshipQuestion;
const RULES = RECORD_KINDS[WORKFLOW];
const [FIRST, SECOND, THIRD] = RULES.statuses as [string, string, string];

/** What both probe tables hold, as every kind's table does. */
abstract class ProbeRow extends WorkColumns {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A record of the workflow kind; its columns are the contact's search fields and a note. */
@Entity('probe_records')
class ProbeRecord extends ProbeRow {
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
class ProbeQuestion extends ProbeRow {
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
    await createTimelineTable(queryRunner);
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
const TRIAGES = [
  triageFor({
    kind: WORKFLOW,
    entity: ProbeRecord,
    toRecord: toProbeView,
    work: { confirmation: CONFIRMATION, message: 'note' },
  }),
  triageFor({ kind: PLAIN, entity: ProbeQuestion, toRecord: toQuestionView }),
];
// The service only names the pattern: the counts answer for whichever kinds it is given.
const COUNTS = countsFor(ServiceName.Lead, [WORKFLOW, PLAIN]);
const WORKLOAD = workloadFor(ServiceName.Lead, [WORKFLOW]);

@Module({})
class ProbeModule {}

const probeModule = (config: CommonConfig & { DATABASE_URL: string }) =>
  ({
    module: ProbeModule,
    imports: [
      serviceDatabase(config, {
        entities: [ProbeRecord, ProbeQuestion, StatusHistory, TimelineEntryRow],
        migrations: [CreateProbes1700000000000],
      }),
      ...serviceQueues(config, QueueName.Notification),
    ],
    controllers: [
      ...TRIAGES.map((triage) => triage.controller),
      COUNTS.controller,
      WORKLOAD.controller,
    ],
    providers: [
      staffEventsProvider(config),
      MailPublisher,
      ...TRIAGES.map((triage) => triage.provider),
      COUNTS.provider,
      WORKLOAD.provider,
    ],
  }) satisfies DynamicModule;

/** What the Redis transport answers when a handler throws (a refused payload included). */
const REFUSED = { status: 'error', message: 'Internal server error' };
const STAFF = 'staff@bytecraft.example';
const token = () => randomBytes(6).toString('hex');
const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 9, n));

describe('staff triage of a kind, over its message patterns as the gateway asks', () => {
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
    db = await createTestDatabase('triage');
    prefix = testQueuePrefix('triage');
    const config = parseEnv(z.object(commonEnv), {
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'fatal',
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
  const list = (query: object, kind = WORKFLOW) => ask<Page<ProbeView>>(staffRpc.list(kind), query);
  const ids = (page: Page<{ id: string }>) => page.data.map((record) => record.id);
  const get = (id: unknown) => ask<Detailed<ProbeView> | null>(staffRpc.get(WORKFLOW), { id });
  const setStatus = (id: string, status: string, changedBy = STAFF) =>
    ask<Detailed<ProbeView> | null>(staffRpc.setStatus(WORKFLOW), { id, status, changedBy });
  const statusCounts = (query: object, kind = WORKFLOW) =>
    ask<KindCounts>(staffRpc.statusCounts(kind), query);
  const listeners = async (pattern: string) =>
    Number(((await inspector.pubsub('NUMSUB', channelIn(prefix, pattern))) as [string, number])[1]);
  const statusOf = async (id: string) =>
    (await db.query<{ status: string }>('SELECT status FROM probe_records WHERE id = $1', [id]))[0]
      ?.status;
  const historyOf = (id: string) =>
    db.query(
      'SELECT kind, "from", "to", "changedBy" FROM status_history WHERE "recordId" = $1 ORDER BY id',
      [id],
    );

  /**
   * Empties the probe tables and stores these records, the n-th created n minutes after the
   * first unless it says when. Returns their ids in that order.
   */
  async function seed(records: Partial<ProbeRecord>[]): Promise<string[]> {
    await db.query('TRUNCATE probe_records, probe_questions, status_history, timeline_entries');
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

    it('searches the kind’s fields case-insensitively over all rows: every match on a page once', async () => {
      const tok = token();
      // 12 matches, in each search field in turn, each followed by a newer record that does
      // not match, so the matches lie on every page of the unfiltered list.
      const inField = (field: string) =>
        ({ [field]: `Zeta-${tok}@Freight.example` }) as Partial<ProbeRecord>;
      const all = await seed(
        Array.from({ length: 24 }, (_, n) =>
          n % 2 === 0 ? inField(RULES.searchFields[(n / 2) % RULES.searchFields.length]!) : {},
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
        ...RULES.searchFields.map(
          (field, n) => ({ [field]: `x${tokens[n]}x` }) as Partial<ProbeRecord>,
        ),
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
    it('answers the record as the kind maps it, with its history oldest first', async () => {
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
        createdAt: '2026-04-02T10:15:00.000Z',
        updatedAt: row!.updatedAt.toISOString(),
        history: [],
        timeline: [
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

      await setStatus(id!, SECOND, 'ana@bytecraft.example');
      await setStatus(id!, THIRD, 'ravi@bytecraft.example');
      expect((await get(id))?.history).toEqual([
        {
          from: FIRST,
          to: SECOND,
          changedBy: 'ana@bytecraft.example',
          changedAt: expect.any(String),
        },
        {
          from: SECOND,
          to: THIRD,
          changedBy: 'ravi@bytecraft.example',
          changedAt: expect.any(String),
        },
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
    it('moves a record through every status, each step in its history in the same transaction', async () => {
      const [id] = await seed([{}]);
      // Every status after the first, then back to the first.
      const steps = [...RULES.statuses.slice(1), FIRST];
      const expected: { from: string; to: string; changedBy: string }[] = [];
      let from = FIRST;
      for (const [n, to] of steps.entries()) {
        const changedBy = `staff${n}@bytecraft.example`;
        const record = await setStatus(id!, to, changedBy);
        expected.push({ from, to, changedBy });
        expect(record?.status).toBe(to);
        expect(record?.history.map(({ changedAt: _, ...step }) => step)).toEqual(expected);
        // now() is the transaction's start: the row and its history row share one instant
        // only when they were written in the same transaction.
        expect(record?.history.at(-1)?.changedAt).toBe(record?.updatedAt);
        expect(await statusOf(id!)).toBe(to);
        from = to;
      }
      expect(await historyOf(id!)).toEqual(expected.map((step) => ({ kind: WORKFLOW, ...step })));
    });

    it('announces a change with who made it, and neither writes nor announces a non-change', async () => {
      const [id] = await seed([{}]);
      const unchanged = await setStatus(id!, FIRST);
      expect(unchanged).toMatchObject({ status: FIRST, history: [] });
      // The change after it is the sentinel: once its event is heard, any event the non-change
      // published before it has been heard too (one connection publishes both, in order).
      await setStatus(id!, SECOND, 'ravi@bytecraft.example');
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
          changedBy: 'ravi@bytecraft.example',
        },
      ]);
      expect(await historyOf(id!)).toHaveLength(1);
    });

    it('keeps the old status when its history row cannot be written', async () => {
      const [id] = await seed([{}]);
      // changedBy longer than its column: the history insert fails after the status update.
      await expect(setStatus(id!, SECOND, `${'x'.repeat(300)}@example.com`)).rejects.toEqual(
        REFUSED,
      );
      expect(await statusOf(id!)).toBe(FIRST);
      expect(await historyOf(id!)).toEqual([]);
    });

    it('takes concurrent changes of one record one at a time: each step starts where the last ended', async () => {
      const [id] = await seed([{}]);
      const targets = RULES.statuses.slice(1);
      await Promise.all(targets.map((to) => setStatus(id!, to)));
      const history = await db.query<{ from: string; to: string }>(
        'SELECT "from", "to" FROM status_history WHERE "recordId" = $1 ORDER BY id',
        [id],
      );
      expect(history.map((step) => step.to).sort()).toEqual([...targets].sort());
      expect(history.map((step) => step.from)).toEqual([
        FIRST,
        ...history.slice(0, -1).map((step) => step.to),
      ]);
      expect(await statusOf(id!)).toBe(history.at(-1)!.to);
    });

    it('answers null for an unknown or ill-formed id', async () => {
      await seed([{}]);
      expect(await setStatus(randomUUID(), SECOND)).toBeNull();
      expect(await setStatus('nope', SECOND)).toBeNull();
      expect(await db.query('SELECT * FROM status_history')).toEqual([]);
    });

    it('refuses a status of another kind, even when the schema is bypassed', async () => {
      const [id] = await seed([{}]);
      const foreign = RECORD_KINDS[RecordKind.JobApplication].statuses.find(
        (status) => !RULES.statuses.includes(status),
      )!;
      for (const status of [foreign, FIRST.toUpperCase(), '']) {
        await expect(setStatus(id!, status)).rejects.toEqual(REFUSED);
      }
      const triage = app.get<Triage<ProbeRecord, ProbeView>>(triageToken(WORKFLOW));
      await expect(
        triage.setStatus({ id: id!, status: foreign, changedBy: STAFF }),
      ).rejects.toThrow(`"${foreign}" is not a status of ${WORKFLOW}`);
      expect(await statusOf(id!)).toBe(FIRST);
      expect(await historyOf(id!)).toEqual([]);
    });
  });

  describe('export', () => {
    const exportBatch = (request: object, kind = WORKFLOW) =>
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
          { ...toProbeView(await source.getRepository(ProbeRecord).findOneByOrFail({ id: id! })) },
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

  describe('the Triage itself, for the services that build on it', () => {
    const triage = () => app.get<Triage<ProbeRecord, ProbeView>>(triageToken(WORKFLOW));

    it('runs a change on the locked row in a transaction, and answers the record as changed', async () => {
      const [id] = await seed([{}]);
      const changed = await triage().update(id!, (manager) =>
        manager.update(ProbeRecord, { id }, { company: 'Changed Ltd' }).then(() => undefined),
      );
      expect(changed).toMatchObject({ id, company: 'Changed Ltd', history: [] });
      await expect(
        triage().update(id!, async (manager) => {
          await manager.update(ProbeRecord, { id }, { company: 'Never' });
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');
      expect((await get(id))?.company).toBe('Changed Ltd');

      const ran = jest.fn(async () => undefined);
      expect(await triage().update(randomUUID(), ran)).toBeNull();
      expect(await triage().update('nope', ran)).toBeNull();
      expect(ran).not.toHaveBeenCalled();
    });

    it('announces a row a worker stored, for the live dashboard', async () => {
      const id = randomUUID();
      await triage().announce(id, 'Asha Rao');
      await waitFor(() => events.find((event) => event.id === id), { what: `the event of ${id}` });
      expect(events.filter((event) => event.id === id)).toEqual([
        { type: 'submission.created', kind: WORKFLOW, id, name: 'Asha Rao' },
      ]);
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

    it('lists and answers its records, with no history', async () => {
      await seed([]);
      const [paid, remote] = await seedQuestions(['Is it PAID?', 'Is it remote?']);
      expect(ids(await list({}, PLAIN))).toEqual([remote, paid]);
      expect(ids(await list({ q: 'paid' }, PLAIN))).toEqual([paid]);
      expect(await ask(staffRpc.get(PLAIN), { id: paid })).toEqual({
        id: paid,
        name: 'Sara Khan',
        question: 'Is it PAID?',
        createdAt: minute(0).toISOString(),
        history: [],
        timeline: [],
      });
    });
  });
});
