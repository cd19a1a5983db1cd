import { RETENTION_POLICY } from '@bytecraft/contracts/retention-policy';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import LegalRoute from './legal';
import { itemTexts } from '../../testing/queries';

/** Each row's cells, header cells first: a header row's 'columnheader's, a body row's 'rowheader'. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      (['columnheader', 'rowheader', 'cell'] as const)
        .flatMap((role) => within(row).queryAllByRole(role))
        .map((cell) => cell.textContent),
    );

describe('Legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/gdpr-compliance', 'GDPR Compliance'],
    ['/security', 'Security'],
    ['/sla', 'Service Level Agreement'],
  ])('%s shows "%s" as its only h1, a link back home and its sections', (path, title) => {
    renderWithProviders(<LegalRoute path={path} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(document.title).toBe(`${title} | Bytecraft Technologies`);
  });

  it('states the response and resolution times and the service credits as tables', () => {
    renderWithProviders(<LegalRoute path="/sla" />);
    expect(screen.getByText(/99\.9% monthly uptime/)).toHaveTextContent('about 8.76 hours');
    expect(rowsOf(screen.getByRole('table', { name: 'Service credits' }))).toEqual([
      ['Monthly uptime', 'Credit'],
      ['99.0% up to 99.9%', '5%'],
      ['95.0% up to 99.0%', '10%'],
      ['Below 95.0%', '25%'],
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Response and resolution times' })).map(
        ([priority, , response, resolution]) => [priority, response, resolution],
      ),
    ).toEqual([
      ['Priority', 'First response', 'Resolution target'],
      ['Critical', '1 hour', '4 hours'],
      ['High', '4 hours', '24 hours'],
      ['Medium', '24 hours', '72 hours'],
      ['Low', '72 hours', '1 week'],
    ]);
    expect(
      screen.getByText(/95% of requests receive a response in under 2 seconds/),
    ).toBeInTheDocument();
  });

  it('quotes the GDPR and security commitments', () => {
    renderWithProviders(<LegalRoute path="/gdpr-compliance" />);
    expect(screen.getByText(/We answer every request within 30 days/)).toBeInTheDocument();
    renderWithProviders(<LegalRoute path="/security" />);
    expect(screen.getByText(/acknowledge critical reports within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('TLS 1.3 for all data in transit')).toBeInTheDocument();
    expect(screen.getByText(/AES-256 encryption for data at rest/)).toBeInTheDocument();
  });

  it.each(['/privacy-policy', '/gdpr-compliance'])(
    '%s states how long each kind is kept, in the months the daily erasure applies',
    (path) => {
      renderWithProviders(<LegalRoute path={path} />);
      const section = screen.getByRole('region', {
        name: /^How long we keep (it|your data)$/,
      });
      const items = itemTexts(section);
      for (const { label, months, from } of RETENTION_POLICY) {
        expect(items).toContain(
          `${label}: up to ${months} ${months === 1 ? 'month' : 'months'} ${from}`,
        );
      }
      // The default retention: enquiries 3 years, applications a year, a subscription a month
      // after it ends.
      expect(items).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Enquiries.*: up to 36 months after our last contact$/),
          expect.stringMatching(/^Job and internship applications.*: up to 12 months /),
          expect.stringMatching(/^Newsletter subscriptions: up to 1 month after you unsubscribe/),
        ]),
      );
    },
  );
});
