import {
  EMPTY_NEWSLETTER_STATS,
  type NewsletterStats,
  type NewsletterSubscriptionRecord,
} from '@bytecraft/contracts/kinds/newsletter-subscription';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { ExportBatch, KindCounts, Page } from '@bytecraft/contracts/records/lists';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { rpc, ServiceName, type SubscribeOutcome } from '@bytecraft/contracts/rpc';
import { randomBytes, randomUUID } from 'node:crypto';
import { startNewsletter, type NewsletterHarness } from './newsletter-harness';

const KIND = 'newsletter-subscription';
/** What the Redis transport answers when a handler throws (a refused payload included). */
const REFUSED = { status: 'error', message: 'Internal server error' };
const tokenOf = () => randomBytes(4).toString('hex');

/** A subscription row as the table holds it; tests insert rows directly to set their dates. */
interface SeedRow {
  id: string;
  email: string;
  status: 'active' | 'unsubscribed' | 'pending';
  source: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}
const buildRow = (overrides: Partial<SeedRow> = {}): SeedRow => ({
  id: randomUUID(),
  email: `reader.${tokenOf()}@example.com`,
  status: 'active',
  source: 'footer',
  subscribedAt: new Date().toISOString(),
  unsubscribedAt: null,
  ...overrides,
});
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const asRecord = (row: SeedRow): NewsletterSubscriptionRecord => ({
  id: row.id,
  email: row.email,
  status: row.status,
  source: row.source,
  subscribedAt: new Date(row.subscribedAt).toISOString(),
  unsubscribedAt: row.unsubscribedAt && new Date(row.unsubscribedAt).toISOString(),
  // Seeded as rows stored before consent was kept.
  consent: null,
});

/**
 * What staff read of newsletter subscriptions that is the kind's own: its order, search field,
 * statuses and record, no status change, its counts, stats and export. Paging, search, filters
 * and refused payloads are the runtime's, proven once in
 * packages/service-runtime/src/records/records.spec.ts.
 */
describe('newsletter service: what staff read', () => {
  let newsletter: NewsletterHarness;

  const ask = <T>(pattern: string, payload: unknown) => newsletter.ask<T>(pattern, payload);
  const list = (query: Record<string, unknown>) =>
    ask<Page<NewsletterSubscriptionRecord>>(staffRpc.list(KIND), query);
  const ids = (page: Page<NewsletterSubscriptionRecord>) => page.data.map((record) => record.id);
  const stats = () => ask<NewsletterStats>(staffRpc.newsletterStats, {});
  const exportBatch = (after: string | null, limit: number) =>
    ask<ExportBatch<NewsletterSubscriptionRecord>>(staffRpc.export(KIND), { after, limit });

  /** Empties the table and fills it with exactly these rows. */
  async function seed(rows: SeedRow[]): Promise<void> {
    await newsletter.db.query('TRUNCATE newsletter_subscriptions CASCADE');
    if (!rows.length) return;
    await newsletter.db.query(
      `INSERT INTO newsletter_subscriptions
         (id, email, status, source, token, "subscribedAt", "unsubscribedAt")
       SELECT r.id, r.email, r.status, r.source, md5(r.id::text), r."subscribedAt", r."unsubscribedAt"
         FROM json_populate_recordset(null::newsletter_subscriptions, $1) AS r`,
      [JSON.stringify(rows)],
    );
  }

  beforeAll(async () => {
    newsletter = await startNewsletter('staff');
  });

  afterAll(() => newsletter?.stop());

  describe('list', () => {
    const tag = tokenOf();
    // 12 tagged rows a day apart (row 0 the oldest), every third unsubscribed, and 3 others.
    const tagged = Array.from({ length: 12 }, (_, n) =>
      buildRow({
        email: `${n}.${tag}@example.com`,
        subscribedAt: daysAgo(40 - n),
        ...(n % 3 === 0 ? { status: 'unsubscribed', unsubscribedAt: daysAgo(1) } : {}),
      }),
    );
    const others = [
      buildRow({ subscribedAt: daysAgo(0.3) }),
      buildRow({ subscribedAt: daysAgo(0.2) }),
      buildRow({ status: 'unsubscribed', subscribedAt: daysAgo(0.1) }),
      buildRow({ status: 'pending', subscribedAt: daysAgo(0.05) }),
    ];
    const newestFirst = (rows: SeedRow[]) =>
      [...rows].sort((a, b) => b.subscribedAt.localeCompare(a.subscribedAt));

    beforeAll(() => seed([...tagged, ...others]));

    it('lists newest subscribed first, as staff read a subscription', async () => {
      const all = await list({});
      expect(ids(all)).toEqual(newestFirst([...tagged, ...others]).map((row) => row.id));
      expect(all.data.find((record) => record.id === tagged[0].id)).toEqual(asRecord(tagged[0]));
    });

    it('searches the email, and no other field', async () => {
      expect(ids(await list({ q: tag.toUpperCase() }))).toEqual(
        newestFirst(tagged).map((row) => row.id),
      );
      // The source is not searched.
      expect((await list({ q: 'footer' })).pagination.total).toBe(0);
    });

    it('filters by its statuses, active, unsubscribed and pending, and by no other', async () => {
      const unsubscribed = [...tagged, ...others].filter((row) => row.status === 'unsubscribed');
      expect(ids(await list({ status: 'unsubscribed' }))).toEqual(
        newestFirst(unsubscribed).map((row) => row.id),
      );
      expect((await list({ status: 'active' })).pagination.total).toBe(10);
      expect(ids(await list({ status: 'pending' }))).toEqual([others[3].id]);
      await expect(list({ status: 'new' })).rejects.toEqual(REFUSED);
    });
  });

  describe('one subscription', () => {
    it('answers it as staff read it, never with its unsubscribe token', async () => {
      const row = buildRow({ status: 'unsubscribed', unsubscribedAt: daysAgo(2) });
      await seed([row]);
      const record = await ask<Detailed<NewsletterSubscriptionRecord>>(staffRpc.get(KIND), {
        id: row.id,
      });
      // Staff do not work a subscription: its activity is empty.
      expect(record).toEqual({ ...asRecord(row), activity: [] });
    });

    it('offers no status change: only the visitor’s mail link changes a subscription', async () => {
      expect(await newsletter.listeners(staffRpc.list(KIND))).toBe(1);
      expect(await newsletter.listeners(staffRpc.get(KIND))).toBe(1);
      expect(await newsletter.listeners(staffRpc.setStatus(KIND))).toBe(0);
    });
  });

  describe('counts and stats', () => {
    it('counts subscriptions in total and per status for the dashboard', async () => {
      await seed([
        buildRow(),
        buildRow(),
        buildRow(),
        buildRow({ status: 'unsubscribed', unsubscribedAt: daysAgo(1) }),
      ]);
      expect(await ask(staffRpc.counts(ServiceName.Newsletter), {})).toEqual({
        [KIND]: { total: 4, byStatus: { active: 3, unsubscribed: 1 } } satisfies KindCounts,
      });
    });

    it('figures total, active, unsubscribed, pending, the last 30 days and the active rate', async () => {
      await seed([
        // Waiting for their confirmation link: not active.
        ...Array.from({ length: 2 }, () =>
          buildRow({ status: 'pending', subscribedAt: daysAgo(2) }),
        ),
        ...Array.from({ length: 6 }, () => buildRow({ subscribedAt: daysAgo(1) })),
        ...Array.from({ length: 2 }, () =>
          buildRow({
            status: 'unsubscribed',
            subscribedAt: daysAgo(10),
            unsubscribedAt: daysAgo(3),
          }),
        ),
        buildRow({ subscribedAt: daysAgo(29.9) }),
        // Outside the 30 days.
        ...Array.from({ length: 3 }, () => buildRow({ subscribedAt: daysAgo(45) })),
        buildRow({
          status: 'unsubscribed',
          subscribedAt: daysAgo(30.1),
          unsubscribedAt: daysAgo(5),
        }),
      ]);
      // And one through the subscribe pattern, as a visitor would.
      const outcome = await ask<SubscribeOutcome>(rpc.newsletterSubscribe, {
        email: `reader.${tokenOf()}@example.com`,
        clientKey: '203.0.113.7',
      });
      expect(outcome.status).toBe('subscribed');

      // 16 rows, 11 active (68.75%), 2 pending, 12 subscribed within 30 days.
      expect(await stats()).toEqual({
        total: 16,
        active: 11,
        unsubscribed: 3,
        pending: 2,
        recentSubscriptions: 12,
        activeRate: 68.8,
      });
    });

    it('answers zeros, not a division by zero, when there are no subscriptions', async () => {
      await seed([]);
      expect(await stats()).toEqual(EMPTY_NEWSLETTER_STATS);
    });

    it('rounds the active rate to one decimal', async () => {
      await seed([buildRow(), buildRow(), buildRow({ status: 'unsubscribed' })]);
      expect((await stats()).activeRate).toBe(66.7);
    });
  });

  describe('export', () => {
    const ROWS = 2_503;

    beforeAll(async () => {
      await newsletter.db.query('TRUNCATE newsletter_subscriptions CASCADE');
      // Three rows share each instant (ties cross batch boundaries), a microsecond apart from
      // the next instant (a cursor rounded to milliseconds would repeat or skip rows).
      await newsletter.db.query(
        `INSERT INTO newsletter_subscriptions (id, email, status, source, token, "subscribedAt", "unsubscribedAt")
         SELECT gen_random_uuid(), 'export' || n || '@example.com',
                CASE WHEN n % 5 = 0 THEN 'unsubscribed' ELSE 'active' END, 'footer', md5(n::text),
                timestamptz '2026-02-01 00:00:00+00' + (n / 3) * interval '1 microsecond',
                CASE WHEN n % 5 = 0 THEN timestamptz '2026-03-01 00:00:00+00' END
           FROM generate_series(1, $1::int) AS n`,
        [ROWS],
      );
    });

    async function exportAll(limit: number) {
      const rows: NewsletterSubscriptionRecord[] = [];
      const sizes: number[] = [];
      let after: string | null = null;
      do {
        const batch: ExportBatch<NewsletterSubscriptionRecord> = await exportBatch(after, limit);
        rows.push(...batch.rows);
        sizes.push(batch.rows.length);
        after = batch.next;
      } while (after !== null);
      return { rows, sizes };
    }

    it('covers every row exactly once, oldest first, across batch boundaries', async () => {
      const { rows, sizes } = await exportAll(1000);
      expect(sizes).toEqual([1000, 1000, 503]);
      const expected = await newsletter.db.query<{ id: string }>(
        'SELECT id FROM newsletter_subscriptions ORDER BY "subscribedAt", id',
      );
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      expect(new Set(rows.map((row) => row.id)).size).toBe(ROWS);
    });

    it('splits ties between batches without losing or repeating one', async () => {
      // 7 is prime to 3: almost every boundary falls inside a group sharing one instant.
      const { rows, sizes } = await exportAll(7);
      expect(sizes).toHaveLength(Math.ceil(ROWS / 7));
      expect(new Set(rows.map((row) => row.id)).size).toBe(ROWS);
    });

    it('carries what the CSV shows, without the unsubscribe token', async () => {
      const { rows } = await exportBatch(null, 5);
      expect(rows.find((row) => row.email === 'export1@example.com')).toEqual({
        id: expect.any(String),
        email: 'export1@example.com',
        status: 'active',
        source: 'footer',
        subscribedAt: '2026-02-01T00:00:00.000Z',
        unsubscribedAt: null,
        consent: null,
      });
      expect(rows.find((row) => row.email === 'export5@example.com')).toMatchObject({
        status: 'unsubscribed',
        unsubscribedAt: '2026-03-01T00:00:00.000Z',
      });
    });

    it('caps a batch at 1000 rows whatever limit is asked', async () => {
      const batch = await exportBatch(null, ROWS);
      expect(batch.rows).toHaveLength(1000);
      expect(batch.next).not.toBeNull();
    });

    it('answers an empty last batch when the rows end exactly at a batch boundary', async () => {
      const first = await exportBatch(null, 1000);
      const second = await exportBatch(first.next, 1000);
      const third = await exportBatch(second.next, 503);
      expect(third.rows).toHaveLength(503);
      expect(third.next).not.toBeNull();
      expect(await exportBatch(third.next, 1000)).toEqual({ rows: [], next: null });
    });

    it.each([
      ['a cursor it did not make', { after: 'bm90LWEtY3Vyc29y', limit: 10 }],
      ['a limit below 1', { after: null, limit: 0 }],
      ['a limit that is not a whole number', { after: null, limit: 1.5 }],
    ])('rejects %s', async (_what, request) => {
      await expect(ask(staffRpc.export(KIND), request)).rejects.toEqual(REFUSED);
    });
  });
});
