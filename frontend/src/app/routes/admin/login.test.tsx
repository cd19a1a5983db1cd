import { STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, held, recordRequests, refusal, refuse, server } from '../../../testing/server';
import {
  currentLocation,
  renderApp,
  STAFF_EMAIL,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

type LoginBody = { password: string; code?: string };

const wrongPassword = ({ password }: LoginBody) =>
  password === 'right-password'
    ? undefined
    : refusal(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');

/**
 * No session until a sign-in that `refuses` lets through (it answers a refusal, or nothing);
 * then the cookie's session.
 */
function signedOutUntilLogin(refuses: (body: LoginBody) => Response | undefined = wrongPassword) {
  let signedIn = false;
  const session = () => HttpResponse.json({ success: true, data: { email: STAFF_EMAIL } });
  server.use(
    http.get(apiPath('admin/auth/me'), () =>
      signedIn ? session() : refusal(401, 'UNAUTHORIZED', 'Please sign in'),
    ),
    http.post(apiPath('admin/auth/login'), async ({ request }) => {
      const refused = refuses((await request.json()) as LoginBody);
      if (refused) return refused;
      signedIn = true;
      return session();
    }),
  );
}

const signIn = async (password: string) => {
  await userEvent.type(await screen.findByLabelText(/^email/i), STAFF_EMAIL);
  await userEvent.type(screen.getByLabelText(/^password/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('/admin/login', () => {
  it('shows the form while the session is checked, then goes on if there is one', async () => {
    const session = held();
    server.use(
      http.get(apiPath('admin/auth/me'), async () => {
        await session.value;
        return HttpResponse.json({ success: true, data: { email: STAFF_EMAIL } });
      }),
    );
    renderApp('/admin/login');
    // The page the build prerendered: the form, not a loading indicator.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    session.release();
    await waitFor(() => expect(currentLocation()).toBe('/admin'));
  });

  it('keeps Sign In disabled until both fields are filled, and shows or hides the password', async () => {
    signedOutUntilLogin();
    renderApp('/admin/login');
    const button = await screen.findByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^email/i), STAFF_EMAIL);
    expect(button).toBeDisabled();
    const password = screen.getByLabelText(/^password/i);
    await userEvent.type(password, 'secret');
    expect(button).toBeEnabled();

    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: /back to website/i })).toHaveAttribute('href', '/');
  });

  it('says Login Failed for a wrong password and stays on the page', async () => {
    signedOutUntilLogin();
    renderApp('/admin/login');
    await signIn('wrong-password');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/login');
  });

  it("says why the server refused a sign-in as too many, in the server's words", async () => {
    signedOutUntilLogin();
    const message =
      'Too many failed sign-ins for this account from your network. Try again in 30 seconds.';
    server.use(
      http.post(apiPath('admin/auth/login'), () =>
        HttpResponse.json(
          { code: 'RATE_LIMIT_ERROR', message },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    renderApp('/admin/login');
    await signIn('right-password');
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/login');
  });

  it('says Login Error when the server fails', async () => {
    signedOutUntilLogin();
    refuse('post', 'admin/auth/login', 500, 'INTERNAL_SERVER_ERROR', 'x');
    renderApp('/admin/login');
    await signIn('right-password');
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in, then back to the page asked for', async () => {
    signedOutUntilLogin();
    const requests = recordRequests();
    renderApp('/admin/contacts?status=new');
    await waitFor(() =>
      expect(currentLocation()).toBe(
        `/admin/login?next=${encodeURIComponent('/admin/contacts?status=new')}`,
      ),
    );
    await signIn('right-password');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin panel!')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/contacts?status=new'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Forms' }),
    ).toBeInTheDocument();
    const login = requests.find((r) => r.url.endsWith('/api/admin/auth/login'))!;
    expect(await login.json()).toEqual({ email: STAFF_EMAIL, password: 'right-password' });
  });

  it('sends a signed-in visitor straight to the dashboard', async () => {
    renderApp('/admin/login');
    await waitFor(() => expect(currentLocation()).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('asks for the code when the account has two-factor, then signs in with it', async () => {
    const requests = recordRequests();
    signedOutUntilLogin(({ code }) => {
      if (code === undefined) {
        return refusal(401, 'TWO_FACTOR_REQUIRED', STAFF_TEAM_MESSAGES.twoFactorRequired);
      }
      if (code !== '123456') {
        return refusal(401, 'TWO_FACTOR_REQUIRED', STAFF_TEAM_MESSAGES.twoFactorWrong, [
          { field: 'code', message: STAFF_TEAM_MESSAGES.twoFactorWrong },
        ]);
      }
      return undefined;
    });
    renderApp('/admin/login');
    await signIn('right-password');
    const code = await screen.findByLabelText(/^authentication code or recovery code/i);
    expect(screen.getByText(STAFF_TEAM_MESSAGES.twoFactorRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    // A wrong code: the server's message under the field, still on the page.
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.twoFactorWrong)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation()).toBe('/admin/login');

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    // Toasts show by now: neither refusal was one.
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin'));
    const logins = requests.filter((r) => r.url.endsWith('/api/admin/auth/login'));
    expect(await Promise.all(logins.map((r) => r.json() as Promise<unknown>))).toEqual([
      { email: STAFF_EMAIL, password: 'right-password' },
      { email: STAFF_EMAIL, password: 'right-password', code: '000000' },
      { email: STAFF_EMAIL, password: 'right-password', code: '123456' },
    ]);
  });
});
