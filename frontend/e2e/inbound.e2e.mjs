// Inbound mail in a real browser against the whole running system: a visitor's answer, sent by
// the test into the inbound SMTP listener as their mail client would, appears on the timeline of
// their open contact with the file it carried, and reads whole on View original; one nobody can
// place is attached from the Unmatched Mail list to the record it answers, which then shows it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { createTransport } from 'nodemailer';
import { openSignedIn, storedContact } from './staff-session.mjs';
import { ports, siteUrl, startedForTests } from './system.mjs';

const started = startedForTests();
const DOMAIN = 'bytecraft.example';

/** A mail into the inbound listener, as a visitor's mail client sends it. */
const mailIn = (mail) =>
  createTransport({ host: '127.0.0.1', port: ports.inbound, ignoreTLS: true }).sendMail({
    to: `replies@${DOMAIN}`,
    ...mail,
  });

/** The record's detail, opened from its address in the console. */
async function openRecord(page, id) {
  await page.goto(`${siteUrl}/admin/contacts/${id}`);
  return page.getByRole('dialog').getByRole('region', { name: 'Activity' });
}

describe('inbound mail in the console', () => {
  it('shows a visitor’s mailed answer on their open record, with its file, as it arrives', async () => {
    const id = randomBytes(3).toString('hex');
    const visitor = { name: `Asha Rao ${id}`, email: `asha.${id}@example.com` };
    const { context, page, problems } = await openSignedIn(started.browser);
    const recordId = await storedContact(page, visitor);
    const activity = await openRecord(page, recordId);
    await activity.waitFor();

    await mailIn({
      from: visitor.email,
      subject: `Re: your enquiry ${id}`,
      text: 'Friday works for us.\n\nOn Mon, Bytecraft wrote:\n> A quote follows.',
      attachments: [{ filename: 'brief.pdf', content: Buffer.from(`%PDF-1.7\n% ${id}\n%%EOF\n`) }],
    });
    await activity
      .getByText(`Reply from ${visitor.email}: Re: your enquiry ${id}`)
      .waitFor({ timeout: 60_000 });
    await activity.getByText('Friday works for us.').waitFor();
    await activity.getByRole('link', { name: 'brief.pdf' }).waitFor();

    // The message as it came: its headers, and its text with what it quoted.
    await activity.getByRole('button', { name: 'View original' }).click();
    const original = page.getByRole('dialog', { name: 'Original message' });
    await original.getByLabel('Headers').getByText(`Re: your enquiry ${id}`).waitFor();
    await original.getByLabel('Text').getByText('> A quote follows.').waitFor();
    await original.getByRole('button', { name: 'Close' }).click();
    await original.waitFor({ state: 'detached' });
    await context.close();
    assert.deepEqual(problems, []);
  });

  it('attaches a mail nobody could place from the Unmatched Mail list to the record it answers', async () => {
    const id = randomBytes(3).toString('hex');
    const visitor = { name: `Ben Okafor ${id}`, email: `ben.${id}@example.com` };
    const { context, page, problems } = await openSignedIn(started.browser);
    const recordId = await storedContact(page, visitor);
    const subject = `A question from another address ${id}`;
    await mailIn({ from: `ben.home.${id}@example.net`, subject, text: 'Is Friday still on?' });

    await page.goto(`${siteUrl}/admin/inbound`);
    const mail = page.getByRole('listitem', { name: subject });
    for (let i = 0; !(await mail.isVisible()) && i < 60; i++) {
      await page.reload();
      await page.waitForTimeout(500);
    }
    await mail.getByLabel('Record id').fill(recordId);
    await mail.getByRole('button', { name: 'Attach' }).click();
    await mail.waitFor({ state: 'detached' });

    const activity = await openRecord(page, recordId);
    await activity
      .getByText(`Reply from ben.home.${id}@example.net: ${subject}`)
      .waitFor({ timeout: 60_000 });
    await context.close();
    assert.deepEqual(problems, []);
  });
});
