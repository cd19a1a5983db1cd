import { consoleRecordPath } from '@bytecraft/contracts/console-paths';
import type { SlaReport } from '@bytecraft/contracts/records/sla';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RECORD_SCREENS } from '../../../features/admin-records/kinds';
import { apiPath, recordRequests, server } from '../../../testing/server';
import { directoryEntry, slaBody, slaFigures, slaReport } from '../../../testing/staff-data';
import { renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

const DAY_MS = 24 * 3_600_000;
const CONTACTS = RECORD_SCREENS.contact.title;
const APPLICATIONS = RECORD_SCREENS['job-application'].title;
const MISSED = '7d1f2c3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const OWNER = directoryEntry({ email: 'ravi@bytecraft.example', name: 'Ravi Iyer' });

/** How many days a report's query spans. */
const daysOf = (url: URL) =>
  Math.round(
    (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) / DAY_MS,
  );

/** The week's report and the month's, as the server would answer each span. */
const REPORTS: Record<number, SlaReport> = {
  7: slaReport({
    byKind: [{ kind: 'contact', ...slaFigures({ due: 2, kept: 1, breached: 1, hitRate: 0.5 }) }],
    byOwner: [{ ownerId: OWNER.id, ...slaFigures({ due: 2, kept: 1, breached: 1, hitRate: 0.5 }) }],
  }),
  30: slaReport({
    byKind: [
      { kind: 'contact', ...slaFigures({ due: 4, kept: 3, breached: 1, hitRate: 0.75 }) },
      { kind: 'job-application', ...slaFigures({ due: 1, kept: 1, hitRate: 1 }) },
    ],
    byOwner: [
      { ownerId: OWNER.id, ...slaFigures({ due: 4, kept: 3, breached: 1, hitRate: 0.75 }) },
      { ownerId: null, ...slaFigures({ due: 1, kept: 1, hitRate: 1 }) },
    ],
    misses: [
      {
        kind: 'contact',
        recordId: MISSED,
        clock: 'first-response',
        dueAt: '2026-03-20T09:00:00.000Z',
        ownerId: null,
        answeredAt: null,
      },
    ],
  }),
};

describe('the dashboard’s promises kept', () => {
  it('shows each kind’s hit rate over 7 and 30 days, the misses, and the CSV of the 30 days', async () => {
    const requests = recordRequests();
    server.use(
      http.get(apiPath('admin/sla'), ({ request }) =>
        HttpResponse.json(slaBody(REPORTS[daysOf(new URL(request.url))])),
      ),
    );
    server.use(
      http.get(apiPath('admin/staff/directory'), () =>
        HttpResponse.json({ success: true, data: [OWNER] }),
      ),
    );
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'Promises kept by kind' });
    const row = (title: string) =>
      within(table).getByRole('rowheader', { name: title }).closest('tr')!.querySelectorAll('td');
    expect([...row(CONTACTS)].map((cell) => cell.textContent)).toEqual([
      '50% (1 of 2)',
      '75% (3 of 4)',
    ]);
    // Nothing of the kind was due in the week.
    expect([...row(APPLICATIONS)].map((cell) => cell.textContent)).toEqual(['–', '100% (1 of 1)']);

    // Per owner by name, the promises of records nobody owned as Nobody.
    const owners = screen.getByRole('table', { name: 'Promises kept by owner' });
    const ownerRow = (name: string) =>
      [
        ...within(owners).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td'),
      ].map((cell) => cell.textContent);
    expect(await within(owners).findByRole('rowheader', { name: 'Ravi Iyer' })).toBeInTheDocument();
    expect(ownerRow('Ravi Iyer')).toEqual(['50% (1 of 2)', '75% (3 of 4)']);
    expect(ownerRow('Nobody')).toEqual(['–', '100% (1 of 1)']);

    const misses = screen.getByRole('list', { name: 'Promises missed' });
    expect(within(misses).getByRole('link', { name: CONTACTS })).toHaveAttribute(
      'href',
      consoleRecordPath('contact', MISSED),
    );
    expect(within(misses).getByText(/not answered yet/)).toBeInTheDocument();

    const csv = new URL(
      screen.getByRole('link', { name: 'Download the last 30 days as CSV' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(csv.pathname).toBe('/api/admin/sla');
    expect(csv.searchParams.get('format')).toBe('csv');
    expect(daysOf(csv)).toBe(30);

    const asked = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/admin/sla');
    expect(asked.map(daysOf).sort((a, b) => a - b)).toEqual([7, 30]);
  });

  it('says so when nothing was due', async () => {
    renderApp('/admin');
    expect(await screen.findByText('No promise was due in the last 30 days.')).toBeInTheDocument();
  });

  it('says the report could not be loaded when the server refuses it', async () => {
    server.use(
      http.get(apiPath('admin/sla'), () =>
        HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'Try again' }, { status: 503 }),
      ),
    );
    renderApp('/admin');
    expect(await screen.findByText('The promises could not be loaded.')).toBeInTheDocument();
  });
});
