import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildContext, type Build } from '../lib/go-to';
import { loadDocument } from '../lib/load-document';
import { toast } from '../lib/toasts';
import { useSignedInStaff } from '../testing/staff-server';
import { ConsoleRoutes } from './console-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// jsdom loads no documents: what the builds ask the browser to load is read here instead.
vi.mock('../lib/load-document', () => ({ loadDocument: vi.fn() }));

useSignedInStaff();
afterEach(() => vi.mocked(loadDocument).mockClear());

/** One build's document at `path`, as its entry mounts it. */
function renderAt(path: string, build: Build, routes: ReactNode) {
  return render(
    <AppProvider>
      <BuildContext.Provider value={build}>
        <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
      </BuildContext.Provider>
    </AppProvider>,
  );
}

describe("the site's build", () => {
  it('loads a console path as a document, its query and hash kept', async () => {
    renderAt('/admin/contacts?q=ana#top', 'site', <AppRoutes />);
    await waitFor(() =>
      expect(loadDocument).toHaveBeenCalledWith('/admin/contacts?q=ana#top', true),
    );
    expect(loadDocument).toHaveBeenCalledTimes(1);
  });

  it('leaves the toasts still on screen to the page it loads', async () => {
    toast({ title: 'Login Successful', message: 'Welcome to the admin panel!' }, 'success');
    renderAt('/admin', 'site', <AppRoutes />);
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/admin', true));
    expect(JSON.parse(sessionStorage.getItem('bytecraft.toasts')!)).toEqual([
      { title: 'Login Successful', message: 'Welcome to the admin panel!', variant: 'success' },
    ]);
  });

  it('renders the sign-in page itself, which sends staff already signed in on to the console', async () => {
    renderAt('/admin/login', 'site', <AppRoutes />);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/admin', true));
    // Straight to the console's document, not through this router (whose route for /admin
    // renders nothing): the sign-in page's frame stays until the console's document comes.
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe("the console's build", () => {
  it.each(['/admin/login?next=%2Fadmin%2Fcontacts', '/contact', '/'])(
    'loads %s, the site’s, as a document',
    async (path) => {
      renderAt(path, 'console', <ConsoleRoutes />);
      await waitFor(() => expect(loadDocument).toHaveBeenCalledWith(path, true));
    },
  );

  it('renders the console itself', async () => {
    renderAt('/admin/contacts', 'console', <ConsoleRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Forms' }),
    ).toBeInTheDocument();
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
