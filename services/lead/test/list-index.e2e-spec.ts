import { adminRpc, RECORD_KINDS, RecordKind, type Page } from '@bytecraft/contracts/admin';
import { waitFor } from '../../../infra/testing/wait-for';
import { startLead, type LeadHarness } from './lead-harness';

const ROWS = 100_000;

/** Each table with the columns it cannot do without, filled in SQL for speed. */
const TABLES: { kind: RecordKind; table: string; columns: string; values: string }[] = [
  {
    kind: RecordKind.Contact,
    table: 'contacts',
    columns: 'name, email, service, message',
    values: `'Load ' || n, 'load' || n || '@example.com', 'cloud', 'Filler message'`,
  },
  {
    kind: RecordKind.ScheduleCall,
    table: 'schedule_calls',
    columns: 'name, email, phone, purpose, "preferredTime"',
    values: `'Load ' || n, 'load' || n || '@example.com', '+91 90000 00000', 'other', 'morning'`,
  },
  {
    kind: RecordKind.Consultation,
    table: 'consultations',
    columns: 'name, email, service',
    values: `'Load ' || n, 'load' || n || '@example.com', 'Cloud Computing'`,
  },
  {
    kind: RecordKind.DeveloperHire,
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

describe(`lead service: an unfiltered page of 50 from ${ROWS} rows`, () => {
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

  it.each(TABLES)('$kind: answers the first page newest first, quickly', async (t) => {
    const started = performance.now();
    const page = await lead.ask<Page<{ id: string }>>(adminRpc.list(t.kind), { limit: 50 });
    const elapsed = performance.now() - started;

    expect(page.pagination).toEqual({ page: 1, limit: 50, total: ROWS, totalPages: ROWS / 50 });
    const newest = await lead.db.query<{ id: string }>(
      `SELECT id FROM ${t.table} ORDER BY "createdAt" DESC, id DESC LIMIT 50`,
    );
    expect(page.data.map((record) => record.id)).toEqual(newest.map((row) => row.id));
    // The page itself is an index read; what remains is counting the rows for the page total.
    expect(elapsed).toBeLessThan(500);
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

    const page = await lead.ask<Page<{ name: string }>>(adminRpc.list(t.kind), {
      limit: 50,
      q: 'QUAXLEY',
    });
    expect(page.data.map((record) => record.name)).toEqual(['Zephyrine Quaxley']);
  });

  it('shows a new row in a large total within a second (the total is counted at most once a second)', async () => {
    const list = () =>
      lead.ask<Page<{ id: string }>>(adminRpc.list(RecordKind.Contact), {
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
});
