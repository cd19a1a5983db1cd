import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import { RECOVERY_CODE_COUNT, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../testing/form-helpers';
import { apiPath, recordRequests, refuse, requestsTo, server } from '../../../testing/server';
import { staffMe } from '../../../testing/staff-data';
import { renderApp, useSignedInStaff } from '../../../testing/staff-server';
import { itemTexts } from '../../../testing/queries';

useSignedInStaff();

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Bytecraft:staff%40bytecraft.example?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};
const RECOVERY_CODES = Array.from(
  { length: RECOVERY_CODE_COUNT },
  (_, i) => `a1b2${i}-c3d4e-f5a6b-c7d8e`,
);

const sentTo = (requests: Request[], path: string) => requestsTo(requests, path, 'POST');
const bodiesSentTo = (requests: Request[], path: string) =>
  Promise.all(sentTo(requests, path).map((r) => r.json() as Promise<unknown>));

/** The session says two-factor is `on` until a change is accepted, then the other way. */
function twoFactorSession(on: boolean) {
  server.use(
    http.get(apiPath('admin/auth/me'), () =>
      HttpResponse.json({ success: true, data: staffMe({ twoFactor: on }) }),
    ),
  );
}

/** The server's 400 naming one field, as the catalogue shapes it. */
const refusedField = (field: string, message: string) =>
  HttpResponse.json(
    { code: 'VALIDATION_ERROR', message, validationErrors: [{ field, message }] },
    { status: 400 },
  );

const section = () => screen.findByRole('region', { name: 'Two-factor sign-in' });

describe('two-factor sign-in on the account screen', () => {
  it('sets up, turns on with a code and the password, and shows the recovery codes once', async () => {
    twoFactorSession(false);
    const requests = recordRequests();
    server.use(
      http.post(apiPath('admin/auth/two-factor/setup'), () =>
        HttpResponse.json({ success: true, data: SETUP }),
      ),
      http.post(apiPath('admin/auth/two-factor/enable'), async ({ request }) => {
        const { code, password } = (await request.json()) as { code: string; password: string };
        if (password !== 'right password') {
          return refusedField('password', STAFF_TEAM_MESSAGES.passwordWrong);
        }
        if (code !== '123456') return refusedField('code', STAFF_TEAM_MESSAGES.twoFactorWrong);
        twoFactorSession(true);
        return HttpResponse.json({ success: true, data: { recoveryCodes: RECOVERY_CODES } });
      }),
    );
    renderApp('/admin/account');
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Set up' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', SETUP.qrCode);
    expect(screen.getByText(SETUP.secret)).toBeInTheDocument();

    // Checked before sending: six digits, and the password.
    const form = screen.getByRole('form', { name: 'Turn on two-factor sign-in' });
    await fill(/^code from the app/i, '12ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(form).findByText('Enter the six digits from your authenticator app'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(await bodiesSentTo(requests, 'admin/auth/two-factor/enable')).toEqual([]);

    // The server's refusals under their fields.
    await userEvent.clear(screen.getByLabelText(/^code from the app/i));
    await fill(/^code from the app/i, '123456');
    await fill(/^your password/i, 'wrong password');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(STAFF_TEAM_MESSAGES.passwordWrong)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^your password/i));
    await fill(/^your password/i, 'right password');
    await userEvent.clear(screen.getByLabelText(/^code from the app/i));
    await fill(/^code from the app/i, '654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(STAFF_TEAM_MESSAGES.twoFactorWrong)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^code from the app/i));
    await fill(/^code from the app/i, ' 123456 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(itemTexts(codes)).toEqual(RECOVERY_CODES);
    expect(screen.getByText(/shown only now/)).toBeInTheDocument();
    expect(sentTo(requests, 'admin/auth/two-factor/setup')).toHaveLength(1);
    expect(await bodiesSentTo(requests, 'admin/auth/two-factor/enable')).toEqual([
      { code: '123456', password: 'wrong password' },
      { code: '654321', password: 'right password' },
      { code: '123456', password: 'right password' },
    ]);

    // Kept: gone for good, and the section says it is on (the session was asked again).
    await userEvent.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await within(await section()).findByText(/^On\./)).toBeInTheDocument();
  });

  it('says, as the server wrote it, that too many wrong passwords make it wait', async () => {
    twoFactorSession(false);
    const throttled = STAFF_ERROR_MESSAGES.signInThrottledAccountFromClient(30);
    server.use(
      http.post(apiPath('admin/auth/two-factor/setup'), () =>
        HttpResponse.json({ success: true, data: SETUP }),
      ),
      http.post(apiPath('admin/auth/two-factor/enable'), () =>
        HttpResponse.json(
          { code: 'RATE_LIMIT_ERROR', message: throttled },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    renderApp('/admin/account');
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Set up' }));
    const form = await screen.findByRole('form', { name: 'Turn on two-factor sign-in' });
    await fill(/^code from the app/i, '123456');
    await fill(/^your password/i, 'right password');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(throttled)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('says why setting up failed', async () => {
    twoFactorSession(false);
    refuse('post', 'admin/auth/two-factor/setup', 409, 'CONFLICT', STAFF_TEAM_MESSAGES.twoFactorOn);
    renderApp('/admin/account');
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Set up' }));
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.twoFactorOn)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('turns off with the password, showing a wrong one under the field', async () => {
    twoFactorSession(true);
    const requests = recordRequests();
    server.use(
      http.post(apiPath('admin/auth/two-factor/disable'), async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== 'right password') {
          return refusedField('password', STAFF_TEAM_MESSAGES.passwordWrong);
        }
        twoFactorSession(false);
        return HttpResponse.json({ success: true });
      }),
    );
    renderApp('/admin/account');
    await userEvent.click(await within(await section()).findByRole('button', { name: 'Turn off' }));
    const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    await fill(/^your password/i, 'wrong password');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText(STAFF_TEAM_MESSAGES.passwordWrong)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^your password/i));
    await fill(/^your password/i, 'right password');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-Factor Off')).toBeInTheDocument();
    // The session is asked again and says off: set up is offered.
    expect(
      await within(await section()).findByRole('button', { name: 'Set up' }),
    ).toBeInTheDocument();
    expect(await bodiesSentTo(requests, 'admin/auth/two-factor/disable')).toEqual([
      { password: 'wrong password' },
      { password: 'right password' },
    ]);
  });
});
