import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../testing/axe';
import { chooseOption } from '../../../testing/form-helpers';
import { contact, countsBody, directoryEntry, listBody } from '../../../testing/staff-data';
import { apiPath, lastQuery, recordRequests, server } from '../../../testing/server';
import {
  currentLocation,
  meInDirectory,
  renderApp,
  serveDirectory,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();
afterEach(() => vi.useRealTimers());

const me = meInDirectory();
const colleague = directoryEntry({ email: 'ravi@bytecraft.example', name: 'Ravi Iyer' });
const NOW = Date.UTC(2026, 0, 20, 12);
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('article') as HTMLElement;

const directory = () => serveDirectory([me, colleague]);

describe('the worked lists', () => {
  it("shows each card's owner, how long it has waited for an answer and whether it is overdue", async () => {
    // Only the clock the cards read is stopped; the network's timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    server.use(
      directory(),
      http.get(apiPath('contact'), () =>
        HttpResponse.json(
          listBody([
            contact({ name: 'Waiting Lead', createdAt: hoursAgo(26.5), ownerId: colleague.id }),
            contact({
              name: 'Overdue Lead',
              createdAt: hoursAgo(80),
              firstReplyAt: hoursAgo(70),
              followUpAt: hoursAgo(1),
            }),
            contact({ name: 'Closed Lead', createdAt: hoursAgo(90), status: 'resolved' }),
          ]),
        ),
      ),
    );
    renderApp('/admin/contacts');
    const waiting = await cardOf('Waiting Lead');
    expect(await within(waiting).findByText('Owner: Ravi Iyer')).toBeInTheDocument();
    expect(within(waiting).getByText('waiting 26 h')).toBeInTheDocument();
    expect(within(waiting).queryByText('overdue')).not.toBeInTheDocument();

    const overdue = await cardOf('Overdue Lead');
    expect(within(overdue).getByText('overdue')).toBeInTheDocument();
    expect(within(overdue).queryByText(/^waiting/)).not.toBeInTheDocument();
    expect(within(overdue).queryByText(/^Owner:/)).not.toBeInTheDocument();

    // A resolved contact waits for nothing.
    const closed = await cardOf('Closed Lead');
    expect(within(closed).queryByText(/^waiting/)).not.toBeInTheDocument();
  });

  it('filters by owner, overdue and waiting in the address, the list, the board totals and the export', async () => {
    server.use(directory());
    const requests = recordRequests();
    renderApp('/admin/contacts');
    await screen.findByText('No contacts yet.');
    const owner = screen.getByRole('combobox', { name: /^Owner/ });
    expect(owner).toHaveDisplayValue('Anyone');
    await waitFor(() =>
      expect(
        within(owner)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Anyone', 'Me', 'Unassigned', 'Sam Staff', 'Ravi Iyer']),
    );
    await userEvent.selectOptions(owner, 'Me');
    await waitFor(() => expect(lastQuery(requests, 'contact').get('owner')).toBe('me'));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Waiting' }));
    await waitFor(() => {
      const query = lastQuery(requests, 'contact');
      expect([query.get('owner'), query.get('overdue'), query.get('waiting')]).toEqual([
        'me',
        'true',
        'true',
      ]);
    });
    expect(currentLocation()).toBe('/admin/contacts?owner=me&overdue=true&waiting=true');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/contact/export.csv?owner=me&overdue=true&waiting=true',
    );

    await chooseOption(/^Owner/, 'Ravi Iyer');
    await chooseOption(/^Status/, 'In Progress');
    await waitFor(() => expect(lastQuery(requests, 'contact').get('owner')).toBe(colleague.id));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/contact/export.csv?status=in_progress&owner=${colleague.id}&overdue=true&waiting=true`,
    );

    // The board's column totals count what the same filters find.
    await userEvent.click(screen.getByRole('button', { name: 'Board view' }));
    await waitFor(() => {
      const counts = lastQuery(requests, 'contact/counts');
      expect([counts.get('owner'), counts.get('overdue'), counts.get('waiting')]).toEqual([
        colleague.id,
        'true',
        'true',
      ]);
    });
  });

  it('changes the status of the chosen cards at once, and names the one that failed and why', async () => {
    const first = contact({ name: 'Asha Rao' });
    const second = contact({ name: 'Gone Lead' });
    const third = contact({ name: 'Left Alone' });
    server.use(
      directory(),
      http.get(apiPath('contact'), () => HttpResponse.json(listBody([first, second, third]))),
      http.patch(apiPath('contact/status'), () =>
        HttpResponse.json({
          success: true,
          data: {
            changed: [first.id],
            failed: [{ id: second.id, code: 'NOT_FOUND', message: 'Contact not found' }],
          },
        }),
      ),
    );
    const requests = recordRequests();
    renderApp('/admin/contacts');
    await userEvent.click(
      within(await cardOf('Asha Rao')).getByRole('checkbox', { name: 'Select Asha Rao' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Gone Lead' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    // The cards' checkboxes, the work filters and the bar are all named.
    expect(await axeViolations(document.querySelector('main')!)).toEqual([]);

    await userEvent.click(within(bar).getByRole('combobox', { name: 'Set status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
    const alert = await within(bar).findByRole('alert');
    expect(alert).toHaveTextContent('Status set to Resolved: 1 changed (Asha Rao).');
    expect(alert).toHaveTextContent('1 failed:');
    expect(within(alert).getByText('Gone Lead: Contact not found')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ ids: [first.id, second.id], status: 'resolved' });
    // What failed stays chosen, to try again; what changed does not.
    expect(screen.getByRole('checkbox', { name: 'Select Gone Lead' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Asha Rao' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Left Alone' })).not.toBeChecked();
  });

  it('chooses every card of the page and gives them one owner', async () => {
    const records = [contact({ name: 'Asha Rao' }), contact({ name: 'Karan Mehta' })];
    server.use(
      directory(),
      http.get(apiPath('contact'), () => HttpResponse.json(listBody(records))),
      http.get(apiPath('contact/counts'), () => HttpResponse.json(countsBody({ new: 2 }))),
      http.patch(apiPath('contact/owner'), () =>
        HttpResponse.json({
          success: true,
          data: { changed: records.map(({ id }) => id), failed: [] },
        }),
      ),
    );
    const requests = recordRequests();
    renderApp('/admin/contacts');
    await cardOf('Asha Rao');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    for (const { name } of records) {
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    }
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await userEvent.click(within(bar).getByRole('combobox', { name: 'Set owner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ravi Iyer' }));
    expect(await within(bar).findByRole('alert')).toHaveTextContent(
      'Assigned to Ravi Iyer: 2 changed (Asha Rao, Karan Mehta).',
    );
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({
      ids: records.map(({ id }) => id),
      ownerId: colleague.id,
    });
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
  });

  it('links the internship questions’ export with the list’s search', async () => {
    renderApp('/admin/internship-questions?q=summer');
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/internship/questions/export.csv?q=summer',
    );
  });
});
