import { RECORD_KINDS, RECORD_KIND_IDS } from '../records';
import { countsQuerySchema, listQuerySchema, statusChangeSchema } from './lists';
import { toFieldErrors } from '../errors';

const fieldsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? [] : toFieldErrors(result.error!).map((e) => e.field);

describe('listQuerySchema', () => {
  it('defaults to page 1 and the kind’s page size (10 contacts, 50 others)', () => {
    expect(listQuerySchema('contact').parse({})).toEqual({ page: 1, limit: 10 });
    expect(listQuerySchema('job-application').parse({})).toEqual({ page: 1, limit: 50 });
  });

  it('reads the URL’s strings, trims the search and drops empty values', () => {
    expect(
      listQuerySchema('contact').parse({
        page: '3',
        limit: '25',
        status: '',
        q: '  asha ',
      }),
    ).toEqual({ page: 3, limit: 25, q: 'asha' });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ status: 'archived' }, 'status'],
    [{ q: 'x'.repeat(201) }, 'q'],
  ])('refuses %j', (query, field) => {
    expect(fieldsOf(listQuerySchema('contact').safeParse(query))).toEqual([field]);
  });

  it("filters job applications by the careers page's positions, or the general resumes", () => {
    const schema = listQuerySchema('job-application');
    expect(schema.parse({ position: '4' })).toEqual({ page: 1, limit: 50, position: '4' });
    expect(schema.parse({ position: 'general' })).toMatchObject({ position: 'general' });
    expect(schema.parse({ position: '' })).toEqual({ page: 1, limit: 50 });
    const refused = schema.safeParse({ position: '99' });
    expect(toFieldErrors(refused.error!)).toEqual([
      { field: 'position', message: 'Position must be one of: 1, 2, 3, 4, 5, 6, general' },
    ]);
    expect(countsQuerySchema('job-application').parse({ position: '2' })).toEqual({
      position: '2',
    });
    // Another kind has no position to filter by: the parameter is not its.
    expect(listQuerySchema('contact').parse({ position: '4' })).toEqual({
      page: 1,
      limit: 10,
    });
  });

  it('has no status filter for kinds without a workflow', () => {
    const result = listQuerySchema('internship-question').safeParse({ status: 'new' });
    expect(fieldsOf(result)).toEqual(['status']);
  });
});

describe('statusChangeSchema', () => {
  it.each(RECORD_KIND_IDS.filter((kind) => RECORD_KINDS[kind].staffSetsStatus))(
    '%s accepts exactly its own statuses',
    (kind) => {
      const schema = statusChangeSchema(kind);
      for (const status of RECORD_KINDS[kind].statuses) {
        expect(schema.parse({ status })).toEqual({ status });
      }
      const refused = schema.safeParse({ status: 'archived' });
      expect(refused.success).toBe(false);
      expect(refused.error!.issues[0].message).toBe(
        `Status must be one of: ${RECORD_KINDS[kind].statuses.join(', ')}`,
      );
    },
  );
});

describe('countsQuerySchema', () => {
  it('takes only the search, trimmed, and drops an empty one', () => {
    const schema = countsQuerySchema('contact');
    expect(schema.parse({ q: '  asha ', page: '3', status: 'new' })).toEqual({ q: 'asha' });
    expect(schema.parse({ q: '' })).toEqual({});
    expect(schema.parse({})).toEqual({});
  });

  it('refuses the searches a list refuses', () => {
    const query = { q: 'x'.repeat(201) };
    expect(fieldsOf(countsQuerySchema('contact').safeParse(query))).toEqual(['q']);
  });
});

describe("a kind's CSV as the spec defines it", () => {
  it("begins the newsletter's export with the spec's five columns, in its order and spelling, under its file name", () => {
    expect(RECORD_KINDS['newsletter-subscription'].csv).toEqual({
      columns: [
        ['email', 'Email'],
        ['status', 'Status'],
        ['source', 'Source'],
        ['subscribedAt', 'Subscribed At'],
        ['unsubscribedAt', 'Unsubscribed At'],
      ],
      fileName: 'newsletter-subscriptions.csv',
    });
  });
});
