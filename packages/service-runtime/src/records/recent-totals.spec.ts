import type { ListQuery } from '@bytecraft/contracts/records/lists';
import { CACHED_TOTAL_MIN, RecentTotals, TOTAL_TTL_MS } from './find-page';

describe('RecentTotals', () => {
  const query: ListQuery = { page: 1, limit: 50, status: undefined, q: undefined };
  let now: number;
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  /** A count that returns the next of `totals` each time it is run, and says how often it ran. */
  const counting = (...totals: number[]) => {
    const count = jest.fn(async () => totals.shift()!);
    return count;
  };

  it('counts a large total once for the same list within a second, then again', async () => {
    const totals = new RecentTotals();
    const count = counting(CACHED_TOTAL_MIN, CACHED_TOTAL_MIN + 1);

    expect(await totals.of(query, count)).toBe(CACHED_TOTAL_MIN);
    now += TOTAL_TTL_MS - 1;
    expect(await totals.of({ ...query, page: 7 }, count)).toBe(CACHED_TOTAL_MIN);
    expect(count).toHaveBeenCalledTimes(1);

    now += 1;
    expect(await totals.of(query, count)).toBe(CACHED_TOTAL_MIN + 1);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('always counts a total below the threshold, so a small list is exact at once', async () => {
    const totals = new RecentTotals();
    const count = counting(CACHED_TOTAL_MIN - 1, CACHED_TOTAL_MIN - 1);

    await totals.of(query, count);
    await totals.of(query, count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps each filter and search apart', async () => {
    const totals = new RecentTotals();
    const count = counting(50_000, 20_000, 10_000, 30_000);

    expect(await totals.of(query, count)).toBe(50_000);
    expect(await totals.of({ ...query, status: 'new' }, count)).toBe(20_000);
    expect(await totals.of({ ...query, q: 'new' }, count)).toBe(10_000);
    expect(await totals.of({ ...query, position: '4' }, count)).toBe(30_000);
    expect(await totals.of({ ...query, status: 'new' }, count)).toBe(20_000);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('keeps the work filters apart: an owner, none, overdue and waiting', async () => {
    const totals = new RecentTotals();
    const count = counting(50_000, 20_000, 30_000, 11_000, 12_000);
    const owner = '00000000-0000-4000-8000-000000000001';

    expect(await totals.of(query, count)).toBe(50_000);
    expect(await totals.of({ ...query, owner }, count)).toBe(20_000);
    expect(await totals.of({ ...query, owner: 'none' }, count)).toBe(30_000);
    expect(await totals.of({ ...query, overdue: true }, count)).toBe(11_000);
    expect(await totals.of({ ...query, waiting: true }, count)).toBe(12_000);
    expect(await totals.of({ ...query, owner }, count)).toBe(20_000);
    expect(count).toHaveBeenCalledTimes(5);
  });
});
