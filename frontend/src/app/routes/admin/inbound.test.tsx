import type { InboundAttachment, UnmatchedMail } from '@bytecraft/contracts/inbound';
import { StaffRole } from '@bytecraft/contracts/staff-team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { axeViolations } from '../../../testing/axe';
import { apiPath, recordRequests, server } from '../../../testing/server';
import { contact, staffMe, unmatchedMail } from '../../../testing/staff-data';
import {
  renderApp,
  serveContactDetail,
  signInAs,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

const AT = '2026-01-15T10:00:00.000Z';

/** The unmatched mail the server keeps, leaving the list as the screen attaches or discards. */
function serveUnmatched(initial: UnmatchedMail[]) {
  let mail = initial;
  const decided = ({ params }: { params: Record<string, unknown> }) => {
    mail = mail.filter((message) => message.id !== params.id);
    return HttpResponse.json({ success: true });
  };
  server.use(
    http.get(apiPath('admin/inbound/unmatched'), () =>
      HttpResponse.json({ success: true, data: mail }),
    ),
    http.post(apiPath('admin/inbound/unmatched/:id/attach'), decided),
    http.post(apiPath('admin/inbound/unmatched/:id/discard'), decided),
  );
}

describe('the Unmatched Mail screen', () => {
  it('is in the sidebar, lists the mail and attaches one to the record it answers', async () => {
    const [first, second] = [unmatchedMail(), unmatchedMail({ subject: 'Our budget' })];
    serveUnmatched([first, second]);
    const requests = recordRequests();
    renderApp(adminPaths.dashboard);
    await userEvent.click(await screen.findByRole('link', { name: 'Unmatched Mail' }));
    const message = await screen.findByRole('listitem', { name: 'Our budget' });
    expect(within(message).getByText(/From stranger@example.org/)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    const recordId = crypto.randomUUID();
    await userEvent.click(within(message).getByLabelText('Record id'));
    await userEvent.paste(recordId);
    await userEvent.click(within(message).getByRole('button', { name: 'Attach' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Our budget' })).not.toBeInTheDocument(),
    );
    const attach = requests.find((request) => request.url.endsWith(`${second.id}/attach`))!;
    expect(await attach.json()).toEqual({ kind: 'contact', recordId });
    expect(screen.getByRole('listitem', { name: 'About my project' })).toBeInTheDocument();
  });

  it('offers Discard to admins only', async () => {
    serveUnmatched([unmatchedMail({ subject: 'Cheap watches' })]);
    renderApp(adminPaths.inbound);
    const message = await screen.findByRole('listitem', { name: 'Cheap watches' });
    await userEvent.click(within(message).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('No unmatched mail.')).toBeInTheDocument();
  });

  it('shows staff no Discard', async () => {
    signInAs(staffMe({ role: StaffRole.Staff }));
    serveUnmatched([unmatchedMail({ subject: 'Hello' })]);
    renderApp(adminPaths.inbound);
    const message = await screen.findByRole('listitem', { name: 'Hello' });
    expect(within(message).queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });
});

describe("a record's timeline", () => {
  it("shows a visitor's mailed reply with its sender, their words and their files", async () => {
    const record = contact({ name: 'Asha Rao' });
    const inboundId = crypto.randomUUID();
    server.use(
      ...serveContactDetail(record, [
        {
          type: 'visitor-reply',
          id: inboundId,
          at: AT,
          from: 'asha@example.com',
          subject: 'Re: your enquiry',
          text: 'Friday works for us.',
        },
      ]),
      http.get(apiPath(`admin/inbound/${inboundId}/attachments`), () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              position: 1,
              name: 'brief.pdf',
              contentType: 'application/pdf',
              size: 2048,
              refused: null,
            },
            { position: 2, name: 'invoice.pdf', contentType: null, size: 4096, refused: 'type' },
          ] satisfies InboundAttachment[],
        }),
      ),
    );
    renderApp(adminPaths.record('contact', record.id));
    const dialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    const activity = within(dialog).getByRole('region', { name: 'Activity' });
    expect(
      await within(activity).findByText('Reply from asha@example.com: Re: your enquiry'),
    ).toBeInTheDocument();
    expect(within(activity).getByText('Friday works for us.')).toBeInTheDocument();
    const files = await within(activity).findByRole('list', { name: 'Attachments' });
    expect(within(files).getByRole('link', { name: 'brief.pdf' })).toHaveAttribute(
      'href',
      `/api/admin/inbound/${inboundId}/attachments/1`,
    );
    expect(within(files).queryByRole('link', { name: /invoice/ })).not.toBeInTheDocument();
    expect(within(files).getByText(/invoice\.pdf \(not kept/)).toBeInTheDocument();
  });
});
