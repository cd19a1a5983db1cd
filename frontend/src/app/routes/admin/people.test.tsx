import { consolePersonPath, consoleRecordPath } from '@bytecraft/contracts/console-paths';
import { ERASE_CONFIRM_MESSAGE, type EraseRequest } from '@bytecraft/contracts/people';
import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { StaffRole } from '@bytecraft/contracts/staff-team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { NOT_AN_ADDRESS } from '../../../lib/person-address';
import { axeViolations } from '../../../testing/axe';
import { fill } from '../../../testing/form-helpers';
import {
  donePart,
  erasure,
  person,
  personInboundMail,
  personMail,
} from '../../../testing/person-data';
import { apiPath, held, recordRequests, refusal, server } from '../../../testing/server';
import {
  contact,
  detailed,
  directoryEntry,
  staffMe,
  subscription,
} from '../../../testing/staff-data';
import {
  currentLocation,
  renderApp,
  signInAs,
  tableRowsAt,
  useSignedInStaff,
} from '../../../testing/staff-server';

useSignedInStaff();

const EMAIL = 'asha@example.com';
const day = (date: number, hour = 9) => new Date(Date.UTC(2026, 0, date, hour)).toISOString();

/**
 * The server answers the person view of EMAIL with each answer in turn (a Person, or an error
 * body and its status), the last one from then on; returns the requests it answered so far.
 */
function answerPerson(...answers: [body: object, status?: number][]) {
  const requests = recordRequests();
  const handler = ([body, status = 200]: [object, number?], once: boolean) =>
    http.get(
      apiPath('admin/people'),
      ({ request }) => {
        expect(new URL(request.url).searchParams.get('email')).toBe(EMAIL);
        return HttpResponse.json(status === 200 ? { success: true, data: body } : body, {
          status,
        });
      },
      { once },
    );
  // The handler added last answers first: the last answer goes in first, the first on top.
  server.use(handler(answers.at(-1)!, false));
  for (const answer of answers.slice(0, -1).reverse()) server.use(handler(answer, true));
  return () => requests.filter((request) => new URL(request.url).pathname === '/api/admin/people');
}

const timeline = async () => screen.findByRole('list', { name: 'Timeline' });
/** Each line of the timeline, its first line of text (what it is). */
const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

describe('the Person page', () => {
  it('shows every record, what staff did with it and every mail in one timeline, newest first, each record linked', async () => {
    const enquiry = contact({ email: EMAIL, status: 'in_progress', createdAt: day(10) });
    const newsletter = subscription({ email: EMAIL, status: 'unsubscribed', subscribedAt: day(5) });
    // Staff are named from the directory by account id; an id it lacks is unknown staff.
    const ana = directoryEntry({ name: 'Ana Silva' });
    server.use(
      http.get(apiPath('admin/staff/directory'), () =>
        HttpResponse.json({ success: true, data: [ana] }),
      ),
    );
    answerPerson([
      person({
        email: EMAIL,
        records: [
          {
            kind: 'contact',
            record: detailed(enquiry, [
              { type: 'submitted', at: day(10) },
              {
                type: 'status',
                at: day(11),
                actorId: ana.id,
                from: 'new',
                to: 'in_progress',
              },
              {
                type: 'note',
                id: 'n1',
                at: day(12),
                actorId: ana.id,
                text: 'Called back',
              },
              {
                type: 'reply',
                id: 'r1',
                at: day(13),
                actorId: ana.id,
                subject: 'Your enquiry',
                body: 'Hello Asha',
                templateId: null,
                deliveryId: 'd1',
                delivery: 'sent',
                sentAt: day(13),
              },
            ]),
          },
          {
            kind: 'newsletter-subscription',
            record: detailed(newsletter, [
              {
                type: 'status',
                at: day(14),
                actorId: UNKNOWN_STAFF_ID,
                from: 'active',
                to: 'unsubscribed',
              },
            ]),
          },
        ],
        mails: [
          personMail({ template: 'contact-confirmation', status: 'sent', sentAt: day(10, 10) }),
        ],
      }),
    ]);
    renderApp(consolePersonPath(EMAIL));

    const list = await timeline();
    expect(lines(list)).toEqual([
      'Active → Unsubscribed by Unknown staff',
      'Reply by Ana Silva: Your enquiry',
      'Note by Ana Silva',
      'New → In Progress by Ana Silva',
      'Mail: Contact confirmation',
      'Contact form',
      'Newsletter subscription',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Person' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: EMAIL })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMAIL);
    expect(within(list).getByRole('link', { name: 'Contact form' })).toHaveAttribute(
      'href',
      consoleRecordPath('contact', enquiry.id),
    );
    // A subscription has no detail of its own: it opens the newsletter screen.
    expect(within(list).getByRole('link', { name: 'Newsletter subscription' })).toHaveAttribute(
      'href',
      adminPaths.section('newsletter-subscription'),
    );
    expect(within(list).getByText('Called back')).toBeInTheDocument();
    const mail = within(list).getByText('Mail: Contact confirmation').closest('li')!;
    expect(within(mail).getByText('sent')).toBeInTheDocument();
    expect(within(mail).getByRole('time')).toHaveAttribute('datetime', day(10, 10));
    expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
    expect(await axeViolations(screen.getByRole('banner'))).toEqual([]);
  });

  it('shows the mail the person sent us, on the record it went to or unmatched, naming its files', async () => {
    const record = contact({ email: EMAIL });
    answerPerson([
      person({
        email: EMAIL,
        inbound: [
          personInboundMail({
            subject: 'Our brief',
            receivedAt: day(20),
            record: { kind: 'contact', recordId: record.id },
            text: 'The brief is attached.',
            attachments: ['brief.pdf', 'invoice.pdf'],
          }),
          personInboundMail({ subject: 'Anyone there?', receivedAt: day(18), text: 'Hello?' }),
        ],
      }),
    ]);
    renderApp(consolePersonPath(EMAIL));

    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const [brief, hello] = within(timeline).getAllByRole('listitem');
    expect(within(brief).getByText('Mail from them: Our brief')).toBeInTheDocument();
    expect(within(brief).getByText(/On the contact/)).toBeInTheDocument();
    expect(
      within(brief).getByText('The brief is attached. Attached: brief.pdf, invoice.pdf', {
        normalizer: (text) => text.replace(/\s+/g, ' ').trim(),
      }),
    ).toBeInTheDocument();
    expect(within(hello).getByText('Mail from them: Anyone there?')).toBeInTheDocument();
    expect(within(hello).getByText('unmatched')).toBeInTheDocument();
  });

  it('says when nothing is stored, and links the export of the address', async () => {
    answerPerson([person({ email: EMAIL })]);
    renderApp(consolePersonPath(EMAIL));

    expect(await screen.findByText('Nothing stored for this address.')).toBeInTheDocument();
    const exportLink = screen.getByRole('link', { name: 'Export' });
    expect(exportLink).toHaveAttribute(
      'href',
      `/api/admin/people/export?email=${encodeURIComponent(EMAIL)}`,
    );
    expect(exportLink).toHaveAttribute('download');
  });

  it('says a service is not answering (503), and asks again when told to', async () => {
    const asked = answerPerson(
      [{ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, 503],
      [person({ email: EMAIL })],
    );
    renderApp(consolePersonPath(EMAIL));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A service is not answering; try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing stored for this address.')).toBeInTheDocument();
    expect(asked()).toHaveLength(2);
  });

  it('asks for a whole address rather than the server when the link holds none', async () => {
    // No handler for the person: asking the server would fail the test.
    renderApp(consolePersonPath('asha'));

    expect(await screen.findByText(NOT_AN_ADDRESS)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha');
  });

  it('offers no erasure to staff who are not admins', async () => {
    signInAs(staffMe({ role: StaffRole.Staff }));
    answerPerson([person({ email: EMAIL, mails: [personMail()] })]);
    renderApp(consolePersonPath(EMAIL));

    await timeline();
    expect(screen.getByRole('link', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase' })).not.toBeInTheDocument();
  });
});

/**
 * The server accepts an erasure of EMAIL when confirmed with it (refuses others with the
 * contract's message), then answers it under way (the lead service done) until `reported` is
 * released, and done in every part after that. Returns the erase requests it saw.
 */
function answerErasure() {
  const erases: EraseRequest[] = [];
  const reported = held();
  server.use(
    http.post(apiPath('admin/people/erase'), async ({ request }) => {
      const body = (await request.json()) as EraseRequest;
      erases.push(body);
      return body.confirm === EMAIL
        ? HttpResponse.json(
            { success: true, data: { id: erasure().id, status: 'in-progress' } },
            { status: 202 },
          )
        : refusal(400, 'VALIDATION_ERROR', 'Validation failed', [
            { field: 'confirm', message: ERASE_CONFIRM_MESSAGE },
          ]);
    }),
    // Under way at first: the lead service has reported...
    http.get(
      apiPath(`admin/erasures/${erasure().id}`),
      () =>
        HttpResponse.json({
          success: true,
          data: erasure({ lead: donePart({ contact: 1 }) }),
        }),
      { once: true },
    ),
    // ...then every part has reported, once the test has seen the first answer.
    http.get(apiPath(`admin/erasures/${erasure().id}`), async () => {
      await reported.value;
      return HttpResponse.json({
        success: true,
        data: erasure({
          lead: donePart({ contact: 1 }),
          recruiting: donePart(),
          newsletter: donePart(),
          notification: donePart({ mails: 1 }),
          gateway: donePart({ jobs: 2 }),
        }),
      });
    }),
  );
  return { erases, reported };
}

describe('erasing a person', () => {
  it('refuses a confirmation that is not the address with the server’s message, then follows each part until done and shows the person empty', async () => {
    const asked = answerPerson(
      [person({ email: EMAIL, mails: [personMail()] })],
      [person({ email: EMAIL })],
    );
    const { erases, reported } = answerErasure();
    renderApp(consolePersonPath(EMAIL));
    await timeline();
    await userEvent.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: `Erase ${EMAIL}` });

    await fill(/^type the address again/i, 'someone@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText(ERASE_CONFIRM_MESSAGE)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/^type the address again/i));
    await fill(/^type the address again/i, EMAIL);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(erases).toEqual([
      { email: EMAIL, confirm: 'someone@example.com' },
      { email: EMAIL, confirm: EMAIL },
    ]);

    const progress = await within(dialog).findByRole('table', { name: 'Erasure progress' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 of 5 parts done.');
    expect(
      within(
        within(progress)
          .getByRole('rowheader', { name: /^Lead service/ })
          .closest('tr')!,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Done', 'Contact form: 1']);
    expect(await axeViolations(dialog)).toEqual([]);
    reported.release();

    expect(await within(dialog).findByText('Erased from every service.')).toBeInTheDocument();
    expect(
      within(
        within(progress).getByRole('rowheader', { name: 'Queued jobs and resumes' }).closest('tr')!,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Done', 'Queued jobs: 2']);
    // Done: the person is asked for again, and has nothing left.
    await waitFor(() => expect(asked()).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Nothing stored for this address.')).toBeInTheDocument();
  });
});

describe('an erasure whose dialog is closed before it is done', () => {
  it('is followed on the page, which shows the person again once every part is done', async () => {
    const asked = answerPerson(
      [person({ email: EMAIL, mails: [personMail()] })],
      [person({ email: EMAIL })],
    );
    const { reported } = answerErasure();
    renderApp(consolePersonPath(EMAIL));
    await timeline();
    await userEvent.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: `Erase ${EMAIL}` });
    await fill(/^type the address again/i, EMAIL);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await within(dialog).findByText('1 of 5 parts done.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByText('Erasing: 1 of 5 parts done.')).toBeInTheDocument();
    expect(asked()).toHaveLength(1);
    reported.release();
    expect(await screen.findByText('Erased from every service.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing stored for this address.')).toBeInTheDocument();
    expect(asked()).toHaveLength(2);
  });
});

describe('the recent erasures', () => {
  it('shows admins who erased what and when, each named from the directory, retention runs too, beside the empty search', async () => {
    const ana = directoryEntry({ name: 'Ana Silva' });
    server.use(
      http.get(apiPath('admin/staff/directory'), () =>
        HttpResponse.json({ success: true, data: [ana] }),
      ),
      http.get(apiPath('admin/erasures'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('20');
        return HttpResponse.json({
          success: true,
          data: [
            erasure(
              {
                lead: donePart({ contact: 2 }),
                recruiting: donePart({ 'job-application': 1 }),
                newsletter: donePart(),
                notification: donePart({ mails: 3 }),
                gateway: donePart(),
              },
              { reason: 'retention', requestedById: null, emailHash: null },
            ),
            erasure({}, { id: '0e0e0e0e-0000-4000-8000-000000000002', requestedById: ana.id }),
            erasure(
              {},
              { id: '0e0e0e0e-0000-4000-8000-000000000003', requestedById: UNKNOWN_STAFF_ID },
            ),
          ],
        });
      }),
    );
    expect(await tableRowsAt(adminPaths.people, 'Recent erasures', 'Ana Silva')).toEqual([
      ['Retention', 'Automatic', 'Done', 'Contact form: 2, Job application: 1, Mails: 3'],
      ['Request', 'Ana Silva', 'In progress', 'nothing'],
      ['Request', 'Unknown staff', 'In progress', 'nothing'],
    ]);
  });

  it('are not asked for when staff who are not admins open the page', async () => {
    signInAs(staffMe({ role: StaffRole.Staff }));
    const requests = recordRequests();
    renderApp(adminPaths.people);

    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Recent erasures' })).not.toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/admin/erasures',
    );
  });
});

describe('the header’s search', () => {
  it('opens the Person page of an address on Enter, and says what it wants of other text', async () => {
    answerPerson([person({ email: EMAIL })]);
    renderApp(adminPaths.section('contact'));
    const search = await screen.findByRole('textbox', { name: 'Find a person by email' });

    await userEvent.type(search, 'asha{Enter}');
    expect(await screen.findByText(NOT_AN_ADDRESS)).toBeInTheDocument();
    expect(currentLocation()).toBe(adminPaths.section('contact'));

    await userEvent.clear(search);
    await userEvent.type(search, `${EMAIL}{Enter}`);
    await waitFor(() => expect(currentLocation()).toBe(consolePersonPath(EMAIL)));
    expect(await screen.findByText('Nothing stored for this address.')).toBeInTheDocument();
    expect(screen.queryByText(NOT_AN_ADDRESS)).not.toBeInTheDocument();
  });
});
