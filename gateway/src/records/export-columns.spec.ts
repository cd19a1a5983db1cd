import { exportColumns } from './export-columns';

describe('exportColumns', () => {
  it('writes a subscription as the spec’s columns, then its id and its proof of consent, from its definition', () => {
    const { header, cells } = exportColumns('newsletter-subscription');
    expect(header).toEqual([
      'Email',
      'Status',
      'Source',
      'Subscribed At',
      'Unsubscribed At',
      'ID',
      'Consent at',
      'Consent client',
      'Consent page',
      'Consent text',
      'Confirmed at',
    ]);
    const consent = {
      at: '2026-01-02T03:04:05.000Z',
      clientKey: '203.0.113.7',
      page: '/services',
      text: 'Send me the newsletter.',
      confirmedAt: null,
    };
    expect(
      cells(
        {
          id: 'c0ffee00-0000-4000-8000-000000000001',
          email: 'reader@example.com',
          status: 'active',
          source: 'footer',
          subscribedAt: '2026-01-02T03:04:05.000Z',
          unsubscribedAt: null,
          consent,
        },
        new Map(),
      ).slice(5),
    ).toEqual(['c0ffee00-0000-4000-8000-000000000001', ...Object.values(consent)]);
  });

  it('writes a number and a boolean as text, a value holding an object as its JSON (never "[object Object]"), an owner by name and an owner it does not know by id', () => {
    const { header, cells } = exportColumns('contact');
    const row = {
      id: 'c0ffee00-0000-4000-8000-000000000002',
      name: 'Ada Visitor',
      email: 'ada@example.com',
      phone: null,
      company: { name: 'Acme', size: 12 },
      service: ['cloud', 'devops'],
      budget: 25000,
      timeline: true,
      message: 'Hello',
      status: 'new',
      createdAt: '2026-01-02T03:04:05.000Z',
      ownerId: 'account-1',
    };
    const cell = (label: string, owners = new Map([['account-1', 'Grace Staff']])) =>
      cells(row, owners)[header.indexOf(label)];
    expect(cell('Company')).toBe('{"name":"Acme","size":12}');
    expect(cell('Service')).toBe('["cloud","devops"]');
    expect(cell('Budget')).toBe('25000');
    expect(cell('Timeline')).toBe('true');
    expect(cell('Phone')).toBeNull();
    expect(cell('Owner')).toBe('Grace Staff');
    expect(cell('Owner', new Map())).toBe('account-1');
    expect(cells(row, new Map()).join(',')).not.toContain('[object Object]');
  });
});
