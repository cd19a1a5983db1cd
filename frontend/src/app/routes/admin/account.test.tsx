import { StaffRole, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER } from '../../../lib/staff-auth';
import { fill } from '../../../testing/form-helpers';
import { apiPath, recordRequests, refuse, server } from '../../../testing/server';
import { staffMe } from '../../../testing/staff-data';
import {
  currentLocation,
  renderApp,
  sessionEndsAfterFirstCheck,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

const posts = (requests: Request[], path: string) =>
  requests.filter((r) => r.method !== 'GET' && new URL(r.url).pathname === path);

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

async function changePassword(current: string, next: string, confirm = next) {
  const form = await screen.findByRole('form', { name: 'Change password' });
  await fill(/^current password/i, current);
  await fill(/^new password/i, next);
  await fill(/^confirm new password/i, confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
}

describe('the account screen', () => {
  it('is there for staff too, and saves their name', async () => {
    let name: string | null = null;
    const requests = recordRequests();
    server.use(
      http.get(apiPath('admin/auth/me'), () =>
        HttpResponse.json({ success: true, data: staffMe({ role: StaffRole.Staff, name }) }),
      ),
      http.patch(apiPath('admin/auth/me'), async ({ request }) => {
        name = ((await request.json()) as { name: string }).name;
        return HttpResponse.json({ success: true });
      }),
    );
    renderApp('/admin/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(await screen.findByText(/· Staff$/)).toBeInTheDocument();
    await fill(/^name/i, '  Ana Pillai ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name Saved')).toBeInTheDocument();
    expect(await posts(requests, '/api/admin/auth/me')[0].json()).toEqual({ name: 'Ana Pillai' });
    // The sidebar's card asks again and names them.
    const menu = screen.getByRole('complementary', { name: 'Console menu' });
    expect(await within(menu).findByText('Ana Pillai')).toBeInTheDocument();
  });

  it('changes the password, checking it before sending', async () => {
    const requests = recordRequests();
    server.use(
      http.post(apiPath('admin/auth/password'), () => HttpResponse.json({ success: true })),
    );
    renderApp('/admin/account');
    await changePassword('', 'short', 'other');
    expect(await within(passwordForm()).findByText('Password is required')).toBeInTheDocument();
    expect(
      within(passwordForm()).getByText(STAFF_TEAM_MESSAGES.passwordTooShort),
    ).toBeInTheDocument();
    expect(within(passwordForm()).getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(posts(requests, '/api/admin/auth/password')).toHaveLength(0);

    for (const field of [/^current password/i, /^new password/i, /^confirm new password/i]) {
      await userEvent.clear(screen.getByLabelText(field));
    }
    await changePassword('old password', 'a long enough passphrase');
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(await posts(requests, '/api/admin/auth/password')[0].json()).toEqual({
      current: 'old password',
      next: 'a long enough passphrase',
    });
    await waitFor(() => expect(screen.getByLabelText(/^current password/i)).toHaveValue(''));
  });

  it('shows the server’s refusals under the fields', async () => {
    refuse('post', 'admin/auth/password', 400, 'VALIDATION_ERROR', 'Validation failed', [
      { field: 'current', message: STAFF_TEAM_MESSAGES.passwordWrong },
      { field: 'next', message: STAFF_TEAM_MESSAGES.passwordCommon },
    ]);
    renderApp('/admin/account');
    await changePassword('wrong one', 'password1234');
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.passwordWrong)).toBeInTheDocument();
    expect(screen.getByText(STAFF_TEAM_MESSAGES.passwordCommon)).toBeInTheDocument();
    expect(screen.queryByText('Password Changed')).not.toBeInTheDocument();
  });

  it('signs out of the other sessions and stays signed in here', async () => {
    const requests = recordRequests();
    server.use(
      http.post(apiPath('admin/auth/sessions/sign-out-others'), () =>
        HttpResponse.json({ success: true }),
      ),
    );
    renderApp('/admin/account');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out of other sessions' }),
    );
    expect(await screen.findByText('Signed Out Elsewhere')).toBeInTheDocument();
    expect(posts(requests, '/api/admin/auth/sessions/sign-out-others')).toHaveLength(1);
    expect(currentLocation()).toBe('/admin/account');
  });

  it('says why signing out elsewhere failed', async () => {
    refuse('post', 'admin/auth/sessions/sign-out-others', 500, 'INTERNAL_SERVER_ERROR', 'x');
    renderApp('/admin/account');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out of other sessions' }),
    );
    expect(await screen.findByText(/Server error occurred/)).toBeInTheDocument();
  });

  it('returns to the sign-in page when a call finds the session ended', async () => {
    sessionEndsAfterFirstCheck('admin/auth/sessions/sign-out-others', 'post');
    renderApp('/admin/account');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out of other sessions' }),
    );
    await waitFor(() =>
      expect(currentLocation()).toBe(`/admin/login?next=${encodeURIComponent('/admin/account')}`),
    );
  });
});
