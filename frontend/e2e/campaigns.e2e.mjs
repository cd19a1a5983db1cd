// A newsletter campaign in a real browser against the whole running system: an admin writes it,
// sees its preview (the mail as sent, in a sandboxed frame, and its text part), mails a test to
// themself, sends it, and watches its progress reach the audience, each confirmed subscriber
// mailed once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { openSignedIn, submit } from './staff-session.mjs';
import { mailApi, siteUrl, staff, startedForTests, waitForMail } from './system.mjs';

// Subscribers confirm from their mail; one recipient a batch, one batch a second: slow enough
// to watch the send under way.
Object.assign(process.env, {
  NEWSLETTER_DOUBLE_OPT_IN: 'true',
  CAMPAIGN_RATE: '1',
  CAMPAIGN_RATE_PER: 'second',
  CAMPAIGN_BATCH_SIZE: '1',
});
const started = startedForTests();

/** Subscribers who confirmed from their mail, as the footer's form and the mailed link make them. */
async function confirmedSubscribers(count) {
  const run = randomBytes(3).toString('hex');
  const addresses = Array.from({ length: count }, (_, i) => `reader.${run}.${i}@example.com`);
  for (const email of addresses) {
    await submit('newsletter/subscribe', { email, source: 'footer' });
    const mail = await waitForMail(email, (m) => /newsletter\/confirm\//.test(m.text));
    const [, token] = /newsletter\/confirm\/([^\s"<]+)/.exec(mail.text);
    const confirmed = await fetch(`${siteUrl}/api/newsletter/confirm/${token}`, {
      method: 'POST',
    });
    assert.equal(confirmed.status, 200, `confirming ${email}: ${await confirmed.text()}`);
  }
  return addresses;
}

describe('a newsletter campaign in the console', () => {
  it('is written, previewed, tested to its writer, sent, and followed until its audience is mailed', async () => {
    const audience = await confirmedSubscribers(3);
    const subject = `Spring news ${randomBytes(3).toString('hex')}`;
    const { context, page, problems } = await openSignedIn(started.browser);

    await page.goto(`${siteUrl}/admin/newsletter/campaigns`);
    await page.getByRole('link', { name: 'New Campaign' }).click();
    const form = page.getByRole('form', { name: 'Campaign' });
    await form.getByLabel(/^Subject/).fill(subject);
    await form.getByLabel(/^Preheader/).fill('What we shipped');
    await form.getByLabel(/^Body/).fill('# Shipped\n\nA **faster** site, and <b>no</b> markup.');
    await form.getByRole('button', { name: 'Create Draft' }).click();
    await page.getByText('Draft Created').waitFor();

    // The preview is the mail as sent: the brand's layout, the body, the bulk mail's footer.
    const preview = page.getByRole('region', { name: 'Preview' });
    const frame = preview.frameLocator('iframe[title="The mail as HTML"]');
    await frame.getByRole('heading', { name: 'Shipped' }).waitFor({ timeout: 30_000 });
    await frame.getByText('Bytecraft Technologies').first().waitFor();
    await frame.getByText('<b>no</b> markup', { exact: false }).waitFor();
    assert.equal(await frame.locator('b').count(), 0, 'markup in the body is shown as text');
    await frame.getByRole('link', { name: 'Unsubscribe' }).waitFor();
    await preview.getByText('A **faster** site').waitFor();
    assert.equal(await preview.locator('iframe').getAttribute('sandbox'), '');

    await page.getByRole('button', { name: 'Send Test to Me' }).click();
    await page.getByText(`A test was mailed to ${staff.email}.`).waitFor();
    const test = await waitForMail(staff.email, (m) => m.subject === subject);
    assert.match(test.html, /<h1>Shipped<\/h1>/);
    assert.match(test.text, /A \*\*faster\*\* site/);

    await page.getByRole('button', { name: 'Send Now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send Now' }).click();
    await page.getByText('The campaign goes to the active subscribers.').waitFor();
    // Under way: its progress bar, read again while it sends; then its figures, once sent.
    const progress = page.getByRole('progressbar', { name: `Sending progress of ${subject}` });
    await progress.waitFor();
    const sentFigure = page
      .locator('dl[aria-label="Campaign figures"] > div')
      .filter({ has: page.locator('dt', { hasText: /^Sent$/ }) })
      .locator('dd');
    for (let i = 0; (await sentFigure.textContent()) !== String(audience.length); i++) {
      assert.ok(i < 60, `the campaign's Sent figure to reach ${audience.length}`);
      // Once sent it is no longer read again: the last mails may be counted after that read.
      if (await page.getByText(/^Finished /).isVisible()) await page.reload();
      await page.waitForTimeout(1000);
    }
    await page.locator('.MuiChip-root', { hasText: /^Sent$/ }).waitFor();
    assert.equal(await progress.count(), 0, 'a sent campaign shows no progress bar');
    const inbox = await (await fetch(mailApi)).json();
    for (const address of audience) {
      const mails = inbox.filter((m) => m.to[0]?.address === address && m.subject === subject);
      assert.equal(mails.length, 1, `${address} is mailed once`);
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
});
