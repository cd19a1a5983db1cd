import {
  CONSOLE_ROOT,
  consolePersonPath,
  consoleRecordPath,
} from '@bytecraft/contracts/console-paths';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import {
  contact,
  consultation,
  detailed,
  developerHire,
  internshipApplication,
  jobApplication,
  listBody,
  question,
  scheduleCall,
} from '../../../testing/staff-data';
import { apiPath, recordRequests, refuse, requestsTo, server } from '../../../testing/server';
import { currentLocation, renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

/** Every kind a staff alert is mailed about: its section, its title and a record of it. */
const ALERTED = [
  ['contact', adminPaths.section('contact'), 'Contact Forms', contact({ name: 'Asha Rao' })],
  [
    'schedule-call',
    adminPaths.section('schedule-call'),
    'Schedule Calls',
    scheduleCall({ name: 'Karan Mehta' }),
  ],
  [
    'consultation',
    adminPaths.section('consultation'),
    'Consultations',
    consultation({ name: 'Vikram Shah' }),
  ],
  [
    'developer-hire',
    adminPaths.section('developer-hire'),
    'Developer Hires',
    developerHire({ name: 'Rohan Mehta' }),
  ],
  [
    'job-application',
    adminPaths.section('job-application'),
    'Job Applications',
    jobApplication({ name: 'Priya Nair' }),
  ],
  [
    'internship-application',
    adminPaths.section('internship-application'),
    'Internship Applications',
    internshipApplication({ name: 'Nisha Verma' }),
  ],
  [
    'internship-question',
    adminPaths.section('internship-question'),
    'Internship Questions',
    question({ name: 'Meera Iyer' }),
  ],
] as const;

describe('a record opened by its address, as a staff alert links it', () => {
  it('is where the alerts link: the console at the contract’s root, each record by its path', () => {
    expect(paths.admin).toBe(CONSOLE_ROOT);
    expect(adminPaths.record('contact', 'x')).toBe(consoleRecordPath('contact', 'x'));
  });

  it.each(ALERTED)(
    '%s: shows its section with the record’s detail open though the list does not hold it, and closing goes back to the section',
    async (kind, section, title, record) => {
      const requests = recordRequests();
      server.use(
        http.get(apiPath(`${STAFF_PATHS[kind]}/${record.id}`), () =>
          HttpResponse.json({ success: true, data: detailed(record) }),
        ),
      );
      renderApp(adminPaths.record(kind, record.id));

      const dialog = await screen.findByRole('dialog', { name: record.name });
      expect(within(dialog).getByText(record.email)).toBeInTheDocument();
      // Everything else the address sent, from every service.
      expect(within(dialog).getByRole('link', { name: /^Person/ })).toHaveAttribute(
        'href',
        consolePersonPath(record.email),
      );
      // Behind the dialog (hidden from the accessibility tree while it is open).
      expect(
        screen.getByRole('heading', { level: 1, name: title, hidden: true }),
      ).toBeInTheDocument();
      // The section's list is shown behind it (empty here: the record is not on its page).
      expect(requestsTo(requests, STAFF_PATHS[kind])).not.toHaveLength(0);
      expect(requestsTo(requests, `${STAFF_PATHS[kind]}/${record.id}`)).toHaveLength(1);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(currentLocation()).toBe(section));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('opens a card at its own address and closes back to the same page of the list', async () => {
    const record = contact({ name: 'Asha Rao' });
    server.use(
      http.get(apiPath('contact'), () => HttpResponse.json(listBody([record], { total: 25 }))),
      http.get(apiPath(`contact/${record.id}`), () =>
        HttpResponse.json({ success: true, data: detailed(record) }),
      ),
    );
    renderApp(`${adminPaths.section('contact')}?page=2`);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).closest(
      'article',
    ) as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));

    await screen.findByRole('dialog', { name: 'Asha Rao' });
    expect(currentLocation()).toBe(`${adminPaths.record('contact', record.id)}?page=2`);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentLocation()).toBe(`${adminPaths.section('contact')}?page=2`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a record the server does not have was not found, and closes back to the section', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    refuse('get', `job-application/${id}`, 404, 'NOT_FOUND', 'Not found');
    renderApp(adminPaths.record('job-application', id));

    const dialog = await screen.findByRole('dialog', { name: 'Record not found' });
    expect(within(dialog).getByText(/no such record among the job applications/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentLocation()).toBe(adminPaths.section('job-application')));
  });
});
