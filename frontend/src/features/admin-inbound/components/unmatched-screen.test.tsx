import type { InboundOriginal, UnmatchedMail } from '@bytecraft/contracts/inbound';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { axeViolations } from '../../../testing/axe';
import { apiPath, recordRequests, server } from '../../../testing/server';
import { unmatchedMail } from '../../../testing/staff-data';
import { renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

const AT = '2026-01-15T10:00:00.000Z';

const serve = (mail: UnmatchedMail[]) =>
  server.use(
    http.get(apiPath('admin/inbound/unmatched'), () =>
      HttpResponse.json({ success: true, data: mail }),
    ),
  );

describe('the Unmatched Mail screen', () => {
  it('says why a staff answer was not sent on, and nothing for a mail no record matched', async () => {
    serve([
      unmatchedMail({ subject: 'Dear nobody', refused: 'invalid' }),
      unmatchedMail({ subject: 'From a former colleague', refused: 'not-staff' }),
      unmatchedMail({ subject: 'Altered', refused: 'forged-address' }),
      unmatchedMail({ subject: 'A stranger', from: 'stranger@example.org' }),
    ]);
    renderApp(adminPaths.inbound);
    const why = async (subject: string) =>
      within(await screen.findByRole('listitem', { name: subject })).queryByText(
        /^Not sent to the visitor/,
      )?.textContent;

    expect(await why('Dear nobody')).toBe(
      'Not sent to the visitor: the console would refuse it as a reply (an unknown placeholder, or too long).',
    );
    expect(await why('From a former colleague')).toBe(
      'Not sent to the visitor: its sender is no active staff account.',
    );
    expect(await why('Altered')).toBe(
      'Not sent to the visitor: the record address it was sent to was altered or forged.',
    );
    expect(await why('A stranger')).toBeUndefined();
  });

  it('shows a mail whole on View original: its headers, its text with what it quoted, its HTML as text; asked for only when opened', async () => {
    const message = unmatchedMail({ subject: 'About my project' });
    const original: InboundOriginal = {
      id: message.id,
      receivedAt: AT,
      headers: [
        { name: 'From', value: 'Asha <asha@example.com>' },
        { name: 'Subject', value: 'About my project' },
      ],
      text: 'Hello, is anyone there?\n\nOn Mon, Bytecraft wrote:\n> Our quote',
      html: '<p>Hello</p><script>alert(1)</script>',
    };
    serve([message]);
    server.use(
      http.get(apiPath(`admin/inbound/${message.id}/original`), () =>
        HttpResponse.json({ success: true, data: original }),
      ),
    );
    const requests = recordRequests();
    renderApp(adminPaths.inbound);
    const item = await screen.findByRole('listitem', { name: 'About my project' });
    const asked = () => requests.filter((request) => request.url.endsWith('/original'));
    expect(asked()).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'View original' }));
    const dialog = await screen.findByRole('dialog', { name: 'Original message' });
    const headers = await within(dialog).findByLabelText('Headers');
    expect(headers).toHaveTextContent('From:Asha <asha@example.com>');
    expect(headers).toHaveTextContent('Subject:About my project');
    expect(within(dialog).getByLabelText('Text').textContent).toBe(original.text);
    expect(within(dialog).getByLabelText('HTML source').textContent).toBe(original.html);
    expect(dialog.querySelector('script, iframe')).toBeNull();
    expect(asked()).toHaveLength(1);
    expect(await axeViolations(dialog)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Original message' })).not.toBeInTheDocument();
  });

  it('says so when the message is gone', async () => {
    const message = unmatchedMail({ subject: 'Erased since' });
    serve([message]);
    server.use(
      http.get(apiPath(`admin/inbound/${message.id}/original`), () =>
        HttpResponse.json(
          {
            success: false,
            error: { code: 'NOT_FOUND', message: 'Not found', validationErrors: [] },
          },
          { status: 404 },
        ),
      ),
    );
    renderApp(adminPaths.inbound);
    const item = await screen.findByRole('listitem', { name: 'Erased since' });
    await userEvent.click(within(item).getByRole('button', { name: 'View original' }));
    const dialog = await screen.findByRole('dialog', { name: 'Original message' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/could not be loaded/);
  });
});
