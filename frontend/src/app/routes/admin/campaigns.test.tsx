import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PAGE_SIZE,
  type CampaignPreview,
  type CampaignRecord,
  type CampaignState,
} from '@bytecraft/contracts/campaigns';
import { ErrorCode } from '@bytecraft/contracts/errors';
import { StaffRole } from '@bytecraft/contracts/staff-team';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import {
  AUTOSAVE_MS,
  NEW_CAMPAIGN,
} from '../../../features/admin-campaigns/components/campaign-editor';
import { PROGRESS_POLL_MS } from '../../../features/admin-campaigns/hooks/use-sending-progress';
import { axeViolations } from '../../../testing/axe';
import { campaign } from '../../../testing/campaign-data';
import { fill, press } from '../../../testing/form-helpers';
import { apiPath, recordRequests, refusal, requestsTo, server } from '../../../testing/server';
import { listBody, staffMe } from '../../../testing/staff-data';
import {
  currentLocation,
  renderApp,
  signInAs,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

/** What the server makes of a campaign's Markdown: enough to tell one text from another. */
const previewOf = ({ subject, preheader, body }: CampaignRecord): CampaignPreview => ({
  subject,
  preheader,
  html: `<p>${body}</p>`,
  text: body,
});

/** Where each admin command takes a campaign when the server agrees. */
const AFTER: Record<string, CampaignState> = {
  send: 'sending',
  pause: 'paused',
  resume: 'sending',
  cancel: 'cancelled',
};

/**
 * The campaigns the server keeps, newest first, changed as the screen writes and commands
 * them; returned so a test can move one on between two reads.
 */
function serveCampaigns(initial: CampaignRecord[]) {
  const campaigns = [...initial];
  const find = (id: unknown) => campaigns.find((one) => one.id === id);
  const answer = (one: CampaignRecord | undefined, status = 200) =>
    one
      ? HttpResponse.json({ success: true, data: one }, { status })
      : refusal(404, ErrorCode.NotFound, CAMPAIGN_MESSAGES.notFound);
  server.use(
    http.get(apiPath('admin/campaigns'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const shown = campaigns.slice((page - 1) * CAMPAIGN_PAGE_SIZE, page * CAMPAIGN_PAGE_SIZE);
      return HttpResponse.json(
        listBody(shown, { page, limit: CAMPAIGN_PAGE_SIZE, total: campaigns.length }),
      );
    }),
    http.get(apiPath('admin/campaigns/:id'), ({ params }) => answer(find(params.id))),
    http.get(apiPath('admin/campaigns/:id/preview'), ({ params }) =>
      HttpResponse.json({ success: true, data: previewOf(find(params.id)!) }),
    ),
    http.post(apiPath('admin/campaigns'), async ({ request }) => {
      const created = campaign((await request.json()) as Partial<CampaignRecord>);
      campaigns.unshift(created);
      return answer(created, 201);
    }),
    http.patch(apiPath('admin/campaigns/:id'), async ({ params, request }) => {
      const changed = find(params.id)!;
      Object.assign(changed, await request.json());
      return answer(changed);
    }),
    http.post(apiPath('admin/campaigns/:id/test'), ({ params }) => answer(find(params.id))),
    http.post(apiPath('admin/campaigns/:id/:action'), ({ params }) => {
      const commanded = find(params.id)!;
      commanded.state = AFTER[params.action as string]!;
      return answer(commanded);
    }),
  );
  return campaigns;
}

const sentJson = async (requests: Request[], path: string, method: string) => {
  const [request] = requestsTo(requests, path, method);
  expect(request).toBeDefined();
  return (await request.json()) as unknown;
};

const progressOf = (subject: string) =>
  screen.findByRole('progressbar', { name: `Sending progress of ${subject}` });

describe('the Campaigns tab', () => {
  it('is a tab of the newsletter section and lists campaigns with their state and figures, a page at a time', async () => {
    const sending = campaign({
      subject: 'Spring launch',
      state: 'sending',
      startedAt: '2026-01-15T11:00:00.000Z',
      figures: { recipients: 120, queued: 30, skipped: 2, unsubscribed: 1, sent: 25, failed: 3 },
    });
    const older = Array.from({ length: CAMPAIGN_PAGE_SIZE }, (_, n) =>
      campaign({ subject: `Issue ${n + 1}`, state: 'sent' }),
    );
    serveCampaigns([sending, ...older]);
    const requests = recordRequests();
    renderApp(adminPaths.section('newsletter-subscription'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Campaigns' }));

    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(currentLocation()).toBe(adminPaths.campaigns);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    const row = within(table).getByRole('row', { name: /Spring launch/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['120', '30', '2', '1', '25', '3', '0']);
    expect(within(row).getByText('Sending')).toBeInTheDocument();
    expect(await progressOf('Spring launch')).toHaveAttribute('aria-valuenow', '25');
    expect(within(table).queryByText('Issue 20')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await within(table).findByText('Issue 20')).toBeInTheDocument();
    expect(within(table).queryByText('Spring launch')).not.toBeInTheDocument();
    expect(
      requestsTo(requests, 'admin/campaigns', 'GET').map((request) =>
        new URL(request.url).searchParams.get('page'),
      ),
    ).toContain('2');
  });

  it('tells each state by its chip’s colour in the list', async () => {
    const colours: Record<CampaignState, string> = {
      draft: 'Default',
      scheduled: 'Info',
      sending: 'Primary',
      paused: 'Warning',
      sent: 'Success',
      cancelled: 'Error',
    };
    const states = Object.keys(colours) as CampaignState[];
    serveCampaigns(states.map((state) => campaign({ subject: `The ${state} one`, state })));
    renderApp(adminPaths.campaigns);

    const table = await screen.findByRole('table', { name: 'Campaigns' });
    for (const state of states) {
      const row = within(table).getByRole('row', { name: new RegExp(`The ${state} one`) });
      const label = state.charAt(0).toUpperCase() + state.slice(1);
      expect(within(row).getByText(label).closest('.MuiChip-root')).toHaveClass(
        `MuiChip-color${colours[state]}`,
      );
    }
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('creates a draft, shows its mail as sent in a sandboxed frame with its text part, and saves and previews edits once typing pauses', async () => {
    serveCampaigns([]);
    const requests = recordRequests();
    renderApp(adminPaths.campaigns);
    expect(await screen.findByText('No campaigns yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'New Campaign' }));
    // Before the preview's frame, which axe cannot enter in jsdom (the browser tests do).
    expect(await axeViolations(document.body)).toEqual([]);

    await fill(/^subject/i, 'December news');
    await fill(/^body/i, 'Hello **readers**');
    await press('Create Draft');
    const frame = await screen.findByTitle('The mail as HTML');
    expect(await sentJson(requests, 'admin/campaigns', 'POST')).toEqual({
      subject: 'December news',
      body: 'Hello **readers**',
      preheader: null,
    });
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hello **readers**</p>');
    expect(screen.getByText('Hello **readers**', { selector: 'pre' })).toBeInTheDocument();
    expect(currentLocation()).toMatch(new RegExp(`^${adminPaths.campaigns}/[0-9a-f-]{36}$`));

    await fill(/^body/i, ' and friends');
    expect(screen.getByText('Save the draft to test or send what you see.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Test to Me' })).toBeDisabled();
    // Saved once typing pauses, and previewed again.
    await waitFor(
      () =>
        expect(screen.getByTitle('The mail as HTML')).toHaveAttribute(
          'srcdoc',
          '<p>Hello **readers** and friends</p>',
        ),
      { timeout: AUTOSAVE_MS * 5 },
    );
    const id = currentLocation().split('/').at(-1)!;
    expect(await sentJson(requests, `admin/campaigns/${id}`, 'PATCH')).toEqual({
      subject: 'December news',
      body: 'Hello **readers** and friends',
      preheader: null,
    });
    expect(screen.getByRole('button', { name: 'Send Test to Me' })).toBeEnabled();
  });

  it('refuses a draft without subject or body with the catalogue messages, sending nothing', async () => {
    serveCampaigns([]);
    const requests = recordRequests();
    renderApp(adminPaths.campaign(NEW_CAMPAIGN));
    await press('Create Draft');
    expect(await screen.findByText(CAMPAIGN_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(CAMPAIGN_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(requestsTo(requests, 'admin/campaigns', 'POST')).toHaveLength(0);
  });

  it('mails a test to the signed-in member’s own address', async () => {
    const me = staffMe({ role: StaffRole.Staff, email: 'writer@bytecraft.example' });
    signInAs(me);
    const draft = campaign();
    serveCampaigns([draft]);
    const requests = recordRequests();
    renderApp(adminPaths.campaign(draft.id));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Test to Me' }));
    expect(await screen.findByText(`A test was mailed to ${me.email}.`)).toBeInTheDocument();
    expect(await sentJson(requests, `admin/campaigns/${draft.id}/test`, 'POST')).toEqual({
      to: me.email,
    });
  });

  it('shows a staff member no send controls', async () => {
    signInAs(staffMe({ role: StaffRole.Staff }));
    const [draft, sending] = [campaign(), campaign({ state: 'sending' })];
    serveCampaigns([draft, sending]);
    renderApp(adminPaths.campaign(draft.id));
    expect(await screen.findByRole('button', { name: 'Send Test to Me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    for (const name of ['Send Now', 'Schedule', 'Cancel Campaign', 'Pause', 'Resume']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/send at/i)).not.toBeInTheDocument();
  });

  it('gives an admin the commands each state allows: resume, cancel after a confirmation, schedule at a future time', async () => {
    const [draft, paused, sent] = [
      campaign({ subject: 'Draft one' }),
      campaign({ state: 'paused', startedAt: '2026-01-15T11:00:00.000Z' }),
      campaign({ state: 'sent' }),
    ];
    serveCampaigns([draft, paused, sent]);
    const requests = recordRequests();
    const { unmount } = renderApp(adminPaths.campaign(paused.id));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Campaign' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Now' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/subject/i)).toBeDisabled();
    await press('Resume');
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await press('Cancel Campaign');
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Campaign' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument(),
    );
    expect(requestsTo(requests, `admin/campaigns/${paused.id}/cancel`, 'POST')).toHaveLength(1);
    unmount();

    renderApp(adminPaths.campaign(sent.id));
    expect(await screen.findByRole('button', { name: 'Send Test to Me' })).toBeInTheDocument();
    for (const name of ['Send Now', 'Cancel Campaign', 'Pause', 'Resume']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    unmount();

    renderApp(adminPaths.campaign(draft.id));
    const at = await screen.findByLabelText(/send at/i);
    fireEvent.change(at, { target: { value: '2020-01-01T09:30' } });
    await press('Schedule');
    expect(await screen.findByText(CAMPAIGN_MESSAGES.atPast)).toBeInTheDocument();
    expect(requestsTo(requests, `admin/campaigns/${draft.id}/send`)).toHaveLength(0);
    fireEvent.change(at, { target: { value: '2099-06-01T09:30' } });
    await press('Schedule');
    await waitFor(() =>
      expect(requestsTo(requests, `admin/campaigns/${draft.id}/send`)).toHaveLength(1),
    );
    expect(await sentJson(requests, `admin/campaigns/${draft.id}/send`, 'POST')).toEqual({
      at: new Date('2099-06-01T09:30').toISOString(),
    });
  });

  it('shows the server’s catalogue message when it refuses a command with 409', async () => {
    const draft = campaign();
    serveCampaigns([draft]);
    server.use(
      http.post(apiPath(`admin/campaigns/${draft.id}/send`), () =>
        refusal(409, ErrorCode.Conflict, CAMPAIGN_MESSAGES.refused.send),
      ),
      http.patch(apiPath(`admin/campaigns/${draft.id}`), () =>
        refusal(409, ErrorCode.Conflict, CAMPAIGN_MESSAGES.notDraft),
      ),
    );
    renderApp(adminPaths.campaign(draft.id));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.refused.send)).toBeInTheDocument();

    await press('Save Draft');
    expect(await screen.findByText(CAMPAIGN_MESSAGES.notDraft)).toBeInTheDocument();
  });

  it('shows the progress of a send, read again while it is sending', async () => {
    const sending = campaign({
      subject: 'Big news',
      state: 'sending',
      startedAt: '2026-01-15T11:00:00.000Z',
      figures: { recipients: 200, queued: 50 },
    });
    const [kept] = serveCampaigns([sending]);
    renderApp(adminPaths.campaign(sending.id));
    expect(await progressOf('Big news')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByText('50 of 200 queued')).toBeInTheDocument();

    kept.figures = { ...kept.figures, queued: 200, sent: 180 };
    await waitFor(
      async () => expect(await progressOf('Big news')).toHaveAttribute('aria-valuenow', '100'),
      { timeout: PROGRESS_POLL_MS * 3 },
    );
    const figures = screen.getByLabelText('Campaign figures');
    expect(within(figures).getByText('Sent').nextElementSibling).toHaveTextContent('180');
  });
});
