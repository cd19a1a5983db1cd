import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { REPLY_HELD, type ActivityEntry } from '@bytecraft/contracts/records/work';
import { StaffRole } from '@bytecraft/contracts/staff-team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, sse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { QUEUED_MAIL_POLL_MS } from '../../../features/admin-records/components/record-detail-dialog';
import { axeViolations } from '../../../testing/axe';
import { fill } from '../../../testing/form-helpers';
import {
  contact,
  detailed,
  directoryEntry,
  listBody,
  question,
  replyTemplate,
  staffMe,
} from '../../../testing/staff-data';
import { apiPath, recordRequests, server } from '../../../testing/server';
import {
  meInDirectory,
  renderApp,
  serveDirectory,
  signInAs,
  STAFF_EMAIL,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

const me = meInDirectory();
const colleague = directoryEntry({ email: 'ravi@bytecraft.example', name: 'Ravi Iyer' });
const AT = '2026-01-15T10:00:00.000Z';

/**
 * One contact the server keeps as the console changes it: its detail, and the work routes
 * answering with the record as it now is (the activity grows as the owning service's would).
 */
function serveContact(initial: ActivityEntry[] = []) {
  const record = contact({ name: 'Asha Rao', email: 'asha@example.com', company: 'Rao Logistics' });
  let fields = { ...record };
  let activity = initial;
  const answer = (status = 200) =>
    HttpResponse.json({ success: true, data: { ...fields, activity } }, { status });
  const base = `contact/${record.id}`;
  server.use(
    serveDirectory([me, colleague]),
    http.get(apiPath('contact'), () => HttpResponse.json(listBody([record]))),
    http.get(apiPath(base), () => answer()),
    http.patch(apiPath(`${base}/owner`), async ({ request }) => {
      const { ownerId } = (await request.json()) as { ownerId: string | null };
      activity = [
        ...activity,
        { type: 'owner', at: AT, actorId: me.id, from: fields.ownerId, to: ownerId },
      ];
      fields = { ...fields, ownerId };
      return answer();
    }),
    http.patch(apiPath(`${base}/follow-up`), async ({ request }) => {
      const { at } = (await request.json()) as { at: string | null };
      fields = { ...fields, followUpAt: at };
      return answer();
    }),
    http.post(apiPath(`${base}/notes`), async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      activity = [
        ...activity,
        { type: 'note', id: `note-${activity.length}`, at: AT, actorId: me.id, text },
      ];
      return answer(201);
    }),
    http.delete(apiPath(`${base}/notes/:noteId`), ({ params }) => {
      activity = activity.filter((entry) => !('id' in entry) || entry.id !== params.noteId);
      return answer();
    }),
    http.post(apiPath(`${base}/replies`), async ({ request }) => {
      const { subject, body, templateId } = (await request.json()) as Record<string, string>;
      fields = { ...fields, firstReplyAt: AT };
      activity = [
        ...activity,
        {
          type: 'reply',
          id: 'reply-1',
          at: AT,
          actorId: me.id,
          // The service fills the placeholders; this one only shows it got them.
          subject: subject.replace('{{firstName}}', 'Asha'),
          body: body,
          templateId: templateId ?? null,
          deliveryId: 'delivery-1',
          delivery: 'queued',
          sentAt: null,
        },
      ];
      return answer(201);
    }),
    http.post(apiPath(`${base}/replies/:replyId/:decision`), ({ params }) => {
      const action = params.decision as 'release' | 'discard';
      activity = activity.map((entry) =>
        entry.type === 'reply' && entry.id === params.replyId
          ? {
              ...entry,
              delivery: action === 'release' ? 'queued' : 'discarded',
              decision: { action, actorId: me.id, at: AT },
            }
          : entry,
      );
      return answer();
    }),
  );
  return {
    record,
    /** The notification service sends every queued reply. */
    deliverReplies: () => {
      activity = activity.map((entry) =>
        entry.type === 'reply' && entry.delivery === 'queued'
          ? { ...entry, delivery: 'sent', sentAt: AT }
          : entry,
      );
    },
  };
}

const openDetail = async (id: string) => {
  renderApp(adminPaths.record('contact', id));
  return screen.findByRole('dialog', { name: 'Asha Rao' });
};

const region = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

const followUpPatches = (requests: Request[]) =>
  requests.filter((request) => request.method === 'PATCH' && request.url.endsWith('/follow-up'));

const sent = (requests: Request[], method: string, path: string) =>
  requests.find(
    (request) => request.method === method && new URL(request.url).pathname === `/api/${path}`,
  );

describe("a record's detail", () => {
  it('assigns the record to me, and shows the change in the owner field and the activity', async () => {
    const { record } = serveContact();
    const requests = recordRequests();
    const dialog = await openDetail(record.id);
    const owner = within(dialog).getByRole('combobox', { name: 'Owner' });
    expect(owner).toHaveTextContent('Unassigned');

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Owner Changed')).toBeInTheDocument();
    const patch = sent(requests, 'PATCH', `contact/${record.id}/owner`)!;
    expect(await patch.json()).toEqual({ ownerId: me.id });
    await waitFor(() => expect(owner).toHaveTextContent('Sam Staff'));
    expect(within(dialog).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect(
      await within(region(dialog, 'Activity')).findByText('Assigned to Sam Staff by Sam Staff'),
    ).toBeInTheDocument();

    // Any active colleague is offered, and Unassigned.
    await userEvent.click(owner);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Unassigned',
      'Sam Staff',
      'Ravi Iyer',
    ]);
  });

  it('adds a note, and deletes my own note but offers no delete on a colleague’s', async () => {
    const { record } = serveContact([
      {
        type: 'note',
        id: 'note-theirs',
        at: AT,
        actorId: colleague.id,
        text: 'Called, no answer.',
      },
    ]);
    const requests = recordRequests();
    const dialog = await openDetail(record.id);
    const notes = region(dialog, 'Notes');
    expect(await within(notes).findByText('Called, no answer.')).toBeInTheDocument();
    expect(within(notes).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await fill(/^Note$/, 'Wants a quote on Friday.');
    await userEvent.click(within(notes).getByRole('button', { name: 'Add Note' }));
    expect(await within(notes).findByText('Wants a quote on Friday.')).toBeInTheDocument();
    const post = sent(requests, 'POST', `contact/${record.id}/notes`)!;
    expect(await post.json()).toEqual({ text: 'Wants a quote on Friday.' });
    expect(within(notes).getByRole('textbox', { name: 'Note' })).toHaveValue('');

    const deletes = within(notes).getAllByRole('button', { name: /^Delete your note/ });
    expect(deletes).toHaveLength(1);
    await userEvent.click(deletes[0]);
    expect(await screen.findByText('Note Deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(notes).queryByText('Wants a quote on Friday.')).not.toBeInTheDocument(),
    );
    const removal = sent(requests, 'DELETE', `contact/${record.id}/notes/note-1`);
    expect(removal).toBeDefined();
    expect(within(notes).getByText('Called, no answer.')).toBeInTheDocument();
  });

  it('offers delete on a note by my account only: not on one by whoever held my address before, nor on one by unknown staff', async () => {
    const formerHolder = directoryEntry({ name: 'Former Holder' });
    const { record } = serveContact([
      { type: 'note', id: 'n-old', at: AT, actorId: formerHolder.id, text: 'Before my time.' },
      { type: 'note', id: 'n-lost', at: AT, actorId: UNKNOWN_STAFF_ID, text: 'Nobody knows.' },
      { type: 'note', id: 'n-mine', at: AT, actorId: me.id, text: 'Mine.' },
    ]);
    // Whoever held my address before: their account keeps what they wrote.
    server.use(
      serveDirectory([me, colleague, { ...formerHolder, email: STAFF_EMAIL, active: false }]),
    );
    const dialog = await openDetail(record.id);
    const notes = region(dialog, 'Notes');
    const noteOf = async (text: string) => (await within(notes).findByText(text)).closest('li')!;
    expect(await noteOf('Before my time.')).toHaveTextContent(/^Before my time\.Former Holder, /);
    expect(await noteOf('Nobody knows.')).toHaveTextContent(/^Nobody knows\.Unknown staff, /);
    expect(await noteOf('Mine.')).toHaveTextContent(/^Mine\.Sam Staff, /);
    expect(within(notes).getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    expect(
      within(await noteOf('Mine.')).getByRole('button', { name: /^Delete your note/ }),
    ).toBeInTheDocument();
  });

  it('says a note is required without sending it', async () => {
    const { record } = serveContact();
    const requests = recordRequests();
    const dialog = await openDetail(record.id);
    await userEvent.click(
      within(region(dialog, 'Notes')).getByRole('button', { name: 'Add Note' }),
    );
    expect(await within(dialog).findByText('Note is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', `contact/${record.id}/notes`)).toBeUndefined();
  });

  it('fills subject and message from a template of the kind, previews them filled, sends the reply and sees it sent', async () => {
    const { record, deliverReplies } = serveContact();
    const template = replyTemplate({
      name: 'First answer',
      subject: 'Your enquiry, {{firstName}}',
      body: 'Hello {{firstName}} at {{company}},\n\nThank you.\n{{staffName}}',
    });
    const asked: URL[] = [];
    server.use(
      http.get(apiPath('admin/reply-templates'), ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ success: true, data: [template] });
      }),
    );
    const requests = recordRequests();
    const dialog = await openDetail(record.id);
    const reply = region(dialog, 'Reply');
    expect(within(reply).getByText(/\{\{firstName\}\} \{\{name\}\}/)).toBeInTheDocument();

    await userEvent.click(within(reply).getByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'First answer' }));
    expect(asked[0].searchParams.get('kind')).toBe('contact');
    expect(within(reply).getByRole('textbox', { name: 'Subject' })).toHaveValue(template.subject);
    expect(within(reply).getByRole('textbox', { name: 'Message' })).toHaveValue(template.body);
    const preview = within(reply).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Your enquiry, Asha')).toBeInTheDocument();
    expect(preview.textContent).toContain('Hello Asha at Rao Logistics,');
    expect(preview.textContent).toContain(STAFF_EMAIL);

    await userEvent.click(within(reply).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply Sent')).toBeInTheDocument();
    const post = sent(requests, 'POST', `contact/${record.id}/replies`)!;
    expect(await post.json()).toEqual({
      subject: template.subject,
      body: template.body,
      templateId: template.id,
      quote: false,
    });
    const activity = region(dialog, 'Activity');
    const entry = (
      await within(activity).findByText('Reply by Sam Staff: Your enquiry, Asha')
    ).closest('li')!;
    expect(within(entry).getByText('queued')).toBeInTheDocument();
    // No event says when the mail leaves: the open record asks again while its reply is queued.
    deliverReplies();
    const replyEntry = () =>
      within(activity).getByText('Reply by Sam Staff: Your enquiry, Asha').closest('li')!;
    await waitFor(() => expect(within(replyEntry()).getByText('sent')).toBeInTheDocument(), {
      timeout: QUEUED_MAIL_POLL_MS * 3,
    });
    expect(within(reply).getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('quotes their message only when "Quote their message" is ticked, and then once', async () => {
    const { record } = serveContact();
    const requests = recordRequests();
    const dialog = await openDetail(record.id);
    const reply = region(dialog, 'Reply');
    const quote = within(reply).getByRole('checkbox', { name: 'Quote their message' });
    expect(quote).not.toBeChecked();
    await fill(/^Subject/, 'About your project');
    await fill(/^Message/, 'Thank you.');
    await userEvent.click(quote);
    await userEvent.click(within(reply).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply Sent')).toBeInTheDocument();
    const post = sent(requests, 'POST', `contact/${record.id}/replies`)!;
    expect(await post.json()).toEqual({
      subject: 'About your project',
      body: 'Thank you.',
      quote: true,
    });
    // The next reply starts without the quote again.
    expect(quote).not.toBeChecked();
  });

  const heldReply = (): ActivityEntry => ({
    type: 'reply',
    id: 'reply-held',
    at: AT,
    actorId: me.id,
    subject: 'One more thing',
    body: 'Also…',
    templateId: null,
    deliveryId: 'delivery-held',
    delivery: 'held',
    sentAt: null,
  });

  it('shows staff a reply held past the daily limit, with nothing to release', async () => {
    signInAs(staffMe({ role: StaffRole.Staff }));
    const { record } = serveContact([heldReply()]);
    const dialog = await openDetail(record.id);
    const activity = region(dialog, 'Activity');
    const entry = (await within(activity).findByText('Reply by Sam Staff: One more thing')).closest(
      'li',
    )!;
    expect(within(entry).getByText(REPLY_HELD)).toBeInTheDocument();
    expect(within(entry).getByText('held')).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: /Release|Discard/ })).toBeNull();
  });

  it('lets an admin release a held reply (then queued) or discard another', async () => {
    const other = { ...heldReply(), id: 'reply-held-2', subject: 'Another', deliveryId: 'd-2' };
    const { record } = serveContact([heldReply(), other]);
    const requests = recordRequests();
    const dialog = await openDetail(record.id);
    const activity = region(dialog, 'Activity');
    const entryOf = async (subject: string) =>
      (await within(activity).findByText(`Reply by Sam Staff: ${subject}`)).closest('li')!;

    await userEvent.click(
      within(await entryOf('One more thing')).getByRole('button', { name: 'Release' }),
    );
    expect(await screen.findByText('Reply Released')).toBeInTheDocument();
    expect(sent(requests, 'POST', `contact/${record.id}/replies/reply-held/release`)).toBeDefined();
    await waitFor(async () =>
      expect(within(await entryOf('One more thing')).getByText('queued')).toBeInTheDocument(),
    );
    expect(within(await entryOf('One more thing')).queryByText(REPLY_HELD)).toBeNull();
    expect(await entryOf('One more thing')).toHaveTextContent('Released by Sam Staff');

    await userEvent.click(
      within(await entryOf('Another')).getByRole('button', { name: 'Discard' }),
    );
    expect(
      sent(requests, 'POST', `contact/${record.id}/replies/reply-held-2/discard`),
    ).toBeDefined();
    await waitFor(async () =>
      expect(within(await entryOf('Another')).getByText('discarded')).toBeInTheDocument(),
    );
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('refuses to send a reply without a message, or with an unknown placeholder', async () => {
    const { record } = serveContact();
    const requests = recordRequests();
    const dialog = await openDetail(record.id);
    const reply = region(dialog, 'Reply');
    await fill(/^Subject/, 'About {{salary}}');
    await userEvent.click(within(reply).getByRole('button', { name: 'Send Reply' }));
    expect(await within(reply).findByText(/^Placeholders must be among/)).toBeInTheDocument();
    expect(within(reply).getByText('Message is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', `contact/${record.id}/replies`)).toBeUndefined();
  });

  it('tells every kind of activity entry apart, oldest first, replies with their delivery state', async () => {
    const { record } = serveContact([
      { type: 'submitted', at: '2026-01-10T09:00:00.000Z' },
      {
        type: 'confirmation',
        at: '2026-01-10T09:00:01.000Z',
        deliveryId: 'd-0',
        delivery: 'sent',
        sentAt: '2026-01-10T09:00:05.000Z',
      },
      {
        type: 'status',
        at: '2026-01-10T10:00:00.000Z',
        actorId: me.id,
        from: 'new',
        to: 'in_progress',
      },
      {
        type: 'owner',
        at: '2026-01-10T10:05:00.000Z',
        actorId: me.id,
        from: null,
        to: colleague.id,
      },
      {
        type: 'owner',
        at: '2026-01-10T10:06:00.000Z',
        actorId: me.id,
        from: colleague.id,
        to: null,
      },
      {
        type: 'follow-up',
        at: '2026-01-10T10:10:00.000Z',
        actorId: me.id,
        from: null,
        to: '2026-01-16T09:00:00.000Z',
      },
      {
        type: 'follow-up',
        at: '2026-01-10T10:11:00.000Z',
        actorId: me.id,
        from: '2026-01-16T09:00:00.000Z',
        to: null,
      },
      {
        type: 'note',
        id: 'n-1',
        at: '2026-01-10T10:20:00.000Z',
        actorId: colleague.id,
        text: 'Called.',
      },
      ...(['sent', 'failed', 'queued'] as const).map((delivery, index) => ({
        type: 'reply' as const,
        id: `r-${index}`,
        at: `2026-01-10T11:0${index}:00.000Z`,
        actorId: me.id,
        subject: `Reply ${delivery}`,
        body: 'Hello.',
        templateId: null,
        deliveryId: `d-${index + 1}`,
        delivery,
        sentAt: delivery === 'sent' ? '2026-01-10T11:00:30.000Z' : null,
      })),
    ]);
    const dialog = await openDetail(record.id);
    const activity = region(dialog, 'Activity');
    await within(activity).findByText('Submitted');
    const entries = within(activity).getAllByRole('listitem');
    const titles = entries.map((entry) => entry.querySelector('p, span')?.textContent);
    expect(titles).toEqual([
      'Submitted',
      'Confirmation mail sent',
      'New → In Progress by Sam Staff',
      'Assigned to Ravi Iyer by Sam Staff',
      'Unassigned by Sam Staff',
      expect.stringMatching(new RegExp(`^Follow-up set for .+ by Sam Staff$`)),
      'Follow-up cleared by Sam Staff',
      'Note by Ravi Iyer',
      'Reply by Sam Staff: Reply sent',
      'Reply by Sam Staff: Reply failed',
      'Reply by Sam Staff: Reply queued',
    ]);
    expect(within(entries[7]).getByText('Called.')).toBeInTheDocument();
    for (const [index, delivery] of [
      [8, 'sent'],
      [9, 'failed'],
      [10, 'queued'],
    ] as const) {
      expect(within(entries[index]).getByText(delivery)).toBeInTheDocument();
    }
    expect(entries[8]).toHaveTextContent(/, sent /);
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('sets and clears a follow-up', async () => {
    const { record } = serveContact();
    const requests = recordRequests();
    const dialog = await openDetail(record.id);
    const field = within(dialog).getByLabelText('Follow-up');
    await userEvent.type(field, '2026-02-01T09:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findByText('Follow-up Changed')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Clear follow-up' }));
    await waitFor(() => expect(followUpPatches(requests)).toHaveLength(2));
    expect(await Promise.all(followUpPatches(requests).map((request) => request.json()))).toEqual([
      { at: new Date('2026-02-01T09:30').toISOString() },
      { at: null },
    ]);
  });

  it('refreshes the open record when a colleague works it', async () => {
    const { record } = serveContact();
    let send: (event: { event: string; data: unknown }) => void = () => undefined;
    server.use(
      sse(apiPath('admin/events'), ({ client }) => {
        send = (event) => client.send(event as never);
      }),
    );
    const changed = detailed({ ...record, ownerId: colleague.id }, [
      { type: 'note', id: 'n-9', at: AT, actorId: colleague.id, text: 'Sent the quote.' },
    ]);
    const dialog = await openDetail(record.id);
    await within(dialog).findByRole('region', { name: 'Activity' });
    server.use(
      http.get(apiPath(`contact/${record.id}`), () =>
        HttpResponse.json({ success: true, data: changed }),
      ),
    );
    await waitFor(() => {
      send({
        event: 'record.worked',
        data: { type: 'record.worked', kind: 'contact', id: record.id, actorId: colleague.id },
      });
      expect(within(dialog).getAllByText('Sent the quote.').length).toBeGreaterThan(0);
    });
    expect(within(dialog).getByRole('combobox', { name: 'Owner' })).toHaveTextContent('Ravi Iyer');
  });

  it('keeps the internship question’s answer form beside the reply composer', async () => {
    const record = question({ name: 'Meera Iyer' });
    server.use(
      http.get(apiPath(`internship/questions/${record.id}`), () =>
        HttpResponse.json({ success: true, data: detailed(record) }),
      ),
    );
    renderApp(adminPaths.record('internship-question', record.id));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    expect(within(dialog).getByRole('textbox', { name: /^Response/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Answer' })).toBeInTheDocument();
    expect(region(dialog, 'Reply')).toBeInTheDocument();
  });
});
