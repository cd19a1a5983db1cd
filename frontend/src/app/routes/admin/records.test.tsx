import { STAFF_PATHS, RECORD_KIND_IDS, type RecordKind } from '@bytecraft/contracts/records';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { SEARCH_DEBOUNCE_MS } from '../../../features/admin-records/hooks/use-list-state';
import { chooseOption } from '../../../testing/form-helpers';
import {
  contact,
  consultation,
  detailed,
  developerHire,
  directoryEntry,
  internshipApplication,
  jobApplication,
  listBody,
  staffMe,
} from '../../../testing/staff-data';
import { apiPath, held, recordRequests, refusal, refuse, server } from '../../../testing/server';
import { currentLocation, renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();
// A test that stops the clock gives it back even when it fails.
afterEach(() => vi.useRealTimers());

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('article') as HTMLElement;

/** The values of the facts a card or dialog lists, in order. */
const factValues = (container: HTMLElement) =>
  within(container)
    .getAllByRole('definition')
    .map((value) => value.textContent);

const listRequests = (requests: Request[], path: string) =>
  requests.map((request) => new URL(request.url)).filter((url) => url.pathname === `/api/${path}`);

describe('the contacts screen', () => {
  it('shows a loading indicator, then the cards of the first page with 10 per page', async () => {
    const requests = recordRequests();
    const firstPage = held();
    server.use(
      http.get(apiPath('contact'), async () => {
        await firstPage.value;
        return HttpResponse.json(listBody([contact({ name: 'Asha Rao' })], { total: 25 }));
      }),
    );
    renderApp('/admin/contacts');
    // Asked for and not yet answered: the screen (not only its code) is loading.
    await waitFor(() => expect(listRequests(requests, 'contact')).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: 'Search contacts' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    firstPage.release();
    const card = await cardOf('Asha Rao');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('Cloud Solutions')).toBeInTheDocument();
    expect(screen.getByText('25 records, page 1 of 3')).toBeInTheDocument();
    const [first] = listRequests(requests, 'contact');
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.get('limit')).toBe('10');

    await userEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/contacts?page=2'));
    await waitFor(() =>
      expect(listRequests(requests, 'contact').at(-1)!.searchParams.get('page')).toBe('2'),
    );
  });

  it('says there are no contacts yet when the list is empty', async () => {
    renderApp('/admin/contacts');
    expect(await screen.findByText('No contacts found')).toBeInTheDocument();
    expect(screen.getByText('No contacts yet.')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and suggests adjusting the search', async () => {
    const requests = recordRequests();
    renderApp('/admin/contacts');
    await screen.findByText('No contacts yet.');
    // The pauses are the test's, not the machine's: the debounce's clock moves only when told,
    // and each key is one change event (user-event waits on the clock between keys).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('textbox', { name: 'Search contacts' });
    for (const typed of ['r', 'ra']) {
      fireEvent.change(box, { target: { value: typed } });
      act(() => {
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
      });
    }
    fireEvent.change(box, { target: { value: 'rao' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    vi.useRealTimers();

    expect(await screen.findByText('Try adjusting your search criteria.')).toBeInTheDocument();
    const searches = listRequests(requests, 'contact').map((url) => url.searchParams.get('q'));
    // The first page, then one request for the whole word, none for the shorter pauses.
    expect(searches).toEqual([null, 'rao']);
    expect(currentLocation()).toBe('/admin/contacts?q=rao');
  });

  it('shows the status filter with its label above "All Statuses", not over it', async () => {
    renderApp('/admin/contacts');
    await screen.findByText('No contacts yet.');
    const filter = screen.getByRole('combobox', { name: /^Status/ });
    expect(filter).toHaveDisplayValue('All Statuses');
    // An unshrunk label is drawn inside the field, over the value.
    expect(screen.getByText('Status', { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'true',
    );
  });

  it('filters by status on the server', async () => {
    const requests = recordRequests();
    renderApp('/admin/contacts');
    await screen.findByText('No contacts yet.');
    await chooseOption(/status/i, 'In Progress');
    await waitFor(() =>
      expect(listRequests(requests, 'contact').at(-1)!.searchParams.get('status')).toBe(
        'in_progress',
      ),
    );
    expect(await screen.findByText('Try adjusting your search criteria.')).toBeInTheDocument();
  });

  it('shows an unknown status as the first status, with its buttons', async () => {
    server.use(
      http.get(apiPath('contact'), () =>
        HttpResponse.json(listBody([contact({ name: 'Odd Status', status: 'archived' })])),
      ),
    );
    renderApp('/admin/contacts');
    const card = await cardOf('Odd Status');
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start Review' })).toBeInTheDocument();
  });

  it('moves a contact on at once, says Status Updated, and refetches the list', async () => {
    const record = contact({ name: 'Asha Rao' });
    let stored = record;
    const requests = recordRequests();
    const answer = held();
    server.use(
      http.get(apiPath('contact'), () => HttpResponse.json(listBody([stored]))),
      http.patch(apiPath(`contact/${record.id}/status`), async ({ request }) => {
        const { status } = (await request.json()) as { status: string };
        await answer.value;
        stored = { ...record, status };
        return HttpResponse.json({ success: true, data: detailed(stored) });
      }),
    );
    renderApp('/admin/contacts');
    await userEvent.click(
      within(await cardOf('Asha Rao')).getByRole('button', { name: 'Start Review' }),
    );
    // Shown at once, before the server answers.
    expect(within(await cardOf('Asha Rao')).getByText('In Progress')).toBeInTheDocument();
    answer.release();
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(
      within(await cardOf('Asha Rao')).getByRole('button', { name: 'Mark Resolved' }),
    ).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ status: 'in_progress' });
    await waitFor(() => expect(listRequests(requests, 'contact').length).toBeGreaterThan(1));
  });

  it('puts the status back and says so when the server refuses the change', async () => {
    const record = contact({ name: 'Asha Rao' });
    const refused = held();
    server.use(
      http.get(apiPath('contact'), () => HttpResponse.json(listBody([record]))),
      http.patch(apiPath(`contact/${record.id}/status`), async () => {
        await refused.value;
        return refusal(400, 'VALIDATION_ERROR', 'x', [{ field: 'status', message: 'x' }]);
      }),
    );
    renderApp('/admin/contacts');
    await userEvent.click(
      within(await cardOf('Asha Rao')).getByRole('button', { name: 'Start Review' }),
    );
    expect(within(await cardOf('Asha Rao')).getByText('In Progress')).toBeInTheDocument();
    refused.release();
    expect(
      await screen.findByText('Failed to update contact status. Please try again.'),
    ).toBeInTheDocument();
    expect(within(await cardOf('Asha Rao')).getByText('New')).toBeInTheDocument();
  });

  it('shows every field, the status dropdown and the history in the detail dialog', async () => {
    const record = contact({
      name: 'Asha Rao',
      status: 'in_progress',
      phone: '+91 98450 12345',
      budget: 'under-25k',
      timeline: '2-3-months',
    });
    // Who changed it is named from the staff directory, by account id.
    const me = directoryEntry({ id: staffMe().id, name: 'Sam Staff' });
    server.use(
      http.get(apiPath('admin/staff/directory'), () =>
        HttpResponse.json({ success: true, data: [me] }),
      ),
      http.get(apiPath('contact'), () => HttpResponse.json(listBody([record]))),
      http.get(apiPath(`contact/${record.id}`), () =>
        HttpResponse.json({
          success: true,
          data: detailed(record, [
            {
              type: 'status',
              at: record.createdAt,
              actorId: me.id,
              from: 'new',
              to: 'in_progress',
            },
          ]),
        }),
      ),
      http.patch(apiPath(`contact/${record.id}/status`), () =>
        HttpResponse.json({ success: true, data: detailed({ ...record, status: 'closed' }) }),
      ),
    );
    renderApp('/admin/contacts');
    await userEvent.click(
      within(await cardOf('Asha Rao')).getByRole('button', { name: 'View Details' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Asha Rao' });
    expect(factValues(dialog)).toEqual([
      'asha@example.com',
      '+91 98450 12345',
      'Rao Logistics',
      'Cloud Solutions',
      'Under ₹20,00,000',
      '2-3 months',
    ]);
    expect(within(dialog).getByText(record.message)).toBeInTheDocument();
    expect(await within(dialog).findByText(/New → In Progress by Sam Staff/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
  });

  it('sends staff to sign in, remembering the page, once the session has expired', async () => {
    renderApp('/admin/contacts');
    await screen.findByText('No contacts yet.');
    // The session ends: every staff route answers 401 from now on, the session check too (were
    // it still signed in, the sign-in page would send staff straight back).
    const unauthorized = () => refusal(401, 'UNAUTHORIZED', 'Please sign in');
    server.use(
      http.get(apiPath('admin/auth/me'), unauthorized),
      http.get(apiPath('contact'), unauthorized),
    );
    const requests = recordRequests();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search contacts' }), 'rao');

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentLocation()).toBe(
      `/admin/login?next=${encodeURIComponent('/admin/contacts?q=rao')}`,
    );
    // Refused once, the page was not asked for again while the sign-in page loaded.
    expect(listRequests(requests, 'contact')).toHaveLength(1);
  });
});

describe('the other management screens', () => {
  it.each([
    ['/admin/job-applications', 'job applications', 'Search by name, email or job title'],
    ['/admin/developer-hires', 'hire requests', 'Search by name, email, company or project type'],
    ['/admin/contacts', 'contacts', 'Search by name, email or company'],
    [
      '/admin/internship-applications',
      'internship applications',
      'Search by name, email, university or course',
    ],
  ])('names what %s searches in words', async (path, plural, placeholder) => {
    renderApp(path);
    expect(await screen.findByRole('textbox', { name: `Search ${plural}` })).toHaveAttribute(
      'placeholder',
      placeholder,
    );
  });

  it('says the consultations could not be reached when the network fails', async () => {
    server.use(http.get(apiPath('consultation'), () => HttpResponse.error()));
    renderApp('/admin/consultations');
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to fetch consultations. Make sure backend is running.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No consultations found')).toBeInTheDocument();
  });

  it('has no status dropdown for a consultation, only its card buttons', async () => {
    const record = consultation({ name: 'Vikram Shah' });
    server.use(
      http.get(apiPath('consultation'), () => HttpResponse.json(listBody([record]))),
      http.get(apiPath(`consultation/${record.id}`), () =>
        HttpResponse.json({ success: true, data: detailed(record) }),
      ),
    );
    renderApp('/admin/consultations');
    const card = await cardOf('Vikram Shah');
    expect(within(card).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vikram Shah' });
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('opens or downloads a resume through the staff route', async () => {
    const record = jobApplication({ name: 'Priya Nair' });
    server.use(http.get(apiPath('job-application'), () => HttpResponse.json(listBody([record]))));
    renderApp('/admin/job-applications');
    const card = await cardOf('Priya Nair');
    const open = within(card).getByRole('link', { name: 'Open resume of Priya Nair' });
    expect(open).toHaveAttribute('href', `/api/job-application/${record.id}/resume`);
    expect(open).toHaveAttribute('target', '_blank');
    const download = within(card).getByRole('link', { name: 'Download resume of Priya Nair' });
    expect(download).toHaveAttribute('download', 'Priya Nair - resume.pdf');
    expect(within(card).getByText('Senior Backend Engineer')).toBeInTheDocument();
  });

  it('offers a Word resume to download only, in the card and the detail dialog (the server opens only PDFs)', async () => {
    const record = jobApplication({
      name: 'Kavya Reddy',
      resumeName: 'Kavya Reddy - resume.docx',
      resumeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    server.use(
      http.get(apiPath('job-application'), () => HttpResponse.json(listBody([record]))),
      http.get(apiPath(`job-application/${record.id}`), () =>
        HttpResponse.json({ success: true, data: detailed(record) }),
      ),
    );
    renderApp('/admin/job-applications');
    const downloadOnly = (where: HTMLElement) => {
      expect(
        within(where).queryByRole('link', { name: 'Open resume of Kavya Reddy' }),
      ).not.toBeInTheDocument();
      expect(
        within(where).getByRole('link', { name: 'Download resume of Kavya Reddy' }),
      ).toHaveAttribute('download', 'Kavya Reddy - resume.docx');
    };
    const card = await cardOf('Kavya Reddy');
    downloadOnly(card);
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    downloadOnly(await screen.findByRole('dialog', { name: 'Kavya Reddy' }));
  });
});

describe('the job applications screen', () => {
  it("filters by the careers page's positions on the server, in the list and on the board", async () => {
    const requests = recordRequests();
    renderApp('/admin/job-applications');
    await screen.findByText('No job applications yet.');
    const filter = screen.getByRole('combobox', { name: /^Position/ });
    expect(filter).toHaveDisplayValue('All Positions');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Positions',
      'Senior Full-Stack Engineer',
      'Cloud DevOps Engineer',
      'Product Manager, AI Solutions',
      'UI/UX Designer',
      'Data Engineer',
      'Sales Engineer',
      'General Application',
    ]);
    await userEvent.selectOptions(filter, 'UI/UX Designer');
    await waitFor(() =>
      expect(listRequests(requests, 'job-application').at(-1)!.searchParams.get('position')).toBe(
        '4',
      ),
    );
    expect(currentLocation()).toBe('/admin/job-applications?position=4');
    expect(await screen.findByText('Try adjusting your search criteria.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Board view' }));
    await waitFor(() =>
      expect(listRequests(requests, 'job-application/counts')).not.toHaveLength(0),
    );
    const [counts] = listRequests(requests, 'job-application/counts');
    expect(counts.searchParams.get('position')).toBe('4');
    expect(listRequests(requests, 'job-application').at(-1)!.searchParams.get('position')).toBe(
      '4',
    );
  });
});

describe('the developer hires screen', () => {
  it("shows a request's project and budget, and moves it on by its buttons: Start Review, then Schedule Interview", async () => {
    const record = developerHire({ name: 'Rohan Mehta', budget: '5k-10k' });
    let stored = record;
    const requests = recordRequests();
    server.use(
      http.get(apiPath('developer-hire'), () => HttpResponse.json(listBody([stored]))),
      http.patch(apiPath(`developer-hire/${record.id}/status`), async ({ request }) => {
        const { status } = (await request.json()) as { status: string };
        stored = { ...record, status };
        return HttpResponse.json({ success: true, data: detailed(stored) });
      }),
    );
    renderApp('/admin/developer-hires');
    const card = await cardOf('Rohan Mehta');
    expect(within(card).getByText('PayLoop')).toBeInTheDocument();
    expect(factValues(card)).toEqual(['Mobile App', '₹4,00,000 - ₹8,00,000']);
    expect(within(card).getByText('New')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Start Review' }));
    expect(within(await cardOf('Rohan Mehta')).getByText('Reviewing')).toBeInTheDocument();
    await userEvent.click(
      await within(await cardOf('Rohan Mehta')).findByRole('button', {
        name: 'Schedule Interview',
      }),
    );
    // The list the first change refetches may still say Reviewing for a moment.
    expect(await within(card).findByText('Interviewing')).toBeInTheDocument();
    const patches = () => requests.filter((request) => request.method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(await Promise.all(patches().map((patch) => patch.json()))).toEqual([
      { status: 'reviewing' },
      { status: 'interviewing' },
    ]);
    // Interviewing has no button of its own: the rest is the detail dialog's.
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['View Details']),
    );
  });

  it('shows every field of a request in its detail dialog, the developer asked for among them, and sets Hired from its status dropdown', async () => {
    const record = developerHire({
      name: 'Rohan Mehta',
      phone: '+91 98450 12345',
      budget: '5k-10k',
      timeline: '3-months',
      developerId: '4',
      status: 'reviewing',
    });
    const requests = recordRequests();
    server.use(
      http.get(apiPath('developer-hire'), () => HttpResponse.json(listBody([record]))),
      http.get(apiPath(`developer-hire/${record.id}`), () =>
        HttpResponse.json({ success: true, data: detailed(record) }),
      ),
      http.patch(apiPath(`developer-hire/${record.id}/status`), () =>
        HttpResponse.json({ success: true, data: detailed({ ...record, status: 'hired' }) }),
      ),
    );
    renderApp('/admin/developer-hires');
    await userEvent.click(
      within(await cardOf('Rohan Mehta')).getByRole('button', { name: 'View Details' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rohan Mehta' });
    expect(factValues(dialog)).toEqual([
      'rohan@example.com',
      '+91 98450 12345',
      'PayLoop',
      'Mobile App',
      '₹4,00,000 - ₹8,00,000',
      'Within 3 months',
      '4',
    ]);
    expect(within(dialog).getByText(record.message)).toBeInTheDocument();
    // A kind staff work shows its activity (the status changes among its entries).
    expect(await within(dialog).findByRole('region', { name: 'Activity' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'New',
      'Reviewing',
      'Interviewing',
      'Hired',
      'Rejected',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Hired' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ status: 'hired' });
  });
});

describe('the internship applications screen', () => {
  it("shows an application's course, university, availability and motivation, and moves it on by its buttons: Start Review, then Move to Interview", async () => {
    const record = internshipApplication({ name: 'Nisha Verma', availability: 'part-time' });
    let stored = record;
    const requests = recordRequests();
    server.use(
      http.get(apiPath('internship/applications'), () => HttpResponse.json(listBody([stored]))),
      http.patch(apiPath(`internship/applications/${record.id}/status`), async ({ request }) => {
        const { status } = (await request.json()) as { status: string };
        stored = { ...record, status: status as typeof record.status };
        return HttpResponse.json({ success: true, data: detailed(stored) });
      }),
    );
    renderApp('/admin/internship-applications');
    const card = await cardOf('Nisha Verma');
    expect(within(card).getByText('Computer Science, IIIT Bangalore')).toBeInTheDocument();
    expect(factValues(card)).toEqual(['nisha@example.com', 'Part-time (20-30 hours/week)']);
    expect(within(card).getByText(record.motivation)).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
    // Sent without a resume: nothing to open or download.
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Board view' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Start Review' }));
    expect(within(await cardOf('Nisha Verma')).getByText('Reviewing')).toBeInTheDocument();
    await userEvent.click(
      await within(await cardOf('Nisha Verma')).findByRole('button', {
        name: 'Move to Interview',
      }),
    );
    expect(await within(card).findByText('Interview')).toBeInTheDocument();
    const patches = () => requests.filter((request) => request.method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(await Promise.all(patches().map((patch) => patch.json()))).toEqual([
      { status: 'reviewing' },
      { status: 'interview' },
    ]);
  });

  it('filters applications by their five statuses on the server', async () => {
    const requests = recordRequests();
    renderApp('/admin/internship-applications');
    await screen.findByText('No internship applications yet.');
    const filter = screen.getByRole('combobox', { name: /^Status/ });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Statuses', 'New', 'Reviewing', 'Interview', 'Accepted', 'Rejected']);
    await userEvent.selectOptions(filter, 'Accepted');
    await waitFor(() =>
      expect(
        listRequests(requests, 'internship/applications').at(-1)!.searchParams.get('status'),
      ).toBe('accepted'),
    );
  });

  it('shows every field of an application, its resume, its status and its history in the detail dialog', async () => {
    const sent = internshipApplication({ name: 'Nisha Verma' });
    const record = {
      ...sent,
      phone: '+91 90000 44444',
      year: '2026',
      availability: 'part-time',
      skills: 'Python, SQL',
      experience: 'A sales dashboard for a college fest.',
      portfolioUrl: 'https://nisha.example.com',
      resumeUrl: `/api/internship/applications/${sent.id}/resume`,
      resumeName: 'Nisha Verma - CV.pdf',
      resumeType: 'application/pdf',
    };
    server.use(
      http.get(apiPath('internship/applications'), () => HttpResponse.json(listBody([record]))),
      http.get(apiPath(`internship/applications/${record.id}`), () =>
        HttpResponse.json({ success: true, data: detailed(record) }),
      ),
    );
    renderApp('/admin/internship-applications');
    const card = await cardOf('Nisha Verma');
    expect(within(card).getByRole('link', { name: 'Open resume of Nisha Verma' })).toHaveAttribute(
      'href',
      record.resumeUrl,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nisha Verma' });
    expect(factValues(dialog)).toEqual([
      'nisha@example.com',
      '+91 90000 44444',
      'IIIT Bangalore',
      'Computer Science',
      '2026',
      'Part-time (20-30 hours/week)',
      'Python, SQL',
      'A sales dashboard for a college fest.',
      'https://nisha.example.com',
      'Nisha Verma - CV.pdf',
    ]);
    expect(within(dialog).getByText(record.motivation)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Open resume of Nisha Verma' }),
    ).toHaveAttribute('href', record.resumeUrl);
    expect(
      within(dialog).getByRole('link', { name: 'Download resume of Nisha Verma' }),
    ).toHaveAttribute('download', 'Nisha Verma - CV.pdf');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('New');
    // A kind staff work shows its activity (the status changes among its entries).
    expect(await within(dialog).findByRole('region', { name: 'Activity' })).toBeInTheDocument();
  });
});

describe("every kind's screen", () => {
  // Every kind on its own screen, named in its own words (a kind added to the contracts must be
  // added here to compile).
  const LOAD_FAILURES: Record<RecordKind, { path: string; toast: string; empty: string }> = {
    contact: {
      path: adminPaths.section('contact'),
      toast: 'Failed to fetch contacts. Please try again.',
      empty: 'No contacts found',
    },
    'schedule-call': {
      path: adminPaths.section('schedule-call'),
      toast: 'Failed to fetch schedule calls. Please try again.',
      empty: 'No scheduled calls found',
    },
    consultation: {
      path: adminPaths.section('consultation'),
      toast: 'Failed to load consultations. Please try again.',
      empty: 'No consultations found',
    },
    'developer-hire': {
      path: adminPaths.section('developer-hire'),
      toast: 'Failed to fetch hire requests. Please try again.',
      empty: 'No hire requests found',
    },
    'job-application': {
      path: adminPaths.section('job-application'),
      toast: 'Failed to fetch job applications. Please try again.',
      empty: 'No job applications found',
    },
    'internship-application': {
      path: adminPaths.section('internship-application'),
      toast: 'Failed to fetch internship applications. Please try again.',
      empty: 'No internship applications found',
    },
    'internship-question': {
      path: adminPaths.section('internship-question'),
      toast: 'Failed to fetch internship questions. Please try again.',
      empty: 'No internship questions found',
    },
    'newsletter-subscription': {
      path: adminPaths.section('newsletter-subscription'),
      toast: 'Failed to fetch newsletter data. Please try again.',
      empty: 'No subscribers found',
    },
  };

  it.each(RECORD_KIND_IDS)(
    'says the %s list failed on its screen, and shows it empty',
    async (kind) => {
      const { path, toast, empty } = LOAD_FAILURES[kind];
      refuse('get', STAFF_PATHS[kind], 500, 'INTERNAL_SERVER_ERROR', 'x');
      renderApp(path);
      expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(screen.getByText(empty)).toBeInTheDocument();
    },
  );
});
