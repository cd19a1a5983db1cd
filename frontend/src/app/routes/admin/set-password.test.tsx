import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import { STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER } from '../../../lib/staff-auth';
import { fill } from '../../../testing/form-helpers';
import { apiPath, recordRequests, refuse, server } from '../../../testing/server';
import { currentLocation, renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

const GOOD = 'a long enough passphrase';

/** No session: whoever follows a mailed link is not signed in. */
function signedOut() {
  refuse('get', 'admin/auth/me', 401, 'UNAUTHORIZED', 'Please sign in');
}

async function setPassword(password: string, confirm = password) {
  await fill(/^new password/i, password);
  await fill(/^confirm new password/i, confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe.each([
  ['invite', 'Join the Console'],
  ['reset', 'Reset Your Password'],
] as const)('the %s link’s page', (link, title) => {
  it('sets the password with the link’s token, then goes to sign in', async () => {
    signedOut();
    const requests = recordRequests();
    server.use(
      http.post(apiPath(`admin/auth/${link}/:token`), () => HttpResponse.json({ success: true })),
    );
    renderApp(`/admin/${link}/tok-123`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await setPassword(GOOD);
    expect(await screen.findByText('Password Set')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/login'));
    const [sent] = requests.filter((r) => r.method === 'POST');
    expect(new URL(sent.url).pathname).toBe(`/api/admin/auth/${link}/tok-123`);
    expect(await sent.json()).toEqual({ password: GOOD });
  });

  it('checks the length and the confirmation before sending anything', async () => {
    signedOut();
    const requests = recordRequests();
    renderApp(`/admin/${link}/tok-123`);
    await screen.findByRole('heading', { level: 1, name: title });
    await setPassword('short', 'other');
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each([400, 404])('says the link is no good when the server answers %i', async (status) => {
    signedOut();
    refuse(
      'post',
      `admin/auth/${link}/:token`,
      status,
      'NOT_FOUND',
      STAFF_TEAM_MESSAGES.linkInvalid,
    );
    renderApp(`/admin/${link}/used`);
    await screen.findByRole('heading', { level: 1, name: title });
    await setPassword(GOOD);
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(currentLocation()).toBe(`/admin/${link}/used`);
  });
});

it('says, as the server wrote it, that too many bad links from this network make it wait', async () => {
  signedOut();
  const throttled = STAFF_ERROR_MESSAGES.signInThrottledClient(900);
  server.use(
    http.post(apiPath('admin/auth/reset/:token'), () =>
      HttpResponse.json(
        { code: 'RATE_LIMIT_ERROR', message: throttled },
        { status: 429, headers: { 'Retry-After': '900' } },
      ),
    ),
  );
  renderApp('/admin/reset/tok');
  await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
  await setPassword(GOOD);
  expect(await screen.findByText(throttled)).toBeInTheDocument();
  // Not the link's fault: it may still work once the wait is over.
  expect(screen.queryByText(STAFF_TEAM_MESSAGES.linkInvalid)).not.toBeInTheDocument();
});

it('shows a password the server refuses under the field', async () => {
  signedOut();
  refuse('post', 'admin/auth/invite/:token', 400, 'VALIDATION_ERROR', 'Validation failed', [
    { field: 'password', message: STAFF_TEAM_MESSAGES.passwordCommon },
  ]);
  renderApp('/admin/invite/tok');
  await screen.findByRole('heading', { level: 1, name: 'Join the Console' });
  await setPassword('password1234');
  expect(await screen.findByText(STAFF_TEAM_MESSAGES.passwordCommon)).toBeInTheDocument();
  expect(screen.queryByText(STAFF_TEAM_MESSAGES.linkInvalid)).not.toBeInTheDocument();
});
