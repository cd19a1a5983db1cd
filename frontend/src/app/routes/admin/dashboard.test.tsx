import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, sse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contact,
  dashboardStats,
  directoryEntry,
  listBody,
  workloadBody,
  workloadOfKind,
} from '../../../testing/staff-data';
import { apiPath, held, recordRequests, server } from '../../../testing/server';
import { renderApp, STAFF_EMAIL, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();
// A test that silences the console's error reports gives the console back, pass or fail.
afterEach(() => vi.restoreAllMocks());

const totalOf = (title: string) =>
  within(screen.getByRole('region', { name: title })).getByTestId('total').textContent;

describe('the dashboard', () => {
  it('shows the six counts, Connected and the table count when the backend answers', async () => {
    server.use(
      http.get(apiPath('admin/dashboard/stats'), () =>
        HttpResponse.json({
          success: true,
          data: dashboardStats({
            contacts: { total: 7, new: 3, pending: 2 },
            jobApplications: { total: 4, applied: 4, screening: 0 },
            internships: { applications: 2, questions: 5 },
          }),
        }),
      ),
      http.get(apiPath('contact'), () =>
        HttpResponse.json(listBody([contact({ name: 'Asha Rao' })])),
      ),
    );
    renderApp('/admin');
    expect(await screen.findByRole('status', { name: 'Backend: Connected' })).toBeInTheDocument();
    expect(await screen.findByText('11 Tables')).toBeInTheDocument();
    await waitFor(() => expect(totalOf('Contacts')).toBe('7'));
    expect(screen.getByText('3 new · 2 pending')).toBeInTheDocument();
    expect(totalOf('Job Applications')).toBe('4');
    for (const title of ['Schedule Calls', 'Consultations', 'Developer Hires', 'Newsletter']) {
      expect(totalOf(title)).toBe('0');
    }
    expect(screen.getByText('2 applications, 5 questions')).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Recent submissions' });
    expect(within(activity).getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /open contact page/i })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('button', { name: 'Notifications, 3 new' })).toHaveTextContent('3');
  });

  it('shows the page while the session is checked, its counts unknown (not zero) until read', async () => {
    const requests = recordRequests();
    const session = held();
    const counted = held();
    server.use(
      http.get(apiPath('admin/auth/me'), async () => {
        await session.value;
        return HttpResponse.json({ success: true, data: { email: STAFF_EMAIL } });
      }),
      http.get(apiPath('admin/dashboard/stats'), async () => {
        await counted.value;
        return HttpResponse.json({
          success: true,
          data: dashboardStats({ contacts: { total: 7, new: 3, pending: 2 } }),
        });
      }),
    );
    renderApp('/admin');
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    // The counts are asked for beside the session check, not after it.
    await waitFor(() =>
      expect(requests.map((r) => new URL(r.url).pathname)).toContain('/api/admin/dashboard/stats'),
    );
    expect(totalOf('Contacts')).toBe('–');
    expect(screen.getAllByText('Counting…')).toHaveLength(7);
    session.release();
    counted.release();
    await waitFor(() => expect(totalOf('Contacts')).toBe('7'));
    expect(screen.getByText('3 new · 2 pending')).toBeInTheDocument();
  });

  it('shows Disconnected, the red card and the toast when the backend is down', async () => {
    server.use(
      http.get(apiPath('health/details'), () =>
        HttpResponse.json({ status: 'error', tables: 0 }, { status: 503 }),
      ),
    );
    renderApp('/admin');
    expect(
      await screen.findByRole('status', { name: 'Backend: Disconnected' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Backend Not Connected')).toBeInTheDocument();
    expect(await screen.findByText('Backend Connection Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Make sure your backend server is running on port 5000'),
    ).toBeInTheDocument();
  });

  it('counts a new submission and lists it as it arrives, without a reload', async () => {
    let contacts: ReturnType<typeof contact>[] = [];
    let send: (event: { event: string; data: unknown }) => void = () => undefined;
    server.use(
      sse(apiPath('admin/events'), ({ client }) => {
        send = (event) => client.send(event as never);
      }),
      http.get(apiPath('admin/dashboard/stats'), () =>
        HttpResponse.json({
          success: true,
          data: dashboardStats({
            contacts: { total: contacts.length, new: contacts.length, pending: 0 },
          }),
        }),
      ),
      http.get(apiPath('contact'), () => HttpResponse.json(listBody(contacts))),
    );
    renderApp('/admin');
    await waitFor(() => expect(totalOf('Contacts')).toBe('0'));
    expect(await screen.findByText('No submissions yet.')).toBeInTheDocument();

    const arrived = contact({ name: 'Asha Rao' });
    contacts = [arrived];
    await waitFor(() => {
      send({
        event: 'submission.created',
        data: { type: 'submission.created', kind: 'contact', id: arrived.id, name: arrived.name },
      });
      expect(totalOf('Contacts')).toBe('1');
    });
    const activity = await screen.findByRole('list', { name: 'Recent submissions' });
    expect(within(activity).getByText('Asha Rao')).toBeInTheDocument();
  });

  it('shows per kind what waits, what is overdue and the median first reply against the promise, and follows a reply', async () => {
    let contactWaiting = 3;
    let send: (event: { event: string; data: unknown }) => void = () => undefined;
    server.use(
      sse(apiPath('admin/events'), ({ client }) => {
        send = (event) => client.send(event as never);
      }),
      http.get(apiPath('admin/dashboard/workload'), () =>
        HttpResponse.json(
          workloadBody({
            contact: workloadOfKind({
              waiting: contactWaiting,
              overdue: 1,
              medianFirstReplyHours: 3.24,
              repliedIn30Days: 12,
              replyWithinHours: 24,
            }),
            'job-application': workloadOfKind({ waiting: 0, replyWithinHours: 72 }),
            'internship-question': workloadOfKind({
              waiting: 2,
              medianFirstReplyHours: 30,
              repliedIn30Days: 4,
            }),
          }),
        ),
      ),
    );
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'Workload by kind' });
    const rowOf = async (kind: string) =>
      (await within(table).findByRole('rowheader', { name: kind })).closest('tr')!;
    const cells = async (kind: string) =>
      within(await rowOf(kind))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(await cells('Contact Forms')).toEqual(['3', '1', 'median 3.2 h · promise 24 h']);
    expect(await cells('Job Applications')).toEqual(['0', '0', 'no replies yet · promise 72 h']);
    expect(await cells('Internship Questions')).toEqual(['2', '0', 'median 30 h · promise 24 h']);

    // A colleague answers a contact: the figures are asked for again.
    contactWaiting = 2;
    await waitFor(async () => {
      send({
        event: 'record.worked',
        data: {
          type: 'record.worked',
          kind: 'contact',
          id: 'any',
          actorId: directoryEntry().id,
        },
      });
      expect((await cells('Contact Forms'))[0]).toBe('2');
    });
  });

  it('shows a panel it cannot draw as such, in its place, and the rest of the dashboard', async () => {
    server.use(
      // A figure without its promise: drawing the workload's table throws.
      http.get(apiPath('admin/dashboard/workload'), () =>
        HttpResponse.json({ success: true, data: { contact: { waiting: 1, overdue: 0 } } }),
      ),
      http.get(apiPath('admin/dashboard/stats'), () =>
        HttpResponse.json({
          success: true,
          data: dashboardStats({ contacts: { total: 7, new: 3, pending: 2 } }),
        }),
      ),
    );
    // React reports the error it caught: the test expects that, not a quiet console.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/admin');
    const workload = await screen.findByRole('region', { name: 'Workload' });
    expect(await within(workload).findByRole('alert')).toHaveTextContent(
      'This panel could not be shown.',
    );
    expect(within(workload).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(totalOf('Contacts')).toBe('7'));
    expect(await screen.findByText('11 Tables')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Forms' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
  });
});
