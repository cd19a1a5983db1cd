import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, sse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countsBody, detailed, jobApplication, listBody } from '../../../testing/staff-data';
import { apiPath, recordRequests, server } from '../../../testing/server';
import { renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

// jsdom lays nothing out; the board's keyboard moves measure its columns, so give each column
// a place side by side (300 px apart), each card the place of its column, and the lifted card
// (the drag overlay, outside the columns) the place of the first.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (
      this.hasAttribute('data-drag-overlay') ||
      this.firstElementChild?.hasAttribute('data-drag-overlay')
    ) {
      return DOMRect.fromRect({ x: 0, y: 40, width: 260, height: 80 });
    }
    const column = this.closest('[data-status]');
    const columns = [...document.querySelectorAll('[data-status]')];
    const left = column ? columns.indexOf(column) * 300 : 0;
    const [width, height, top] = this.hasAttribute('data-status') ? [280, 600, 0] : [260, 80, 40];
    return DOMRect.fromRect(
      column ? { x: left, y: top, width, height } : { x: 0, y: 0, width: 0, height: 0 },
    );
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the board view', () => {
  it('shows a column per status, is remembered, and moves a card with the keyboard', async () => {
    const record = jobApplication({ name: 'Priya Nair' });
    let stored = record;
    const requests = recordRequests();
    server.use(
      http.get(apiPath('job-application'), () =>
        HttpResponse.json(listBody([stored], { limit: 100 })),
      ),
      http.get(apiPath('job-application/counts'), () =>
        HttpResponse.json(countsBody({ [stored.status]: 1 })),
      ),
      http.patch(apiPath(`job-application/${record.id}/status`), async ({ request }) => {
        const { status } = (await request.json()) as { status: string };
        stored = { ...record, status };
        return HttpResponse.json({ success: true, data: detailed(stored) });
      }),
    );
    const { unmount } = renderApp('/admin/job-applications');
    await screen.findByRole('heading', { level: 2, name: 'Priya Nair' });
    await userEvent.click(screen.getByRole('button', { name: 'Board view' }));

    const columns = await screen.findAllByRole('region', { name: /\(\d+\)$/ });
    expect(
      columns.map((column) => column.getAttribute('aria-labelledby') && column.dataset.status),
    ).toEqual(['applied', 'screening', 'interviewing', 'hired', 'rejected']);
    expect(within(columns[0]).getByText('Priya Nair')).toBeInTheDocument();
    // The board asks for every status at once.
    const boardRequest = requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname === '/api/job-application')
      .at(-1)!;
    expect(boardRequest.searchParams.get('status')).toBeNull();
    expect(boardRequest.searchParams.get('limit')).toBe('100');

    const handle = screen.getByRole('button', { name: 'Move Priya Nair' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // Lifted: the live region announces where it is.
    await waitFor(() => expect(document.body.textContent).toContain('Priya Nair is over Applied'));
    fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
    await waitFor(() =>
      expect(document.body.textContent).toContain('Priya Nair is over Screening'),
    );
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });

    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ status: 'screening' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: /^Screening/ })).getByText('Priya Nair'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Screening (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applied (0)' })).toBeInTheDocument();

    // The screen opens as a board next time.
    unmount();
    renderApp('/admin/job-applications');
    expect(await screen.findByRole('region', { name: /^Applied/ })).toBeInTheDocument();
  });

  it("heads each column with the server's total for the search, not the page's count", async () => {
    let byStatus = { applied: 6013, screening: 88 };
    let send: (event: { event: string; data: unknown }) => void = () => undefined;
    const requests = recordRequests();
    server.use(
      sse(apiPath('admin/events'), ({ client }) => {
        send = (event) => client.send(event as never);
      }),
      http.get(apiPath('job-application'), () =>
        HttpResponse.json(listBody([jobApplication({ name: 'Priya Nair' })], { limit: 100 })),
      ),
      http.get(apiPath('job-application/counts'), () => HttpResponse.json(countsBody(byStatus))),
    );
    renderApp('/admin/job-applications?q=priya');
    await screen.findByRole('heading', { level: 2, name: 'Priya Nair' });
    await userEvent.click(screen.getByRole('button', { name: 'Board view' }));

    // One card loaded; the headings count what the search finds on the server.
    expect(await screen.findByRole('region', { name: 'Applied (6013)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Screening (88)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hired (0)' })).toBeInTheDocument();
    const counted = requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname === '/api/job-application/counts');
    expect(counted.map((u) => u.searchParams.get('q'))).toEqual(['priya']);

    // A status change elsewhere, heard live, refreshes the totals as it does the list.
    byStatus = { applied: 6012, screening: 89 };
    await waitFor(() => {
      send({
        event: 'status.changed',
        data: {
          type: 'status.changed',
          kind: 'job-application',
          id: 'elsewhere',
          from: 'applied',
          to: 'screening',
          changedBy: 'other@bytecraft.example',
        },
      });
      expect(screen.getByRole('region', { name: 'Screening (89)' })).toBeInTheDocument();
    });
    expect(screen.getByRole('region', { name: 'Applied (6012)' })).toBeInTheDocument();
  });
});
