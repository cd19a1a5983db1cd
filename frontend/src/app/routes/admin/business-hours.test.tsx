import {
  BUSINESS_HOURS_MESSAGES,
  type BusinessHoursSetting,
} from '@bytecraft/contracts/records/business-hours';
import { StaffRole } from '@bytecraft/contracts/staff-team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fill } from '../../../testing/form-helpers';
import { apiPath, recordRequests, refuse, requestsTo, server } from '../../../testing/server';
import { staffMe } from '../../../testing/staff-data';
import {
  businessHours,
  renderApp,
  signInAs,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

// The Team screen the admin's form is on also reads the team and its other settings.
beforeEach(() =>
  server.use(
    http.get(apiPath('admin/staff'), () => HttpResponse.json({ success: true, data: [] })),
    http.get(apiPath('admin/settings'), () =>
      HttpResponse.json({ success: true, data: { requireTwoFactorForAdmins: false } }),
    ),
  ),
);

const PATH = 'admin/settings/business-hours';

const openForm = async () => {
  renderApp('/admin/team');
  return screen.findByRole('form', { name: 'Business hours' });
};

const puts = (requests: Request[]) =>
  Promise.all(requestsTo(requests, PATH, 'PUT').map((put) => put.json()));

describe('business hours in the console', () => {
  it('lets an admin change the days, hours, zone and holidays, and sends them', async () => {
    let kept = businessHours();
    const requests = recordRequests();
    server.use(
      http.get(apiPath(PATH), () => HttpResponse.json({ success: true, data: kept })),
      http.put(apiPath(PATH), async ({ request }) => {
        kept = (await request.json()) as BusinessHoursSetting;
        return HttpResponse.json({ success: true, data: kept });
      }),
    );
    const form = within(await openForm());
    await userEvent.click(form.getByRole('checkbox', { name: 'Friday' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.clear(form.getByLabelText(/Opens/));
    await fill(/Opens/, '10:00');
    await userEvent.clear(form.getByLabelText(/Time zone/));
    await fill(/Time zone/, 'Europe/London');
    await fill(/Holiday \(/, '2026-12-25');
    await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
    await userEvent.click(form.getByRole('button', { name: 'Save business hours' }));

    expect(await screen.findByText('Business Hours Saved')).toBeInTheDocument();
    expect(await puts(requests)).toEqual([
      {
        zone: 'Europe/London',
        days: ['mon', 'tue', 'wed', 'thu', 'sat'],
        opens: '10:00',
        closes: '17:00',
        holidays: ['2026-12-25'],
      },
    ]);
    // The form shows what the server now keeps.
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Business hours' })).getByText('2026-12-25'),
      ).toBeInTheDocument(),
    );
  });

  it('checks the hours with the shared schema before sending, under each field', async () => {
    const requests = recordRequests();
    const form = within(await openForm());
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await userEvent.click(form.getByRole('checkbox', { name: day }));
    await userEvent.clear(form.getByLabelText(/Closes/));
    await fill(/Closes/, '08:00');
    await userEvent.click(form.getByRole('button', { name: 'Save business hours' }));

    expect(await form.findByText(BUSINESS_HOURS_MESSAGES.days)).toBeInTheDocument();
    expect(form.getByText(BUSINESS_HOURS_MESSAGES.closes)).toBeInTheDocument();
    expect(requestsTo(requests, PATH, 'PUT')).toEqual([]);
  });

  it('shows the server’s refusal under the fields it names', async () => {
    refuse('put', PATH, 400, 'VALIDATION_ERROR', 'Please check your input', [
      { field: 'zone', message: BUSINESS_HOURS_MESSAGES.zone },
      { field: 'holidays.0', message: BUSINESS_HOURS_MESSAGES.holiday },
    ]);
    server.use(
      http.get(apiPath(PATH), () =>
        HttpResponse.json({ success: true, data: businessHours({ holidays: ['2026-12-25'] }) }),
      ),
    );
    const form = within(await openForm());
    await userEvent.click(form.getByRole('button', { name: 'Save business hours' }));

    const zone = form.getByLabelText(/Time zone/);
    await waitFor(() => expect(zone).toHaveAccessibleDescription(BUSINESS_HOURS_MESSAGES.zone));
    expect(form.getByText(BUSINESS_HOURS_MESSAGES.holiday)).toBeInTheDocument();
  });

  it('shows staff who are not admins the hours, read-only, on their account', async () => {
    signInAs(staffMe({ role: StaffRole.Staff }));
    server.use(
      http.get(apiPath(PATH), () =>
        HttpResponse.json({
          success: true,
          data: businessHours({ days: ['sun', 'mon'], holidays: ['2026-12-25'] }),
        }),
      ),
    );
    renderApp('/admin/account');
    const section = (await screen.findByRole('heading', { name: 'Business hours' })).parentElement!;
    expect(await within(section).findByText('Monday, Sunday')).toBeInTheDocument();
    expect(within(section).getByText('09:00–17:00')).toBeInTheDocument();
    expect(within(section).getByText('Asia/Kolkata')).toBeInTheDocument();
    expect(within(section).getByText('2026-12-25')).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
