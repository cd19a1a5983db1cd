import { StaffRole, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseOption, fill } from '../../../testing/form-helpers';
import { axeViolations } from '../../../testing/axe';
import { apiPath, recordRequests, refuse, requestsTo, server } from '../../../testing/server';
import { staffMe, staffMember } from '../../../testing/staff-data';
import {
  currentLocation,
  openAsStaff,
  renderApp,
  sessionEndsAfterFirstCheck,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

const sidebarLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function teamOf(...members: ReturnType<typeof staffMember>[]) {
  server.use(
    http.get(apiPath('admin/staff'), () => HttpResponse.json({ success: true, data: members })),
  );
}

function settingsOf(requireTwoFactorForAdmins: boolean) {
  server.use(
    http.get(apiPath('admin/settings'), () =>
      HttpResponse.json({ success: true, data: { requireTwoFactorForAdmins } }),
    ),
  );
}

const actionsFor = async (email: string) =>
  userEvent.click(await screen.findByRole('button', { name: `Actions for ${email}` }));

/** Chooses `action` in the actions menu of the member with `email`. */
const chooseAction = async (email: string, action: string) => {
  await actionsFor(email);
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

describe('who sees the team and audit screens', () => {
  it('shows Team and Audit Log in an admin’s sidebar, Account in everyone’s', async () => {
    renderApp('/admin');
    // Admin-only entries show once the session has said who is signed in.
    await screen.findByRole('link', { name: 'Team' });
    const links = await sidebarLinks();
    expect(links).toEqual(expect.arrayContaining(['Team', 'Audit Log', 'Account']));
  });

  it('hides Team and Audit Log from staff, and tells staff who open them that they need to be an admin', async () => {
    // Nothing answers the team list: were it asked for, the test would fail.
    const requests = await openAsStaff('/admin/team');
    const links = await sidebarLinks();
    expect(links).toContain('Account');
    expect(links).not.toContain('Team');
    expect(links).not.toContain('Audit Log');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requestsTo(requests, 'admin/staff', 'GET')).toHaveLength(0);
  });
});

describe('the team screen', () => {
  beforeEach(() => settingsOf(false));

  it('lists each member with role, state, last sign-in and two-factor', async () => {
    teamOf(
      staffMember({
        email: 'ana@bytecraft.example',
        name: 'Ana Pillai',
        role: StaffRole.Admin,
        twoFactor: true,
      }),
      staffMember({ email: 'new@bytecraft.example', state: 'invited', lastSignInAt: null }),
      staffMember({ email: 'gone@bytecraft.example', state: 'disabled' }),
    );
    renderApp('/admin/team');
    const table = await screen.findByRole('table', { name: 'Team members' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual([
      'Ana Pillaiana@bytecraft.example',
      'Administrator',
      'Active',
      expect.stringMatching(/2026/),
      'On',
    ]);
    expect(cells[1]).toEqual(['new@bytecraft.example', 'Staff', 'Invited', 'Never', 'Off']);
    expect(cells[2]?.[2]).toBe('Disabled');
  });

  it('invites a colleague with the chosen role, checking the address first', async () => {
    teamOf();
    const requests = recordRequests();
    server.use(
      http.post(apiPath('admin/staff'), () =>
        HttpResponse.json(
          { success: true, data: staffMember({ state: 'invited' }) },
          { status: 201 },
        ),
      ),
    );
    renderApp('/admin/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    await fill(/^email/i, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Invalid Email')).toBeInTheDocument();
    expect(requestsTo(requests, 'admin/staff', 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^email/i));
    await fill(/^email/i, 'ravi@bytecraft.example');
    await fill(/^name/i, 'Ravi Menon');
    await chooseOption(/^role/i, 'Administrator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [invite] = requestsTo(requests, 'admin/staff', 'POST');
    expect(await invite.json()).toEqual({
      email: 'ravi@bytecraft.example',
      role: 'admin',
      name: 'Ravi Menon',
    });
    // The list asks again for the new member.
    await waitFor(() => expect(requestsTo(requests, 'admin/staff', 'GET')).toHaveLength(2));
  });

  it('shows the server’s field errors in the invitation dialog', async () => {
    teamOf();
    refuse('post', 'admin/staff', 400, 'VALIDATION_ERROR', 'Validation failed', [
      { field: 'email', message: STAFF_TEAM_MESSAGES.emailTaken },
    ]);
    renderApp('/admin/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    await fill(/^email/i, 'ana@bytecraft.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a colleague' });
    expect(await within(dialog).findByText(STAFF_TEAM_MESSAGES.emailTaken)).toBeInTheDocument();
  });

  it('changes a role, disables, enables and mails a reset link, each with its own request', async () => {
    const active = staffMember({ email: 'ana@bytecraft.example' });
    const disabled = staffMember({ email: 'gone@bytecraft.example', state: 'disabled' });
    teamOf(active, disabled);
    const requests = recordRequests();
    server.use(
      http.patch(apiPath('admin/staff/:id'), () => HttpResponse.json({ success: true })),
      http.post(apiPath('admin/staff/:id/reset'), () => HttpResponse.json({ success: true })),
    );
    renderApp('/admin/team');

    await chooseAction(active.email, 'Make Administrator');
    expect(await screen.findByText('Role Changed')).toBeInTheDocument();
    await chooseAction(active.email, 'Disable');
    expect(await screen.findByText('Account Disabled')).toBeInTheDocument();
    await chooseAction(active.email, 'Send reset link');
    expect(await screen.findByText('Reset Link Sent')).toBeInTheDocument();
    await chooseAction(disabled.email, 'Enable');
    expect(await screen.findByText('Account Enabled')).toBeInTheDocument();

    const patches = requestsTo(requests, `admin/staff/${active.id}`, 'PATCH');
    expect(await Promise.all(patches.map((r) => r.json()))).toEqual([
      { role: 'admin' },
      { disabled: true },
    ]);
    expect(await requestsTo(requests, `admin/staff/${disabled.id}`, 'PATCH')[0].json()).toEqual({
      disabled: false,
    });
    expect(requestsTo(requests, `admin/staff/${active.id}/reset`, 'POST')).toHaveLength(1);
  });

  it('clears a member’s two-factor after a confirm, offered only where it is on and not on your own', async () => {
    const me = staffMe();
    const own = staffMember({ id: me.id, email: me.email, role: StaffRole.Admin, twoFactor: true });
    const lost = staffMember({
      email: 'lost@bytecraft.example',
      name: 'Lost Phone',
      twoFactor: true,
    });
    const off = staffMember({ email: 'off@bytecraft.example', twoFactor: false });
    teamOf(own, lost, off);
    const requests = recordRequests();
    server.use(
      http.delete(apiPath('admin/staff/:id/two-factor'), () => {
        teamOf(own, { ...lost, twoFactor: false }, off);
        return HttpResponse.json({ success: true });
      }),
    );
    renderApp('/admin/team');

    for (const email of [own.email, off.email]) {
      await actionsFor(email);
      expect(await screen.findByRole('menuitem', { name: 'Disable' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Clear two-factor' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
    }

    // Cancelled: nothing is sent.
    await chooseAction(lost.email, 'Clear two-factor');
    const ask = await screen.findByRole('dialog', {
      name: 'Clear Lost Phone’s two-factor sign-in?',
    });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, `admin/staff/${lost.id}/two-factor`, 'DELETE')).toHaveLength(0);

    await chooseAction(lost.email, 'Clear two-factor');
    const dialog = await screen.findByRole('dialog', { name: /two-factor sign-in\?$/ });
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear two-factor' }));
    expect(await screen.findByText('Two-Factor Cleared')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, `admin/staff/${lost.id}/two-factor`, 'DELETE')).toHaveLength(1);
    // The list is asked again and says off.
    const row = (await screen.findByText('lost@bytecraft.example')).closest('tr')!;
    await waitFor(() => expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('Off'));
  });

  it('says why clearing two-factor was refused, in the server’s words', async () => {
    const lost = staffMember({ twoFactor: true });
    teamOf(lost);
    refuse(
      'delete',
      'admin/staff/:id/two-factor',
      409,
      'CONFLICT',
      STAFF_TEAM_MESSAGES.twoFactorAlreadyOff,
    );
    renderApp('/admin/team');
    await chooseAction(lost.email, 'Clear two-factor');
    const dialog = await screen.findByRole('dialog', { name: /two-factor sign-in\?$/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear two-factor' }));
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.twoFactorAlreadyOff)).toBeInTheDocument();
    expect(screen.queryByText('Two-Factor Cleared')).not.toBeInTheDocument();
  });

  it('offers no reset link to an invited member', async () => {
    const invited = staffMember({ state: 'invited' });
    teamOf(invited);
    renderApp('/admin/team');
    await actionsFor(invited.email);
    expect(await screen.findByRole('menuitem', { name: 'Disable' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('says why the server refused, in its words (the last admin)', async () => {
    const admin = staffMember({ role: StaffRole.Admin });
    teamOf(admin);
    refuse('patch', 'admin/staff/:id', 409, 'CONFLICT', STAFF_TEAM_MESSAGES.lastAdmin);
    renderApp('/admin/team');
    await chooseAction(admin.email, 'Make Staff');
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(screen.queryByText('Role Changed')).not.toBeInTheDocument();
  });

  it('returns to the sign-in page when the session has ended', async () => {
    // Disabled by another admin between the session's check and the list.
    sessionEndsAfterFirstCheck('admin/staff');
    renderApp('/admin/team');
    await waitFor(() =>
      expect(currentLocation()).toBe(`/admin/login?next=${encodeURIComponent('/admin/team')}`),
    );
  });
});

describe('the team settings', () => {
  const requireSwitch = () =>
    screen.findByRole('switch', { name: 'Require two-factor sign-in for admins' });

  beforeEach(() => teamOf());

  it('requires two-factor for admins, then lets it go, each with its request', async () => {
    settingsOf(false);
    const requests = recordRequests();
    server.use(
      http.patch(apiPath('admin/settings'), async ({ request }) => {
        const body = (await request.json()) as { requireTwoFactorForAdmins: boolean };
        // What the server now holds, for the refetch the change causes.
        settingsOf(body.requireTwoFactorForAdmins);
        return HttpResponse.json({ success: true, data: body });
      }),
    );
    renderApp('/admin/team');
    const toggle = await requireSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(await screen.findByText('Two-Factor Required')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText('Two-Factor Optional')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();

    const patches = requestsTo(requests, 'admin/settings', 'PATCH');
    expect(await Promise.all(patches.map((r) => r.json()))).toEqual([
      { requireTwoFactorForAdmins: true },
      { requireTwoFactorForAdmins: false },
    ]);
  });

  it('puts the switch back with the server’s reason when refused', async () => {
    settingsOf(false);
    refuse('patch', 'admin/settings', 409, 'CONFLICT', STAFF_TEAM_MESSAGES.ownTwoFactorFirst);
    renderApp('/admin/team');
    const toggle = await requireSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.ownTwoFactorFirst)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByText('Two-Factor Required')).not.toBeInTheDocument();
  });

  it('shows the setting on when the team has it', async () => {
    settingsOf(true);
    renderApp('/admin/team');
    const toggle = await requireSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
