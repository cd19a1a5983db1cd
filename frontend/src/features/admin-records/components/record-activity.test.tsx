import { VISITOR_ACTOR_ID } from '@bytecraft/contracts/records/base';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { apiPath, server } from '../../../testing/server';
import { contact, staffMe } from '../../../testing/staff-data';
import { renderApp, serveContactDetail, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

const AT = '2026-01-15T10:00:00.000Z';

describe("a record's activity", () => {
  it('names the visitor, not a staff member, where their mailed answer reopened the record, and offers their answer whole', async () => {
    const record = contact({ name: 'Asha Rao', status: 'in_progress' });
    const ana = staffMe();
    const inboundId = crypto.randomUUID();
    server.use(
      ...serveContactDetail(record, [
        { type: 'status', at: AT, actorId: ana.id, from: 'new', to: 'resolved' },
        {
          type: 'visitor-reply',
          id: inboundId,
          at: AT,
          from: 'asha@example.com',
          subject: 'Re: your enquiry',
          text: 'It still fails on Fridays.',
        },
        {
          type: 'status',
          at: AT,
          actorId: VISITOR_ACTOR_ID,
          from: 'resolved',
          to: 'in_progress',
        },
      ]),
      http.get(apiPath(`admin/inbound/${inboundId}/attachments`), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
    );
    renderApp(adminPaths.record('contact', record.id));
    const dialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    const activity = within(dialog).getByRole('region', { name: 'Activity' });
    expect(
      await within(activity).findByText('Resolved → In Progress by the visitor'),
    ).toBeInTheDocument();
    expect(within(activity).getByText(/^New → Resolved by /)).not.toHaveTextContent('visitor');
    // The answer itself offers the message as it came.
    const answer = activity.querySelector('[data-entry="visitor-reply"]') as HTMLElement;
    expect(within(answer).getByRole('button', { name: 'View original' })).toBeInTheDocument();
    expect(within(activity).getAllByRole('button', { name: 'View original' })).toHaveLength(1);
  });
});
