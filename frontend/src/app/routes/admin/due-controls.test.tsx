import { AUTO_ASSIGNMENT_ACTOR_ID } from '@bytecraft/contracts/records/assignment';
import { PRIORITY_TIMES } from '@bytecraft/contracts/records/due';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { chooseOption } from '../../../testing/form-helpers';
import { contact, detailed, listBody } from '../../../testing/staff-data';
import { apiPath, lastQuery, recordRequests, server } from '../../../testing/server';
import {
  currentLocation,
  meInDirectory,
  renderApp,
  serveContactDetail,
  serveDirectory,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

const me = meInDirectory();
const directory = () => serveDirectory([me]);

describe('the due controls of the worked lists', () => {
  it('sorts the soonest due first and shows what is at risk or breached, kept in the address, the list, the board totals and the export', async () => {
    server.use(directory());
    const requests = recordRequests();
    renderApp('/admin/contacts');
    await screen.findByText('No contacts yet.');
    expect(screen.getByRole('combobox', { name: /^Due/ })).toHaveDisplayValue('Any');
    expect(screen.getByRole('combobox', { name: /^Sort/ })).toHaveDisplayValue('Newest first');

    await chooseOption(/^Due/, 'At risk');
    await chooseOption(/^Sort/, 'Soonest due');
    await waitFor(() => {
      const query = lastQuery(requests, 'contact');
      expect([query.get('due'), query.get('sort')]).toEqual(['at-risk', 'due']);
    });
    expect(currentLocation()).toBe('/admin/contacts?due=at-risk&sort=due');
    // The export takes what narrows the list, not its order.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/contact/export.csv?due=at-risk',
    );

    await chooseOption(/^Due/, 'Breached');
    await waitFor(() => expect(lastQuery(requests, 'contact').get('due')).toBe('breached'));
    await userEvent.click(screen.getByRole('button', { name: 'Board view' }));
    await waitFor(() => expect(lastQuery(requests, 'contact/counts').get('due')).toBe('breached'));
    expect(lastQuery(requests, 'contact/counts').get('sort')).toBeNull();
  });

  it('opens with the filter and order of a shared address', async () => {
    server.use(directory());
    const requests = recordRequests();
    renderApp('/admin/contacts?due=breached&sort=due');
    await screen.findByText(/No contacts/);
    const query = lastQuery(requests, 'contact');
    expect([query.get('due'), query.get('sort')]).toEqual(['breached', 'due']);
    expect(screen.getByRole('combobox', { name: /^Due/ })).toHaveDisplayValue('Breached');
    expect(screen.getByRole('combobox', { name: /^Sort/ })).toHaveDisplayValue('Soonest due');
  });
});

describe('a record’s priority in its detail', () => {
  it('shows its kind’s priority until staff set one, and sets it', async () => {
    const record = contact({ name: 'Asha Rao', dueAt: '2026-01-16T10:00:00.000Z' });
    let fields = { ...record };
    let activity: ActivityEntry[] = [];
    const sent: unknown[] = [];
    server.use(
      directory(),
      http.get(apiPath('contact'), () => HttpResponse.json(listBody([record]))),
      http.get(apiPath(`contact/${record.id}`), () =>
        HttpResponse.json({ success: true, data: detailed(fields, activity) }),
      ),
      http.patch(apiPath(`contact/${record.id}/priority`), async ({ request }) => {
        const body = (await request.json()) as { priority: 'critical' };
        sent.push(body);
        fields = { ...fields, priority: body.priority, dueAt: '2026-01-15T11:00:00.000Z' };
        activity = [
          {
            type: 'priority',
            at: record.createdAt,
            actorId: me.id,
            from: 'normal',
            to: 'critical',
          },
        ];
        return HttpResponse.json({ success: true, data: detailed(fields, activity) });
      }),
    );
    renderApp(adminPaths.record('contact', record.id));
    const dialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    const priority = within(dialog).getByRole('combobox', { name: 'Priority' });
    // The contact's own priority: the SLA page's "Medium".
    expect(priority).toHaveTextContent(PRIORITY_TIMES.normal.label);

    await userEvent.click(priority);
    await userEvent.click(await screen.findByRole('option', { name: 'Critical' }));
    expect(await screen.findByText('Priority Changed')).toBeInTheDocument();
    expect(sent).toEqual([{ priority: 'critical' }]);
    await waitFor(() => expect(priority).toHaveTextContent('Critical'));
    expect(within(dialog).getByText(/^Answer due/)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Priority Medium → Critical by Sam Staff'),
    ).toBeInTheDocument();
  });
});

describe('a record answered', () => {
  it('says in its detail that the answer came on time', async () => {
    const kept = contact({ name: 'Asha Rao', firstReplyAt: '2026-01-15T12:00:00.000Z' });
    // Nothing is due of it now; the chip says how its answer kept the last promise.
    server.use(directory(), ...serveContactDetail({ ...kept, lastPromise: 'kept' }));
    renderApp(adminPaths.record('contact', kept.id));
    const keptDialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    expect(within(keptDialog).getByText('No answer due')).toBeInTheDocument();
    expect(within(keptDialog).getByText('on time').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
  });
});

describe('a record given out automatically', () => {
  it('says in its activity that auto-assignment gave it', async () => {
    const record = contact({ name: 'Asha Rao', ownerId: me.id });
    server.use(
      directory(),
      ...serveContactDetail(record, [
        {
          type: 'owner',
          at: '2026-01-15T10:00:00.000Z',
          actorId: AUTO_ASSIGNMENT_ACTOR_ID,
          from: null,
          to: me.id,
        },
      ]),
    );
    renderApp(adminPaths.record('contact', record.id));
    const dialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    expect(
      await within(dialog).findByText('Assigned to Sam Staff by auto-assignment'),
    ).toBeInTheDocument();
  });
});
