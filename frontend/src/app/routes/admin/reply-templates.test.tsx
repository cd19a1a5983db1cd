import type { ReplyTemplate } from '@bytecraft/contracts/records/work';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../../../config/admin-paths';
import { axeViolations } from '../../../testing/axe';
import { fill } from '../../../testing/form-helpers';
import { apiPath, recordRequests, refuse, server } from '../../../testing/server';
import { replyTemplate } from '../../../testing/staff-data';
import { openAsStaff, renderApp, useSignedInStaff } from '../../../testing/staff-server';

useSignedInStaff();

/** The templates the server keeps, changed as the screen asks. */
function serveTemplates(initial: ReplyTemplate[]) {
  let templates = initial;
  server.use(
    http.get(apiPath('admin/reply-templates'), () =>
      HttpResponse.json({ success: true, data: templates }),
    ),
    http.post(apiPath('admin/reply-templates'), async ({ request }) => {
      const created = replyTemplate((await request.json()) as Partial<ReplyTemplate>);
      templates = [...templates, created];
      return HttpResponse.json({ success: true, data: created }, { status: 201 });
    }),
    http.put(apiPath('admin/reply-templates/:id'), async ({ request, params }) => {
      const changes = (await request.json()) as Partial<ReplyTemplate>;
      templates = templates.map((template) =>
        template.id === params.id ? { ...template, ...changes } : template,
      );
      return HttpResponse.json({ success: true, data: templates[0] });
    }),
    http.delete(apiPath('admin/reply-templates/:id'), ({ params }) => {
      templates = templates.filter((template) => template.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
  );
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Reply templates' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Opens the new-template dialog and types its name, subject and message; answers the dialog. */
async function newTemplate(name: string, subject: string, message: string) {
  await userEvent.click(screen.getByRole('button', { name: 'New Template' }));
  const dialog = await screen.findByRole('dialog', { name: 'New reply template' });
  await fill(/^Name/, name);
  await fill(/^Subject/, subject);
  await fill(/^Message/, message);
  return dialog;
}

describe('the reply templates screen', () => {
  it('is in an admin’s sidebar', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Reply Templates' })).toHaveAttribute(
      'href',
      adminPaths.replyTemplates,
    );
  });

  it('refuses staff without asking for the templates', async () => {
    await openAsStaff(adminPaths.replyTemplates);
    expect(screen.queryByRole('link', { name: 'Reply Templates' })).not.toBeInTheDocument();
  });

  it('creates a template for some kinds, edits it and deletes it', async () => {
    serveTemplates([replyTemplate({ name: 'First answer', kinds: [] })]);
    const requests = recordRequests();
    renderApp(adminPaths.replyTemplates);
    await screen.findByRole('table', { name: 'Reply templates' });
    expect(rowNames()).toEqual(['First answer']);
    expect(within(screen.getByRole('table')).getByText('Every kind')).toBeInTheDocument();

    const dialog = await newTemplate(
      'Interview invitation',
      'An interview, {{firstName}}?',
      'Hello {{firstName}}, when suits you?',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Job Applications' }));
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template Created')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['First answer', 'Interview invitation']));
    const table = screen.getByRole('table', { name: 'Reply templates' });
    expect(within(table).getByText('Job Applications')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({
      name: 'Interview invitation',
      subject: 'An interview, {{firstName}}?',
      body: 'Hello {{firstName}}, when suits you?',
      kinds: ['job-application'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit First answer' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit reply template' });
    const name = within(editing).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('First answer');
    await userEvent.clear(name);
    await userEvent.type(name, 'Welcome');
    await userEvent.click(within(editing).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template Saved')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Welcome', 'Interview invitation']));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(((await put.json()) as { name: string }).name).toBe('Welcome');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Welcome' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Welcome”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template Deleted')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Interview invitation']));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the server’s validation messages on their fields', async () => {
    serveTemplates([]);
    refuse('post', 'admin/reply-templates', 400, 'VALIDATION_ERROR', 'Validation failed', [
      { field: 'name', message: 'A template with this name exists' },
    ]);
    renderApp(adminPaths.replyTemplates);
    expect(await screen.findByText('No reply templates yet.')).toBeInTheDocument();
    const dialog = await newTemplate('First answer', 'Hello', 'Thank you.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('A template with this name exists')).toBeInTheDocument();
  });

  it('checks the fields before sending: an unknown placeholder is named', async () => {
    serveTemplates([]);
    const requests = recordRequests();
    renderApp(adminPaths.replyTemplates);
    await userEvent.click(await screen.findByRole('button', { name: 'New Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New reply template' });
    await fill(/^Subject/, 'About {{salary}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Placeholders must be among/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
