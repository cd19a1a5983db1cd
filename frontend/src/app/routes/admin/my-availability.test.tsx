import { ASSIGNMENT_MESSAGES, type Availability } from '@bytecraft/contracts/records/assignment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, recordRequests, requestsTo, server } from '../../../testing/server';
import { renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

describe('your availability on the dashboard', () => {
  it('saves whether you take records, whether you are away and how many, and refuses a capacity out of range', async () => {
    let kept: Availability = { optedIn: false, capacity: 10, away: false };
    const requests = recordRequests();
    server.use(
      http.get(apiPath('admin/availability'), () =>
        HttpResponse.json({ success: true, data: kept }),
      ),
      http.put(apiPath('admin/availability'), async ({ request }) => {
        kept = (await request.json()) as Availability;
        return HttpResponse.json({ success: true, data: kept });
      }),
    );
    renderApp('/admin');
    const takes = await screen.findByRole('switch', {
      name: 'Take records given out automatically',
    });
    expect(takes).not.toBeChecked();
    await userEvent.click(takes);
    await userEvent.click(screen.getByRole('switch', { name: 'Away' }));
    const capacity = screen.getByRole('spinbutton', { name: 'Most open records' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '0');
    const save = screen.getByRole('button', { name: 'Save availability' });
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.capacity)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.clear(capacity);
    await userEvent.type(capacity, '7');
    await userEvent.click(save);
    expect(await screen.findByText('Availability Saved')).toBeInTheDocument();
    const puts = requestsTo(requests, 'admin/availability', 'PUT');
    expect(await Promise.all(puts.map((put) => put.json()))).toEqual([
      { optedIn: true, away: true, capacity: 7 },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Most open records' })).toHaveValue(7),
    );
    expect(within(document.body).getByRole('switch', { name: 'Away' })).toBeChecked();
  });
});
