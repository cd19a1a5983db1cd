import type { AssignmentOverview } from '@bytecraft/contracts/records/assignment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, recordRequests, requestsTo, server } from '../../../testing/server';
import { directoryEntry } from '../../../testing/staff-data';
import { renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

const ravi = directoryEntry({ email: 'ravi@bytecraft.example', name: 'Ravi Iyer' });
const ana = directoryEntry({ email: 'ana@bytecraft.example', name: 'Ana Pillai' });

describe('auto-assignment on the team screen', () => {
  it('shows who takes records and how many they own, and turns a kind on', async () => {
    let overview: AssignmentOverview = {
      kinds: {
        contact: false,
        consultation: false,
        'schedule-call': false,
        'developer-hire': false,
        'job-application': false,
        'internship-application': false,
        'internship-question': false,
      },
      members: [
        { accountId: ravi.id, optedIn: true, away: false, capacity: 12, openRecords: 3 },
        { accountId: ana.id, optedIn: true, away: true, capacity: 8, openRecords: 0 },
      ],
    };
    const requests = recordRequests();
    server.use(
      http.get(apiPath('admin/staff'), () => HttpResponse.json({ success: true, data: [] })),
      http.get(apiPath('admin/settings'), () =>
        HttpResponse.json({ success: true, data: { requireTwoFactorForAdmins: false } }),
      ),
      http.get(apiPath('admin/staff/directory'), () =>
        HttpResponse.json({ success: true, data: [ravi, ana] }),
      ),
      http.get(apiPath('admin/settings/assignment'), () =>
        HttpResponse.json({ success: true, data: overview }),
      ),
      http.put(apiPath('admin/settings/assignment'), async ({ request }) => {
        const { kinds } = (await request.json()) as { kinds: Partial<AssignmentOverview['kinds']> };
        overview = { ...overview, kinds: { ...overview.kinds, ...kinds } };
        return HttpResponse.json({ success: true, data: { kinds: overview.kinds } });
      }),
    );
    renderApp('/admin/team');

    const table = await screen.findByRole('table', { name: 'Who takes records given out' });
    const row = (name: string) =>
      [...within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    await within(table).findByRole('rowheader', { name: 'Ravi Iyer' });
    expect(row('Ravi Iyer')).toEqual(['Yes', '3 / 12']);
    expect(row('Ana Pillai')).toEqual(['Away', '0 / 8']);

    const contacts = screen.getByRole('switch', { name: 'Contact form' });
    expect(contacts).not.toBeChecked();
    await userEvent.click(contacts);
    expect(await screen.findByText('Auto-Assignment On')).toBeInTheDocument();
    await waitFor(() => expect(contacts).toBeChecked());
    const puts = requestsTo(requests, 'admin/settings/assignment', 'PUT');
    expect(await Promise.all(puts.map((put) => put.json()))).toEqual([
      { kinds: { contact: true } },
    ]);
  });
});
