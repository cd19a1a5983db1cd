import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { RECORD_KINDS, type RecordOf } from '@bytecraft/contracts/records';
import type { KindCounts, Page } from '@bytecraft/contracts/records/lists';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { randomBytes, randomUUID } from 'node:crypto';
import { migrationsRun } from '@bytecraft/testing/databases';
import { waitFor } from '@bytecraft/testing/wait-for';
import {
  KINDS,
  LEAD_KINDS,
  LEAD_MIGRATION_NAMES,
  startLead,
  type LeadHarness,
  type LeadKind,
} from './lead-harness';

/** What the Redis transport answers when a handler throws (a refused payload included). */
const REFUSED = { status: 'error', message: 'Internal server error' };
const STAFF = randomUUID();

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

/**
 * What the records of the lead kinds owe to the kinds themselves: their search fields, records,
 * statuses, counts, migrations and announcements. Paging, search, filters, history and refused
 * payloads are the runtime's, proven once in packages/service-runtime/src/records/records.spec.ts.
 */
describe('lead service: the records of its kinds', () => {
  let lead: LeadHarness;

  const ask = <T>(pattern: string, payload: unknown) => lead.ask<T>(pattern, payload);
  const list = <K extends LeadKind>(kind: K, query: Record<string, unknown>) =>
    ask<Page<RecordOf[K]>>(staffRpc.list(kind), query);
  const get = <K extends LeadKind>(kind: K, id: unknown) =>
    ask<Detailed<RecordOf[K]> | null>(staffRpc.get(kind), { id });
  const setStatus = <K extends LeadKind>(kind: K, id: string, status: string, actorId = STAFF) =>
    ask<Detailed<RecordOf[K]> | null>(staffRpc.setStatus(kind), { id, status, actorId });
  const rowOf = async (kind: LeadKind, id: string) => {
    const [row] = await lead.db.query<{ status: string; updatedAt: Date }>(
      `SELECT status, "updatedAt" FROM ${KINDS[kind].table} WHERE id = $1`,
      [id],
    );
    return row;
  };

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
    (await store(kind, [overrides]))[0];

  beforeAll(async () => {
    lead = await startLead('records');
  });

  afterAll(() => lead?.stop());

  it('adds the status history table and the list indexes in a migration of its own', async () => {
    expect(await migrationsRun(lead.db)).toEqual(LEAD_MIGRATION_NAMES);
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

  it.each(LEAD_KINDS)(
    '%s: answers a record as staff read it, every field it was sent, dates as ISO text',
    async (kind) => {
      const fields = KINDS[kind].build();
      const [id] = await store(kind, [fields], '2026-04-02T10:15:00.000Z');
      const { updatedAt } = await rowOf(kind, id);
      const record = {
        id,
        // A kind whose form asks for no phone still shows one, empty.
        phone: null,
        ...fields,
        status: RECORD_KINDS[kind].statuses[0],
        ownerId: null,
        followUpAt: null,
        firstReplyAt: null,
        visitorReplyAt: null,
        // Their values by each kind's policy: the due times suite.
        dueAt: expect.any(String),
        atRiskAt: expect.any(String),
        priority: null,
        lastPromise: null,
        createdAt: '2026-04-02T10:15:00.000Z',
        updatedAt: updatedAt.toISOString(),
      };
      expect((await list(kind, { q: fields.email })).data).toEqual([record]);
      // The detail's `activity` is what happened to the record; a contact's, consultation's or
      // hire's own `timeline` (the visitor's project timeline) stays as the list shows it.
      expect(await get(kind, id)).toEqual({
        ...record,
        activity: [
          { type: 'submitted', at: record.createdAt },
          {
            type: 'confirmation',
            at: record.createdAt,
            deliveryId: `${id}.${KINDS[kind].mails[0]}`,
            delivery: 'queued',
            sentAt: null,
          },
        ],
      });
    },
  );

  it.each(LEAD_KINDS)('%s: takes exactly its own statuses', async (kind) => {
    const own = RECORD_KINDS[kind].statuses;
    const id = await storeOne(kind);
    // Every status after the first, then back to the first.
    const steps = [...own.slice(1), own[0]];
    for (const status of steps) {
      expect((await setStatus(kind, id, status))?.status).toBe(status);
    }
    const foreign = [
      ...new Set(
        Object.values(RECORD_KINDS)
          .flatMap((rules) => rules.statuses)
          .filter((status) => !own.includes(status)),
      ),
      own[1].toUpperCase(),
    ];
    for (const status of foreign) {
      await expect(setStatus(kind, id, status)).rejects.toEqual(REFUSED);
    }
    expect((await rowOf(kind, id))?.status).toBe(own[0]);
    const { activity } = (await get(kind, id))!;
    expect(activity.flatMap((entry) => (entry.type === 'status' ? [entry.to] : []))).toEqual(steps);
  });

  it('counts each of its kinds, in total and per status, as their tables hold them', async () => {
    await Promise.all(LEAD_KINDS.map((kind) => store(kind, [{}, {}])));
    const [consultation] = await store('consultation', [{}]);
    await setStatus('consultation', consultation, 'scheduled');

    const counts = await ask<Record<string, KindCounts>>(staffRpc.counts(ServiceName.Lead), {});
    expect(Object.keys(counts).sort()).toEqual([...LEAD_KINDS].sort());
    for (const kind of LEAD_KINDS) {
      const rows = await lead.db.query<{ status: string; count: number }>(
        `SELECT status, count(*)::int AS count FROM ${KINDS[kind].table} GROUP BY status`,
      );
      expect({ kind, counts: counts[kind] }).toEqual({
        kind,
        counts: {
          total: rows.reduce((sum, row) => sum + row.count, 0),
          byStatus: Object.fromEntries(rows.map((row) => [row.status, row.count])),
        },
      });
    }
    expect(counts['consultation'].byStatus.scheduled).toBeGreaterThanOrEqual(1);
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
        { id, receivedAt: row.receivedAt, data: KINDS[kind].build({ name }) },
        { ...DEFAULT_JOB_OPTIONS, jobId: `${id}-again` },
      );
      await waitFor(async () => (await again.getState()) === 'completed', {
        what: 'the second run',
      });
      await lead.flushEvents();
      expect(eventsFor(id)).toHaveLength(1);
    });
  });
});
