import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import {
  RECORD_KINDS,
  RecordKind,
  type Detailed,
  type KindCounts,
  type Page,
  type RecordOf,
} from '@bytecraft/contracts/triage';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { randomBytes, randomUUID } from 'node:crypto';
import { waitFor } from '@bytecraft/testing/wait-for';
import { KINDS, LEAD_KINDS, startLead, type LeadHarness, type LeadKind } from './lead-harness';

/** What the Redis transport answers when a handler throws (a refused payload included). */
const REFUSED = { status: 'error', message: 'Internal server error' };

const token = () => randomBytes(6).toString('hex');
const minutesAfter = (start: string, minutes: number) =>
  new Date(new Date(start).getTime() + minutes * 60_000).toISOString();

/**
 * A value for one search field that no other row of the suite holds, and a search for it in
 * another case. Option fields take an option no factory uses.
 */
function searchable(field: string): { value: string; q: string } {
  const tok = token();
  switch (field) {
    case 'name':
      return { value: `Nira ${tok}`, q: `nIRA ${tok.toUpperCase()}` };
    case 'email':
      return { value: `${tok}@example.com`, q: `${tok.toUpperCase()}@EXAMPLE` };
    case 'company':
      return { value: `${tok} Holdings`, q: `${tok.toUpperCase()} HOLD` };
    case 'service':
      return { value: 'Quantum Computing', q: 'qUANTUM comp' };
    case 'projectType':
      return { value: 'blockchain', q: 'BLOCKCH' };
    default:
      throw new Error(`No searchable value for field ${field}`);
  }
}

describe('lead service: staff triage over the message patterns', () => {
  let lead: LeadHarness;

  const ask = <T>(pattern: string, payload: unknown) => lead.ask<T>(pattern, payload);
  const list = <K extends LeadKind>(kind: K, query: Record<string, unknown>) =>
    ask<Page<RecordOf[K]>>(staffRpc.list(kind), query);
  const get = <K extends LeadKind>(kind: K, id: unknown) =>
    ask<Detailed<RecordOf[K]> | null>(staffRpc.get(kind), { id });
  const setStatus = <K extends LeadKind>(kind: K, id: string, status: string, changedBy: string) =>
    ask<Detailed<RecordOf[K]> | null>(staffRpc.setStatus(kind), { id, status, changedBy });
  const rowOf = async (kind: LeadKind, id: string) => {
    const [row] = await lead.db.query<{ status: string; updatedAt: Date }>(
      `SELECT status, "updatedAt" FROM ${KINDS[kind].table} WHERE id = $1`,
      [id],
    );
    return row;
  };
  const historyOf = (id: string) =>
    lead.db.query(
      'SELECT kind, "from", "to", "changedBy" FROM status_history WHERE "recordId" = $1',
      [id],
    );

  /**
   * Submits records through the lead queue as the gateway does, the n-th received n minutes
   * after `start`, and waits until every one is stored. Returns their ids in that order.
   */
  async function store(
    kind: LeadKind,
    fields: Record<string, unknown>[],
    start = '2026-03-01T09:00:00.000Z',
  ): Promise<string[]> {
    const submissions = fields.map((overrides, n) => ({
      id: randomUUID(),
      receivedAt: minutesAfter(start, n),
      data: KINDS[kind].build(overrides),
    }));
    await lead.leadQueue.addBulk(
      submissions.map((submission) => ({
        name: KINDS[kind].job,
        data: submission,
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: submission.id },
      })),
    );
    const ids = submissions.map((submission) => submission.id);
    await waitFor(
      async () => {
        const [{ count }] = await lead.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM ${KINDS[kind].table} WHERE id = ANY($1)`,
          [ids],
        );
        return count === ids.length;
      },
      { what: `${ids.length} ${kind} rows to be stored` },
    );
    return ids;
  }
  const storeOne = async (kind: LeadKind, overrides: Record<string, unknown> = {}) =>
    (await store(kind, [overrides]))[0]!;

  beforeAll(async () => {
    lead = await startLead('triage');
  });

  afterAll(() => lead?.stop());

  it('adds the status history table and the list indexes in a migration of its own', async () => {
    const migrations = await lead.db.query<{ name: string }>(
      'SELECT name FROM migrations ORDER BY id',
    );
    expect(migrations.map((m) => m.name)).toEqual([
      'CreateContacts1795000000000',
      'CreateConsultationsCallsHires1795000100000',
      'AddStaffTriage1795000200000',
      'AddSearchIndexes1795000300000',
    ]);
    const indexes = await lead.db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE indexname LIKE '%\\_created\\_id' ORDER BY indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'consultations_created_id',
      'contacts_created_id',
      'developer_hires_created_id',
      'schedule_calls_created_id',
    ]);
  });

  describe('list', () => {
    const tok = token();
    let matching: string[];

    beforeAll(async () => {
      // 12 matching contacts, each followed by a newer one that does not match, so the matches
      // lie on every page of the unfiltered list.
      const fields = Array.from({ length: 24 }, (_, n) =>
        n % 2 === 0 ? { company: `Zeta ${tok} Freight` } : { company: `Other ${token()}` },
      );
      const ids = await store(RecordKind.Contact, fields);
      matching = ids.filter((_, n) => n % 2 === 0);
    });

    it('pages newest first, with the kind’s default page size and the page bounds', async () => {
      const newestFirst = [...matching].reverse();
      const first = await list(RecordKind.Contact, { q: tok });
      expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
      expect(first.data.map((record) => record.id)).toEqual(newestFirst.slice(0, 10));

      const second = await list(RecordKind.Contact, { q: tok, page: 2 });
      expect(second.pagination).toEqual({ page: 2, limit: 10, total: 12, totalPages: 2 });
      expect(second.data.map((record) => record.id)).toEqual(newestFirst.slice(10));

      const beyond = await list(RecordKind.Contact, { q: tok, page: 3 });
      expect(beyond).toEqual({
        data: [],
        pagination: { page: 3, limit: 10, total: 12, totalPages: 2 },
      });
    });

    it('pages the whole table when nothing filters it, as strings from the URL', async () => {
      const [{ count }] = await lead.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM contacts',
      );
      const page = await list(RecordKind.Contact, { page: '2', limit: '7' });
      expect(page.pagination).toEqual({
        page: 2,
        limit: 7,
        total: count,
        totalPages: Math.ceil(count / 7),
      });
      const newest = await lead.db.query<{ id: string }>(
        'SELECT id FROM contacts ORDER BY "createdAt" DESC, id DESC LIMIT 7 OFFSET 7',
      );
      expect(page.data.map((record) => record.id)).toEqual(newest.map((row) => row.id));
    });

    it('searches case-insensitively over all rows, so every match is on some page once', async () => {
      const found: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const answer = await list(RecordKind.Contact, {
          q: `  zeta ${tok.toUpperCase()} FREIGHT `,
          limit: 5,
          page,
        });
        expect(answer.pagination).toEqual({ page, limit: 5, total: 12, totalPages: 3 });
        found.push(...answer.data.map((record) => record.id));
      }
      expect(found).toEqual([...matching].reverse());
    });

    it.each(LEAD_KINDS)('%s: searches each of its search fields and no other', async (kind) => {
      for (const field of RECORD_KINDS[kind].searchFields) {
        const { value, q } = searchable(field);
        const id = await storeOne(kind, { [field]: value });
        const answer = await list(kind, { q });
        expect({ field, ids: answer.data.map((record) => record.id) }).toEqual({
          field,
          ids: [id],
        });
      }
      const hidden = token();
      await storeOne(kind, { message: `Only the message says ${hidden}` });
      expect((await list(kind, { q: hidden })).pagination.total).toBe(0);
    });

    it('takes % and _ in a search literally', async () => {
      const tag = token();
      const [percent, , underscore] = await store(RecordKind.Contact, [
        { company: `${tag}%off` },
        { company: `${tag}xoff` },
        { company: `${tag}_b` },
        { company: `${tag}ab` },
      ]);
      const ids = async (q: string) =>
        (await list(RecordKind.Contact, { q })).data.map((record) => record.id);
      expect(await ids(`${tag}%`)).toEqual([percent]);
      expect(await ids(`${tag}_`)).toEqual([underscore]);
      expect(await ids(`${tag}%`.toUpperCase())).toEqual([percent]);
    });

    it('filters by status, together with a search', async () => {
      const [resolved] = matching;
      await setStatus(RecordKind.Contact, resolved!, 'resolved', 'staff@bytecraft.example');
      const onlyResolved = await list(RecordKind.Contact, { q: tok, status: 'resolved' });
      expect(onlyResolved.data.map((record) => record.id)).toEqual([resolved]);
      expect(onlyResolved.data[0]!.status).toBe('resolved');
      const stillNew = await list(RecordKind.Contact, { q: tok, status: 'new', limit: 100 });
      expect(stillNew.pagination.total).toBe(11);
      expect(stillNew.data.every((record) => record.status === 'new')).toBe(true);
    });

    it('counts the rows a search finds by status, whatever page is loaded', async () => {
      const counts = (query: object) =>
        ask<KindCounts>(staffRpc.statusCounts(RecordKind.Contact), query);
      // One of the 12 matches is resolved by the test above.
      expect(await counts({ q: tok.toUpperCase() })).toEqual({
        total: 12,
        byStatus: { new: 11, resolved: 1 },
      });
      expect(await counts({ q: `${tok}-none` })).toEqual({ total: 0, byStatus: {} });
      const all = await counts({});
      expect(all.total).toBeGreaterThanOrEqual(24);
      expect(all.byStatus.new! + all.byStatus.resolved!).toBeLessThanOrEqual(all.total);
      await expect(counts({ q: 'x'.repeat(201) })).rejects.toEqual(REFUSED);
    });

    it.each([
      ['a page below 1', { page: 0 }],
      ['a page that is not a number', { page: 'two' }],
      ['a limit above 100', { limit: 101 }],
      ['a fractional limit', { limit: 2.5 }],
      ['another kind’s status', { status: 'hired' }],
      ['a search over 200 characters', { q: 'x'.repeat(201) }],
    ])('rejects %s', async (_what, query) => {
      await expect(list(RecordKind.Contact, query)).rejects.toEqual(REFUSED);
    });
  });

  describe('get', () => {
    it('answers a record as staff read it, dates as ISO text, with its history', async () => {
      const fields = KINDS[RecordKind.Contact].build({ phone: undefined });
      const [id] = await store(RecordKind.Contact, [fields], '2026-04-02T10:15:00.000Z');
      const record = await get(RecordKind.Contact, id);
      const { updatedAt } = (await rowOf(RecordKind.Contact, id!))!;
      expect(record).toEqual({
        id,
        name: fields.name,
        email: fields.email,
        phone: null,
        company: fields.company,
        service: fields.service,
        budget: fields.budget,
        timeline: fields.timeline,
        message: fields.message,
        status: 'new',
        createdAt: '2026-04-02T10:15:00.000Z',
        updatedAt: updatedAt.toISOString(),
        history: [],
      });

      await setStatus(RecordKind.Contact, id!, 'in_progress', 'ana@bytecraft.example');
      const changed = await get(RecordKind.Contact, id);
      expect(changed?.history).toEqual([
        {
          from: 'new',
          to: 'in_progress',
          changedBy: 'ana@bytecraft.example',
          changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        },
      ]);
    });

    it.each(LEAD_KINDS)('%s: answers null for an unknown or ill-formed id', async (kind) => {
      expect(await get(kind, randomUUID())).toBeNull();
      expect(await get(kind, 'not-a-uuid')).toBeNull();
      expect(await get(kind, "' OR 1=1 --")).toBeNull();
      expect(await ask(staffRpc.get(kind), {})).toBeNull();
    });
  });

  describe('set-status', () => {
    it.each(LEAD_KINDS)(
      '%s: moves through each of its statuses, each step in its history in the same transaction',
      async (kind) => {
        const { statuses } = RECORD_KINDS[kind];
        const id = await storeOne(kind);
        expect((await rowOf(kind, id))?.status).toBe(statuses[0]);

        // Every status after the first, then back to the first.
        const steps = [...statuses.slice(1), statuses[0]!];
        let from = statuses[0]!;
        const expected = [];
        for (const [n, to] of steps.entries()) {
          const changedBy = `staff${n}@bytecraft.example`;
          const record = await setStatus(kind, id, to, changedBy);
          expected.push({ from, to, changedBy });
          expect(record?.status).toBe(to);
          expect(record?.history.map(({ changedAt: _, ...step }) => step)).toEqual(expected);
          // now() is the transaction's start: the row and its history row share one instant
          // only when they were written in the same transaction.
          expect(record?.history.at(-1)?.changedAt).toBe(record?.updatedAt);
          expect((await rowOf(kind, id))?.status).toBe(to);
          from = to;
        }
        expect(await historyOf(id)).toHaveLength(steps.length);
        expect(await historyOf(id)).toEqual(
          expect.arrayContaining([expect.objectContaining({ kind })]),
        );
      },
    );

    it.each(LEAD_KINDS)('%s: refuses every status that is not its own', async (kind) => {
      const own = RECORD_KINDS[kind].statuses;
      const foreign = [
        ...new Set(
          Object.values(RECORD_KINDS)
            .flatMap((rules) => rules.statuses)
            .filter((status) => !own.includes(status)),
        ),
        'NEW',
        '',
      ];
      const id = await storeOne(kind);
      for (const status of foreign) {
        await expect(setStatus(kind, id, status, 'staff@bytecraft.example')).rejects.toEqual(
          REFUSED,
        );
      }
      expect((await rowOf(kind, id))?.status).toBe(own[0]);
      expect(await historyOf(id)).toEqual([]);
    });

    it.each(LEAD_KINDS)('%s: answers null for an unknown or ill-formed id', async (kind) => {
      const status = RECORD_KINDS[kind].statuses[1]!;
      expect(await setStatus(kind, randomUUID(), status, 'staff@bytecraft.example')).toBeNull();
      expect(await setStatus(kind, 'nope', status, 'staff@bytecraft.example')).toBeNull();
    });

    it('writes no history when the status does not change', async () => {
      const id = await storeOne(RecordKind.Contact);
      const record = await setStatus(RecordKind.Contact, id, 'new', 'staff@bytecraft.example');
      expect(record?.status).toBe('new');
      expect(record?.history).toEqual([]);
    });

    it('keeps the old status when its history row cannot be written', async () => {
      const id = await storeOne(RecordKind.Consultation);
      // changedBy longer than its column: the history insert fails after the status update.
      await expect(
        setStatus(RecordKind.Consultation, id, 'scheduled', `${'x'.repeat(300)}@example.com`),
      ).rejects.toEqual(REFUSED);
      expect((await rowOf(RecordKind.Consultation, id))?.status).toBe('pending');
      expect(await historyOf(id)).toEqual([]);
    });
  });

  describe('counts', () => {
    it('counts every kind, in total and per status, as the rows were created', async () => {
      const counts = () => ask<Record<string, KindCounts>>(staffRpc.counts(ServiceName.Lead), {});
      const before = await counts();
      expect(Object.keys(before).sort()).toEqual([...LEAD_KINDS].sort());

      await store(RecordKind.Contact, [{}, {}]);
      await store(RecordKind.ScheduleCall, [{}]);
      const consultations = await store(RecordKind.Consultation, [{}, {}, {}]);
      await store(RecordKind.DeveloperHire, [{}, {}, {}, {}]);
      await setStatus(RecordKind.Consultation, consultations[0]!, 'scheduled', 'a@b.example');

      const after = await counts();
      const grew = (kind: LeadKind, status: string) =>
        (after[kind]!.byStatus[status] ?? 0) - (before[kind]!.byStatus[status] ?? 0);
      expect(after[RecordKind.Contact]!.total - before[RecordKind.Contact]!.total).toBe(2);
      expect(grew(RecordKind.Contact, 'new')).toBe(2);
      expect(after[RecordKind.ScheduleCall]!.total - before[RecordKind.ScheduleCall]!.total).toBe(
        1,
      );
      expect(grew(RecordKind.ScheduleCall, 'scheduled')).toBe(1);
      expect(after[RecordKind.Consultation]!.total - before[RecordKind.Consultation]!.total).toBe(
        3,
      );
      expect(grew(RecordKind.Consultation, 'pending')).toBe(2);
      expect(grew(RecordKind.Consultation, 'scheduled')).toBe(1);
      expect(after[RecordKind.DeveloperHire]!.total - before[RecordKind.DeveloperHire]!.total).toBe(
        4,
      );
      expect(grew(RecordKind.DeveloperHire, 'new')).toBe(4);

      // And they agree with the tables themselves.
      for (const kind of LEAD_KINDS) {
        const rows = await lead.db.query<{ status: string; count: number }>(
          `SELECT status, count(*)::int AS count FROM ${KINDS[kind].table} GROUP BY status`,
        );
        expect(after[kind]).toEqual({
          total: rows.reduce((sum, row) => sum + row.count, 0),
          byStatus: Object.fromEntries(rows.map((row) => [row.status, row.count])),
        });
      }
    });
  });

  describe('staff events', () => {
    const eventsFor = (id: string) => lead.events.filter((event) => event.id === id);

    it.each(LEAD_KINDS)('%s: announces a stored submission once', async (kind) => {
      const name = `Announced ${token()}`;
      const id = await storeOne(kind, { name });
      const [created] = await waitFor(() => eventsFor(id).length > 0 && eventsFor(id), {
        what: `the submission.created event of ${id}`,
      });
      expect(created).toEqual({ type: 'submission.created', kind, id, name });

      // The same submission again (a re-drive): no second row, no second announcement.
      const [row] = await lead.db.query<{ receivedAt: string }>(
        `SELECT "createdAt" AS "receivedAt" FROM ${KINDS[kind].table} WHERE id = $1`,
        [id],
      );
      const again = await lead.leadQueue.add(
        KINDS[kind].job,
        { id, receivedAt: row!.receivedAt, data: KINDS[kind].build({ name }) },
        { ...DEFAULT_JOB_OPTIONS, jobId: `${id}-again` },
      );
      await waitFor(async () => (await again.getState()) === 'completed', {
        what: 'the second run',
      });
      await lead.flushEvents();
      expect(eventsFor(id)).toHaveLength(1);
    });

    it('announces a status change with who made it', async () => {
      const id = await storeOne(RecordKind.DeveloperHire);
      await setStatus(RecordKind.DeveloperHire, id, 'reviewing', 'ravi@bytecraft.example');
      const changed = await waitFor(
        () => lead.events.find((event) => event.id === id && event.type === 'status.changed'),
        { what: `the status.changed event of ${id}` },
      );
      expect(changed).toEqual({
        type: 'status.changed',
        kind: RecordKind.DeveloperHire,
        id,
        from: 'new',
        to: 'reviewing',
        changedBy: 'ravi@bytecraft.example',
      });
    });
  });
});
