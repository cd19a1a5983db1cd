// A promise kept, in a real browser against the whole running system: a contact sent through
// the public API is put at risk by moving its clock (its row's times, as a test's injected
// time), its card says so, staff answer it from the reply composer, its card then says the
// answer came on time, and the dashboard's promises count it kept.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { openSignedIn, storedContact } from './staff-session.mjs';
import { databaseUrlOf, siteUrl, startedForTests } from './system.mjs';

const started = startedForTests();

/**
 * Moves the contact's clock as if it had waited 20 of its 24 hours: submitted then, due in 4,
 * at risk since 2 ago, in the lead service's own row.
 */
async function waited20Hours(id) {
  const lead = new pg.Client({ connectionString: databaseUrlOf('lead') });
  await lead.connect();
  try {
    const { rowCount } = await lead.query(
      `UPDATE contacts
          SET "createdAt" = now() - interval '20 hours',
              "dueAt" = now() + interval '4 hours',
              "atRiskAt" = now() - interval '2 hours'
        WHERE id = $1`,
      [id],
    );
    assert.equal(rowCount, 1);
  } finally {
    await lead.end();
  }
}

describe('a promise kept in the console', () => {
  it('a contact at risk, answered, reads on time, and the dashboard counts the promise kept', async () => {
    const { context, page, problems } = await openSignedIn(started.browser);
    const tag = randomBytes(3).toString('hex');
    const visitor = { name: `Kavya Nair ${tag}`, email: `kavya.${tag}@example.com` };
    const id = await storedContact(page, visitor);
    await waited20Hours(id);

    await page.goto(`${siteUrl}/admin/contacts`);
    const card = page.getByRole('article', { name: visitor.name });
    const chip = (label) => card.locator('.MuiChip-root', { hasText: new RegExp(`^${label}$`) });
    await chip('at risk').waitFor();

    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: visitor.name });
    const composer = dialog.getByRole('form', { name: `Reply to ${visitor.name}` });
    await composer.getByLabel(/^Subject/).fill('Your quote');
    await composer.getByLabel(/^Message/).fill('A quote for your app follows on Friday.');
    await composer.getByRole('button', { name: 'Send Reply' }).click();
    await page.getByText('Reply Sent').waitFor();
    // The detail says it too, where it said when the answer was due.
    await dialog.getByText('No answer due').waitFor();
    await dialog.locator('.MuiChip-root', { hasText: /^on time$/ }).waitFor();

    await page.keyboard.press('Escape');
    await chip('on time').waitFor();
    assert.equal(await chip('at risk').count(), 0, 'the card no longer says at risk');
    assert.match(
      (await chip('on time').getAttribute('class')) ?? '',
      /MuiChip-colorSuccess/,
      'on time in the success colour',
    );

    // The dashboard's promises: this run's one contact, kept.
    await page.goto(`${siteUrl}/admin`);
    const byKind = page.getByRole('table', { name: 'Promises kept by kind' });
    const contacts = byKind.getByRole('row', { name: /^Contact Forms/ });
    await contacts.waitFor();
    assert.deepEqual(await contacts.getByRole('cell').allTextContents(), [
      '100% (1 of 1)',
      '100% (1 of 1)',
    ]);

    await context.close();
    assert.deepEqual(problems, []);
  });
});
