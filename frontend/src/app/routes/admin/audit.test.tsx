import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/form-helpers';
import { apiPath, recordRequests, refuse, server } from '../../../testing/server';
import { auditEntry, directoryEntry, listBody } from '../../../testing/staff-data';
import {
  openAsStaff,
  renderApp,
  tableRowsAt,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

/** The query of each audit page asked for, in order. */
const asked = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url))
    .filter((url) => url.pathname === '/api/admin/audit')
    .map((url) => Object.fromEntries(url.searchParams));

/** Two colleagues, each named by the directory; the log names them only by account id. */
const ana = directoryEntry({ name: 'Ana Lima' });
const ravi = directoryEntry({ name: 'Ravi Rao' });
const directory = http.get(apiPath('admin/staff/directory'), () =>
  HttpResponse.json({ success: true, data: [ana, ravi] }),
);

describe('the audit log', () => {
  it('lists who did what, to what, when and from where, each member by their name in the directory', async () => {
    server.use(
      directory,
      http.get(apiPath('admin/audit'), () =>
        HttpResponse.json(
          listBody(
            [
              auditEntry({
                actorId: ana.id,
                action: AuditAction.ResumeDownload,
                target: 'job-application/42',
              }),
              auditEntry({
                actorId: UNKNOWN_STAFF_ID,
                action: AuditAction.Disable,
                target: 'ravi@bytecraft.example',
              }),
              auditEntry({
                actorId: null,
                action: AuditAction.SignInFailed,
                client: '198.51.100.4',
              }),
            ],
            { limit: 50 },
          ),
        ),
      ),
    );
    expect(await tableRowsAt('/admin/audit', 'Audit log', 'Ana Lima')).toEqual([
      ['Ana Lima', 'Resume downloaded', 'job-application/42', '203.0.113.7'],
      ['Unknown staff', 'Disabled', 'ravi@bytecraft.example', '203.0.113.7'],
      ['No account', 'Sign-in failed', '—', '198.51.100.4'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 entries');
  });

  it('filters by member and action and pages, from the first page again on each new filter', async () => {
    const requests = recordRequests();
    server.use(
      directory,
      http.get(apiPath('admin/audit'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(listBody([auditEntry()], { page, limit: 1, total: 3 }));
      }),
    );
    renderApp('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(asked(requests).at(-1)).toEqual({ page: '2' }));

    await chooseOption(/^member/i, 'Ravi Rao');
    await waitFor(() => expect(asked(requests).at(-1)).toEqual({ actor: ravi.id, page: '1' }));
    await chooseOption(/^action/i, 'Signed in');
    await waitFor(() =>
      expect(asked(requests).at(-1)).toEqual({
        actor: ravi.id,
        action: 'sign-in',
        page: '1',
      }),
    );
  });

  it('says so when it cannot be loaded', async () => {
    refuse('get', 'admin/audit', 500, 'INTERNAL_SERVER_ERROR', 'x');
    renderApp('/admin/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded');
  });

  it('is not shown to staff, and not asked for', async () => {
    const requests = await openAsStaff('/admin/audit');
    expect(asked(requests)).toHaveLength(0);
  });
});
