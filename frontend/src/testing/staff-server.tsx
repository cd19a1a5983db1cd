import { DEFAULT_AVAILABILITY } from '@bytecraft/contracts/records/assignment';
import type { BusinessHoursSetting } from '@bytecraft/contracts/records/business-hours';
import type { ContactRecord } from '@bytecraft/contracts/kinds/contact';
import type { ActivityEntry, StaffDirectoryEntry } from '@bytecraft/contracts/records/work';
import { StaffRole, type StaffMe } from '@bytecraft/contracts/staff-team';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import { cleanup, render, screen, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import { http, HttpResponse, sse } from 'msw';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { afterEach, beforeEach, expect } from 'vitest';
import { AppProvider } from '../app/provider';
import { consoleRoute } from '../app/console-router';
import { siteRoutes } from '../app/router';
import { api } from '../lib/api';
import { staffApi } from '../lib/staff-api';
import { store } from '../lib/store';
import { apiPath, recordRequests, server } from './server';
import {
  countsBody,
  dashboardStats,
  detailed,
  directoryEntry,
  listBody,
  newsletterStats,
  slaBody,
  staffMe,
  workloadBody,
} from './staff-data';

// jsdom has no EventSource; this one speaks the protocol over fetch, which MSW answers.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;

export const STAFF_EMAIL = staffMe().email;

/** The signed-in admin as the staff directory lists them, under a name to find them by. */
export const meInDirectory = () =>
  directoryEntry({ id: staffMe().id, email: STAFF_EMAIL, name: 'Sam Staff' });

/** The staff directory answers `members`. */
export const serveDirectory = (members: StaffDirectoryEntry[]) =>
  http.get(apiPath('admin/staff/directory'), () =>
    HttpResponse.json({ success: true, data: members }),
  );

/** The contacts list holding `record` alone, and its detail with `activity`. */
export const serveContactDetail = (record: ContactRecord, activity: ActivityEntry[] = []) => [
  http.get(apiPath('contact'), () => HttpResponse.json(listBody([record]))),
  http.get(apiPath(`contact/${record.id}`), () =>
    HttpResponse.json({ success: true, data: detailed(record, activity) }),
  ),
];

/**
 * A signed-in admin with empty lists, no colleagues in the directory, no reply templates, a
 * healthy backend and a quiet event stream. Tests
 * replace what they are about with `server.use(...)`; any request nobody answers fails the test.
 */
/** Business hours as the gateway answers them, the configuration's defaults unless overridden. */
export const businessHours = (
  overrides: Partial<BusinessHoursSetting> = {},
): BusinessHoursSetting => ({
  zone: 'Asia/Kolkata',
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  opens: '09:00',
  closes: '17:00',
  holidays: [],
  ...overrides,
});

export const signedInHandlers = [
  http.get(apiPath('admin/auth/me'), () => HttpResponse.json({ success: true, data: staffMe() })),
  sse(apiPath('admin/events'), () => undefined),
  http.get(apiPath('health/details'), () => HttpResponse.json({ status: 'ok', tables: 11 })),
  http.get(apiPath('admin/dashboard/stats'), () =>
    HttpResponse.json({ success: true, data: dashboardStats() }),
  ),
  http.get(apiPath('newsletter/stats'), () =>
    HttpResponse.json({ success: true, data: newsletterStats() }),
  ),
  http.get(apiPath('admin/dashboard/workload'), () => HttpResponse.json(workloadBody())),
  http.get(apiPath('admin/sla'), () => HttpResponse.json(slaBody())),
  http.get(apiPath('admin/staff/directory'), () => HttpResponse.json({ success: true, data: [] })),
  http.get(apiPath('admin/reply-templates'), () => HttpResponse.json({ success: true, data: [] })),
  http.get(apiPath('admin/availability'), () =>
    HttpResponse.json({ success: true, data: DEFAULT_AVAILABILITY }),
  ),
  http.get(apiPath('admin/settings/assignment'), () =>
    HttpResponse.json({ success: true, data: { kinds: {}, members: [] } }),
  ),
  http.get(apiPath('admin/settings/business-hours'), () =>
    HttpResponse.json({ success: true, data: businessHours() }),
  ),
  ...Object.values(STAFF_PATHS).flatMap((path) => [
    http.get(apiPath(path), () => HttpResponse.json(listBody([]))),
    http.get(apiPath(`${path}/counts`), () => HttpResponse.json(countsBody())),
  ]),
];

/** From now on in this test, the session is `me`'s (a staff member rather than an admin...). */
export function signInAs(me: StaffMe) {
  server.use(
    http.get(apiPath('admin/auth/me'), () => HttpResponse.json({ success: true, data: me })),
  );
}

/**
 * A staff member who is not an admin opens `path`, an admin's page: it says they need to be one.
 * Returns every request the app sent, to show the page asked for none of its data.
 */
export async function openAsStaff(path: string) {
  signInAs(staffMe({ role: StaffRole.Staff }));
  const requests = recordRequests();
  renderApp(path);
  expect(await screen.findByText('You need to be an admin to open this page.')).toBeInTheDocument();
  return requests;
}

/**
 * The session checks out once, then has ended (disabled, or signed out elsewhere): every later
 * check and `path`'s calls answer 401.
 */
export function sessionEndsAfterFirstCheck(path: string, method: 'get' | 'post' = 'get') {
  const ended = () =>
    HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Please sign in' }, { status: 401 });
  // The first handler that matches answers: the one-time check first, the 401 after it.
  server.use(
    http.get(
      apiPath('admin/auth/me'),
      () => HttpResponse.json({ success: true, data: staffMe() }),
      {
        once: true,
      },
    ),
    http.get(apiPath('admin/auth/me'), ended),
    http[method](apiPath(path), ended),
  );
}

/**
 * Each test of the file starts signed in, on an empty console, and forgets every cached answer
 * when it ends (the mock network itself is reset by setup-tests.ts).
 */
export function useSignedInStaff() {
  beforeEach(() => server.use(...signedInHandlers));
  afterEach(() => {
    // Unmounted first: a mounted query hook would ask again for what the reset forgets.
    cleanup();
    store.dispatch(api.util.resetApiState());
    store.dispatch(staffApi.util.resetApiState());
  });
}

/**
 * The site and the console in one router: in the browser two builds, each loading the other's
 * paths as documents, which jsdom cannot.
 */
function SiteAndConsole() {
  return useRoutes([...siteRoutes, consoleRoute]);
}

/** The whole app at `path`, as the browser renders it (router, theme, toasts). */
export function renderApp(path: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <SiteAndConsole />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
}

/** Where the app is: the path and query the router shows. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

export const currentLocation = () =>
  document.querySelector('[data-testid="location"]')?.textContent ?? '';

/**
 * The app at `path`, once its table named `name` shows `text` (the answer is in); the table's
 * rows as `rowsAfterTime` reads them.
 */
export async function tableRowsAt(path: string, name: string, text: string) {
  renderApp(path);
  const table = await screen.findByRole('table', { name });
  await within(table).findByText(text);
  return rowsAfterTime(table);
}

/**
 * A console table's rows below its header, each as its cells' text after the first (the time,
 * which a test does not pin).
 */
export const rowsAfterTime = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
