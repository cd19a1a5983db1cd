import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { RECORD_KINDS, RecordKind } from '@bytecraft/contracts/records';
import type { ListQuery, Page } from '@bytecraft/contracts/records/lists';
import { peopleRpc, type PersonHoldings } from '@bytecraft/contracts/people';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { ofAddress } from '@bytecraft/service-runtime/people/person-rows';
import { DueTimes } from '@bytecraft/service-runtime/records/due-times';
import { pageIdsQuery, searchPageIdsQuery } from '@bytecraft/service-runtime/records/find-page';
import { OwnedRecords } from '@bytecraft/service-runtime/records/records.module';
import { DataSource } from 'typeorm';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startLead, type LeadHarness } from './lead-harness';

const ROWS = 100_000;

/** Each table with the columns it cannot do without, filled in SQL for speed. */
const TABLES: { kind: RecordKind; table: string; columns: string; values: string }[] = [
  {
    kind: 'contact',
    table: 'contacts',
    columns: 'name, email, service, message',
    values: `'Load ' || n, 'load' || n || '@example.com', 'cloud', 'Filler message'`,
  },
  {
    kind: 'schedule-call',
    table: 'schedule_calls',
    columns: 'name, email, phone, purpose, "preferredTime"',
    values: `'Load ' || n, 'load' || n || '@example.com', '+91 90000 00000', 'other', 'morning'`,
  },
  {
    kind: 'consultation',
    table: 'consultations',
    columns: 'name, email, service',
    values: `'Load ' || n, 'load' || n || '@example.com', 'Cloud Computing'`,
  },
  {
    kind: 'developer-hire',
    table: 'developer_hires',
    columns: 'name, email, "projectType", message',
    values: `'Load ' || n, 'load' || n || '@example.com', 'other', 'Filler message'`,
  },
];

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const nodeTypes = (node: PlanNode) =>
  nodesOf(node).map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`.trim());

describe(`lead service: a page of 50 from ${ROWS} rows`, () => {
  let lead: LeadHarness;

  beforeAll(async () => {
    lead = await startLead('list-index');
    for (const { table, columns, values } of TABLES) {
      // Several rows share each instant, so the id decides between them.
      await lead.db.query(`
        INSERT INTO ${table} (id, ${columns}, "createdAt")
        SELECT gen_random_uuid(), ${values}, timestamptz '2026-01-01' + (n / 4) * interval '1 minute'
          FROM generate_series(1, ${ROWS}) AS n`);
      // As autovacuum leaves a settled table: statistics, and GIN entries out of their pending list.
      await lead.db.query(`VACUUM ANALYZE ${table}`);
    }
  }, 120_000);

  afterAll(() => lead?.stop());

  it.each(TABLES)('$kind: reads the page from its index, not by sorting the table', async (t) => {
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await lead.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) SELECT * FROM ${t.table} r
        ORDER BY r."createdAt" DESC, r.id DESC LIMIT 50 OFFSET 0`,
    );
    const nodes = nodesOf(plan.Plan);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(nodes.map((node) => node['Index Name'])).toContain(`${t.table}_created_id`);
  });

  /**
   * How one of findPage's queries finds a page's ids: the plan under its Limit, which picks
   * them before the page's rows are read.
   */
  const planOfIds = async (
    t: (typeof TABLES)[number],
    idsQuery: typeof pageIdsQuery,
    query: ListQuery,
    now = new Date(),
  ) => {
    const dataSource = lead.app.get(DataSource);
    const entity = dataSource.entityMetadatas.find((m) => m.tableName === t.table)!.target;
    const [sql, params] = idsQuery(
      dataSource.getRepository(entity),
      t.kind,
      query,
      now,
    ).getQueryAndParameters();
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await lead.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    return nodeTypes(nodesOf(plan.Plan).find((node) => node['Node Type'] === 'Limit')!);
  };

  it.each(TABLES)('$kind: steps to a deep page through the date index alone', async (t) => {
    const plan = await planOfIds(t, pageIdsQuery, {
      page: 1000,
      limit: 50,
      status: undefined,
      q: undefined,
    });
    // The 49,950 rows skipped are index entries, not table rows; only the page's 50 are read.
    expect(plan).toContain(`Index Only Scan ${t.table}_created_id`);
    expect(plan).not.toContain(`Index Scan ${t.table}_created_id`);
    expect(plan).not.toContain('Seq Scan');
  });

  // '77@example' matches 1,000 of the 100,000 rows (every hundredth email), spread over the table.
  const spreadSearch = { limit: 50, status: undefined, q: '77@example' };

  it.each(TABLES)(
    '$kind: finds a search through its trigram index, then sorts the matches',
    async (t) => {
      // Whether PostgreSQL would rather walk the date index until a page is full depends on its
      // statistics, a random sample; with sorting made dear it always would.
      await lead.db.query('SET enable_sort = off');
      const plan = await planOfIds(t, searchPageIdsQuery, { ...spreadSearch, page: 1 }).finally(
        () => lead.db.query('RESET enable_sort'),
      );
      expect(plan).toContain(`Bitmap Index Scan ${t.table}_search`);
      expect(plan).not.toContain(`Index Scan ${t.table}_created_id`);
      expect(plan).not.toContain(`Index Only Scan ${t.table}_created_id`);
    },
  );

  it('answers a search page newest first with its total, and a page past the last match', async () => {
    const page = (n: number) =>
      lead.ask<Page<{ id: string }>>(staffRpc.list('contact'), {
        ...spreadSearch,
        page: n,
      });
    const expected = await lead.db.query<{ id: string }>(
      `SELECT id FROM contacts WHERE email ILIKE '%77@example%'
        ORDER BY "createdAt" DESC, id DESC OFFSET 50 LIMIT 50`,
    );
    const second = await page(2);
    expect(second.data.map((record) => record.id)).toEqual(expected.map((row) => row.id));
    expect(second.pagination).toEqual({ page: 2, limit: 50, total: 1_000, totalPages: 20 });
    expect(await page(21)).toEqual({
      data: [],
      pagination: { page: 21, limit: 50, total: 1_000, totalPages: 20 },
    });
  });

  // How fast is bench:lists's to say (docs/performance.md); this proves what it answers.
  it.each(TABLES)('$kind: answers the first page newest first', async (t) => {
    const page = await lead.ask<Page<{ id: string }>>(staffRpc.list(t.kind), { limit: 50 });

    expect(page.pagination).toEqual({ page: 1, limit: 50, total: ROWS, totalPages: ROWS / 50 });
    const newest = await lead.db.query<{ id: string }>(
      `SELECT id FROM ${t.table} ORDER BY "createdAt" DESC, id DESC LIMIT 50`,
    );
    expect(page.data.map((record) => record.id)).toEqual(newest.map((row) => row.id));
  });

  it.each(TABLES)('$kind: searches every search field through its trigram index', async (t) => {
    // One visitor with a rare name among the 100,000, as a search for a real person looks.
    await lead.db.query(
      `INSERT INTO ${t.table} (id, ${t.columns}, "createdAt")
       SELECT gen_random_uuid(), ${t.values.replace(`'Load ' || n`, `'Zephyrine Quaxley'`)}, now()
         FROM generate_series(1, 1) AS n`,
    );
    const fields = RECORD_KINDS[t.kind].searchFields;
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await lead.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) SELECT count(*) FROM ${t.table} r
        WHERE ${fields.map((field) => `r."${field}" ILIKE '%quaxley%'`).join(' OR ')}`,
    );
    const nodes = nodesOf(plan.Plan);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.map((node) => node['Index Name'])).toContain(`${t.table}_search`);

    const page = await lead.ask<Page<{ name: string }>>(staffRpc.list(t.kind), {
      limit: 50,
      q: 'QUAXLEY',
    });
    expect(page.data.map((record) => record.name)).toEqual(['Zephyrine Quaxley']);
  });

  it.each(TABLES)(
    "$kind: finds a person's rows through the index of the lower-cased address",
    async (t) => {
      const email = 'load77@example.com';
      const { where } = ofAddress(email, {});
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = await lead.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) SELECT * FROM ${t.table} r WHERE ${where.replace(':email', `'${email}'`)}`,
      );
      const nodes = nodesOf(plan.Plan);
      expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(nodes.map((node) => node['Index Name'])).toContain(`${t.table}_person`);

      const { records } = await lead.ask<PersonHoldings>(peopleRpc.find(ServiceName.Lead), {
        email: email.toUpperCase(),
      });
      expect(
        records.filter(({ kind }) => kind === t.kind).map(({ record }) => record.email),
      ).toEqual([email]);
    },
  );

  it('shows a new row in a large total within a second (the total is counted at most once a second)', async () => {
    const list = () =>
      lead.ask<Page<{ id: string }>>(staffRpc.list('contact'), {
        limit: 50,
        status: 'new',
      });
    const [{ n }] = await lead.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contacts WHERE status = 'new'`,
    );
    expect((await list()).pagination.total).toBe(n);
    await lead.db.query(
      `INSERT INTO contacts (id, name, email, service, message) VALUES (gen_random_uuid(), 'Late', 'late@example.com', 'cloud', 'One more')`,
    );
    await waitFor(async () => (await list()).pagination.total === n + 1, {
      what: 'the new row in the total',
      timeoutMs: 5_000,
    });
  });

  describe('the work filters on contacts', () => {
    const OWNERS = Array.from({ length: 10 }, (_, n) => `00000000-0000-4000-8000-00000000000${n}`);

    beforeAll(async () => {
      // Half the contacts have one of ten owners; nine in ten are answered (one in forty of
      // those answered again by the visitor, waiting on us again), and one in thirty closed. One in a hundred has a follow-up in the future, and the oldest thousand one in
      // the past, as overdue records are the ones left longest.
      await lead.db.query(
        `UPDATE contacts SET
          "ownerId" = CASE WHEN n % 20 < 10 THEN ($1::uuid[])[n % 10 + 1] END,
          "followUpAt" = CASE WHEN oldest <= 1000 THEN now() - interval '1 day'
                              WHEN n % 100 = 1 THEN now() + interval '1 day' END,
          "firstReplyAt" = CASE WHEN n % 10 <> 0 THEN "createdAt" + interval '3 hours' END,
          "visitorReplyAt" = CASE WHEN n % 40 = 1 THEN "createdAt" + interval '5 hours' END,
          status = CASE WHEN n % 30 = 0 THEN 'closed' ELSE status END
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS n,
                     row_number() OVER (ORDER BY "createdAt", id) AS oldest FROM contacts) numbered
        WHERE contacts.id = numbered.id`,
        [OWNERS],
      );
      await lead.db.query('VACUUM ANALYZE contacts');
    }, 120_000);

    const contacts = TABLES[0];
    // The index each filter's page is read from. Without an owner are half the rows, so the
    // date index finds a page of them in its first hundred entries, in order.
    const filters: [string, Partial<ListQuery>, string][] = [
      ['an owner', { owner: OWNERS[3] }, 'Index Only Scan contacts_owner_created'],
      ['no owner', { owner: 'none' }, 'Index Scan contacts_created_id'],
      ['overdue', { overdue: true }, 'Index Only Scan contacts_follow_up_created'],
      ['waiting', { waiting: true }, 'Index Only Scan contacts_waiting'],
    ];

    it.each(filters)(
      'finds a page by %s through an index, never the whole table',
      async (_what, filter, index) => {
        const plan = await planOfIds(contacts, pageIdsQuery, {
          page: 1,
          limit: 50,
          status: undefined,
          q: undefined,
          ...filter,
        });
        expect(plan).toContain(index);
        expect(plan.join()).not.toContain('Seq Scan');
      },
    );

    it('answers each filtered page newest first, with its total', async () => {
      const cases: [Partial<ListQuery>, string][] = [
        [{ owner: OWNERS[3] }, `"ownerId" = '${OWNERS[3]}'`],
        [{ owner: 'none' }, `"ownerId" IS NULL`],
        [{ overdue: true }, `"followUpAt" < now()`],
        [
          { waiting: true },
          `("firstReplyAt" IS NULL OR "visitorReplyAt" IS NOT NULL) AND status NOT IN ('resolved', 'closed')`,
        ],
      ];
      for (const [filter, where] of cases) {
        const query = Object.fromEntries(
          Object.entries(filter).map(([key, value]) => [key, String(value)]),
        );
        const page = await lead.ask<Page<{ id: string }>>(staffRpc.list('contact'), {
          ...query,
          limit: 50,
          page: 2,
        });
        const expected = await lead.db.query<{ id: string }>(
          `SELECT id FROM contacts WHERE ${where} ORDER BY "createdAt" DESC, id DESC OFFSET 50 LIMIT 50`,
        );
        const [{ total }] = await lead.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM contacts WHERE ${where}`,
        );
        expect({ filter, ids: page.data.map((record) => record.id) }).toEqual({
          filter,
          ids: expected.map((row) => row.id),
        });
        expect(page.pagination.total).toBe(total);
        expect(total).toBeGreaterThan(100);
      }
    });

    describe('and their due times', () => {
      // Six days into the rows' seventeen: the waiting rows before it are past due, a band of
      // those after it at risk.
      const CLOCK = new Date('2026-01-07T00:00:00Z');

      beforeAll(async () => {
        // As a service starting on a table whose rows came before due times were kept.
        const filled = await lead.app.get(OwnedRecords).workedOf('contact').fillDueTimes();
        const [{ waiting }] = await lead.db.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM contacts
            WHERE ("firstReplyAt" IS NULL OR "visitorReplyAt" IS NOT NULL) AND status <> 'closed'`,
        );
        expect(filled).toBe(waiting);
        lead.app.get(DueTimes).now = () => CLOCK;
        await lead.db.query('VACUUM ANALYZE contacts');
      }, 120_000);

      const dueQueries: [string, Partial<ListQuery>][] = [
        ['sorted by due time', { sort: 'due' }],
        ['sorted by due time, deep', { sort: 'due', page: 1000 }],
        ['past due', { due: 'breached' }],
        ['at risk', { due: 'at-risk' }],
        ['at risk, sorted by due time', { due: 'at-risk', sort: 'due' }],
      ];

      it.each(dueQueries)(
        'finds a page %s without reading the whole table',
        async (_what, query) => {
          const plan = await planOfIds(
            contacts,
            pageIdsQuery,
            {
              page: 1,
              limit: 50,
              status: undefined,
              q: undefined,
              ...query,
            },
            CLOCK,
          );
          expect(plan.join()).not.toContain('Seq Scan');
          if (query.sort) expect(plan.join()).not.toMatch(/^Sort|,Sort/);
        },
      );

      it('answers a page of what is at risk or past due, soonest first, with its total', async () => {
        const cases: [Record<string, string>, string][] = [
          [{ due: 'breached' }, `"dueAt" <= $1`],
          [{ due: 'at-risk' }, `"dueAt" > $1 AND "atRiskAt" <= $1`],
        ];
        for (const [filter, where] of cases) {
          const page = await lead.ask<Page<{ id: string }>>(staffRpc.list('contact'), {
            ...filter,
            sort: 'due',
            limit: 50,
            page: 2,
          });
          const expected = await lead.db.query<{ id: string }>(
            `SELECT id FROM contacts WHERE ${where} ORDER BY "dueAt", id OFFSET 50 LIMIT 50`,
            [CLOCK],
          );
          const [{ total }] = await lead.db.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM contacts WHERE ${where}`,
            [CLOCK],
          );
          expect({ filter, ids: page.data.map((record) => record.id) }).toEqual({
            filter,
            ids: expected.map((row) => row.id),
          });
          expect(page.pagination.total).toBe(total);
          // More than the page asked for: page 2 is not empty.
          expect(total).toBeGreaterThan(50);
        }
      });
    });
  });
});
