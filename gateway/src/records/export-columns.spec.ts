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
});
