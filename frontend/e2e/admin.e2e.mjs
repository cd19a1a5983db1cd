// The staff console in a real browser against the whole running system: what visitors send
// arrives on the dashboard live, staff find it, move it through its workflow by button and by
// dragging on the board, fetch the resume, answer a question (the mail reaches the catcher),
// export the newsletter and sign out, after which the old session cookie is refused. A staff
// member works a contact from its alert mail's link (owner, note, a reply from a template that
// reaches the visitor, the reply sent, the dashboard's waiting count down by one). An admin
// invites a colleague, who joins by the mailed link as staff and whose open console returns to
// sign in when the admin disables them. A staff member finds an address from the header's
// search, exports it, and an admin erases it, after which its Person page is empty. A staff
// member opens the queue dashboard and finds what a visitor typed masked in the jobs. Every
// screen and dialog passes axe-core without a serious or critical violation.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { axeViolations } from './axe.mjs';
import { openSignedIn, signIn, staffPage, submit } from './staff-session.mjs';
import { mailApi, siteUrl, staff, startedForTests, waitForMail } from './system.mjs';

// Set to a folder (docs/, where docs/frontend.md shows them) to save the dashboard and a board.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR && resolve(process.env.E2E_SCREENSHOTS_DIR);
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

const started = startedForTests();

const tag = () => randomBytes(3).toString('hex');

/** A staff page in a browser context of its own, signed in from the sign-in page. */
const signedInPage = (viewport) => openSignedIn(started.browser, viewport);

/** A dashboard card's count, once the counts are read (a dash shows until then). */
async function totalOf(page, title) {
  const total = page.getByRole('region', { name: title }).getByTestId('total');
  for (let i = 0; i < 100; i++) {
    const text = await total.textContent();
    if (/^\d+$/.test(text)) return Number(text);
    await page.waitForTimeout(200);
  }
  assert.fail(`${title} was never counted`);
}

async function waitForTotal(page, title, atLeast) {
  for (let i = 0; i < 100; i++) {
    if ((await totalOf(page, title)) >= atLeast) return;
    await page.waitForTimeout(200);
  }
  assert.fail(`${title} stayed below ${atLeast}`);
}

async function openSection(page, label) {
  const link = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label, exact: true });
  const menu = page.getByRole('button', { name: 'Open navigation' });
  // While a dialog is open, and until its closing transition ends, MUI hides the rest of the
  // page from assistive technology, so neither is found by role: a look at that moment took the
  // sidebar for the closed drawer of a small screen and waited on its (hidden) menu button.
  await link.or(menu).filter({ visible: true }).first().waitFor();
  if (!(await link.isVisible())) await menu.click();
  await link.click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

async function search(page, plural, text) {
  await page.getByRole('textbox', { name: `Search ${plural}` }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** Drags with the mouse as a person does: press, move in steps, release. */
async function drag(page, source, target) {
  // The filters above a board may push it below the fold: the mouse only reaches what is shown.
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

async function fitsWidth(page, width) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${page.url()} is ${scrollWidth} px wide at ${width} px`);
}

/** A colleague of this run's own, to invite: an address, a name and the password they will set. */
function newColleague(first) {
  const id = tag();
  return {
    email: `${first.toLowerCase()}.${id}@bytecraft.example`,
    name: `${first} Kumar ${id}`,
    password: `quiet-harbour-${id}-lantern`,
  };
}

/**
 * An admin, signed in, invites a colleague as staff (the dialog's default role) from the Team
 * screen; answers the row that lists them, once it says Invited.
 */
async function invite(admin, colleague) {
  await openSection(admin, 'Team');
  await admin.getByRole('button', { name: 'Invite' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('Email').fill(colleague.email);
  await dialog.getByLabel('Name (optional)').fill(colleague.name);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await admin.getByText('Invitation Sent').waitFor();
  const row = admin
    .getByRole('table', { name: 'Team members' })
    .getByRole('row')
    .filter({ hasText: colleague.email });
  await row.getByText('Invited').waitFor();
  return row;
}

/** The invited colleague follows the mailed link, sets their password and signs in. */
async function joinByInvitation(page, colleague) {
  const mail = await waitForMail(colleague.email);
  const link = mail.text.match(new RegExp(`${siteUrl}/admin/invite/[\\w-]+`))?.[0];
  assert.ok(link, `the invitation links to the site: ${mail.text}`);
  await page.goto(link);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1, name: 'Join the Console' }).waitFor();
  await page.getByLabel(/^New password/).fill(colleague.password);
  await page.getByLabel(/^Confirm new password/).fill(colleague.password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.waitForURL(/\/admin\/login$/);
  await signIn(page, colleague);
  await page.waitForURL(/\/admin$/);
}

describe('staff console', () => {
  it('takes visitors from submission to done, live, and ends the session on logout', async () => {
    const context = await started.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await staffPage(context);

    // A visitor without a session is sent to sign in, then back to the page asked for.
    await page.goto(`${siteUrl}/admin/contacts`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fcontacts$/);
    await signIn(page);
    await page.waitForURL(/\/admin\/contacts$/);
    await openSection(page, 'Dashboard');
    await page.getByRole('status', { name: 'Backend: Connected' }).waitFor();
    await page.getByText(/^\d+ Tables$/).waitFor();
    const contactsBefore = await totalOf(page, 'Contacts');
    const applicationsBefore = await totalOf(page, 'Job Applications');

    // Visitors send a contact message and a job application with a PDF, in a browser of their own.
    const id = tag();
    const contactName = `Asha Rao ${id}`;
    const contactEmail = `asha.${id}@example.com`;
    const applicantName = `Priya Nair ${id}`;
    const applicantEmail = `priya.${id}@example.com`;
    const resume = Buffer.from(`%PDF-1.7\n% resume of ${applicantName}\n%%EOF\n`);
    const visitor = await started.browser.newPage();
    await visitor.goto(`${siteUrl}/contact`);
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await visitor.getByLabel('Full Name').fill(contactName);
    await visitor.getByRole('textbox', { name: 'Email Address', exact: true }).fill(contactEmail);
    await visitor
      .getByRole('combobox', { name: 'Service' })
      .selectOption({ label: 'Cloud Solutions' });
    await visitor.getByLabel('Project Details').fill('We want our dispatch system in the cloud.');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Message Sent!').waitFor();

    await visitor.goto(`${siteUrl}/career-opportunities`);
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await visitor.getByRole('button', { name: 'View Details' }).first().click();
    await visitor.getByRole('dialog').getByRole('button', { name: 'Apply Now' }).click();
    const dialog = visitor.getByRole('dialog', { name: /^Apply for / });
    await dialog.getByRole('textbox', { name: 'Full Name', exact: true }).fill(applicantName);
    await dialog.getByRole('textbox', { name: 'Email Address', exact: true }).fill(applicantEmail);
    await dialog
      .getByRole('textbox', { name: 'Phone Number', exact: true })
      .fill('+91 90000 33333');
    await dialog.getByRole('combobox', { name: 'Experience' }).click();
    await visitor.getByRole('option', { name: '3-5 years' }).click();
    await dialog.getByRole('textbox', { name: 'Skills', exact: true }).fill('TypeScript, NestJS');
    await dialog
      .getByRole('textbox', { name: 'Cover Letter', exact: true })
      .fill('I have built event-driven services for four years and would love to join.');
    await dialog.getByLabel('Resume').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: resume,
    });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await visitor.getByText('Application Submitted!').waitFor();
    await visitor.close();

    // Both arrive on the open dashboard without a reload.
    await waitForTotal(page, 'Contacts', contactsBefore + 1);
    await waitForTotal(page, 'Job Applications', applicationsBefore + 1);
    const activity = page.getByRole('list', { name: 'Recent submissions' });
    await activity.getByRole('link', { name: contactName }).waitFor();
    await activity.getByRole('link', { name: applicantName }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'admin-dashboard-1280.png') });

    // The contact, found by search, moved on by its card buttons.
    await openSection(page, 'Contact Forms');
    await search(page, 'contacts', contactEmail);
    const contactCard = page.getByRole('article', { name: contactName });
    await contactCard.getByRole('button', { name: 'Start Review' }).click();
    await page.getByText('Status Updated').first().waitFor();
    await contactCard.getByText('In Progress').waitFor();
    await contactCard.getByRole('button', { name: 'Mark Resolved' }).click();
    await contactCard.getByText('Resolved', { exact: true }).waitFor();
    await contactCard.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: contactName });
    await details.getByText('New → In Progress by', { exact: false }).waitFor();
    await details.getByText('In Progress → Resolved by', { exact: false }).waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    // The job application, found by search, dragged from Applied to Screening on the board.
    await openSection(page, 'Job Applications');
    await search(page, 'job applications', applicantEmail);
    await page.getByRole('button', { name: 'Board view' }).click();
    const applied = page.getByRole('region', { name: /^Applied/ });
    const screening = page.getByRole('region', { name: /^Screening/ });
    await drag(page, applied.getByText(applicantName), screening);
    await page.getByText('Status Updated').first().waitFor();
    await screening.getByText(applicantName).waitFor();
    if (SCREENSHOTS) {
      await page.waitForTimeout(600); // the drop animation
      await page.screenshot({ path: join(SCREENSHOTS, 'admin-board-1280.png') });
    }

    // The resume comes back through the staff route, byte for byte.
    await page.getByRole('button', { name: 'List view' }).click();
    const applicationCard = page.getByRole('article', { name: applicantName });
    await applicationCard.getByText('Screening').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      applicationCard.getByRole('link', { name: `Download resume of ${applicantName}` }).click(),
    ]);
    assert.deepEqual(await readFile(await download.path()), resume);

    // An intern's question, answered from its dialog: the answer reaches the asker's inbox.
    const asker = `meera.${id}@example.com`;
    await submit('internship/question', {
      name: `Meera Iyer ${id}`,
      email: asker,
      question: 'Can second-year students apply for the summer program?',
      internshipInterest: 'ai-ml',
    });
    await openSection(page, 'Internship Questions');
    await search(page, 'internship questions', asker);
    const questionCard = page.getByRole('article', { name: `Meera Iyer ${id}` });
    await questionCard.getByRole('button', { name: 'View Details' }).click();
    const answerText = `Yes, second-year students are welcome (${id}).`;
    const questionDialog = page.getByRole('dialog', { name: `Meera Iyer ${id}` });
    await questionDialog.getByLabel('Response').fill(answerText);
    await questionDialog.getByRole('button', { name: 'Send Answer' }).click();
    await page.getByText('Answer Sent').waitFor();
    const answerMail = await waitForMail(asker, (mail) => mail.text?.includes(answerText));
    assert.equal(answerMail.subject, 'An answer to your internship question');
    await questionDialog.getByRole('button', { name: 'Close' }).click();

    // The newsletter export is the server's file of every subscription.
    const reader = `reader.${id}@example.com`;
    await submit('newsletter/subscribe', { email: reader, source: 'footer' });
    await openSection(page, 'Newsletter');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    assert.equal(csv.suggestedFilename(), 'newsletter-subscriptions.csv');
    const rows = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
    assert.match(rows[0], /Email/);
    assert.ok(
      rows.some((row) => row.includes(reader)),
      'the export lists the new subscriber',
    );

    // Logout ends the server session: the console asks to sign in, the old cookie is refused.
    const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const me = () => fetch(`${siteUrl}/api/admin/auth/me`, { headers: { cookie: cookies } });
    assert.equal((await me()).status, 200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.goto(`${siteUrl}/admin`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin$/);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    assert.equal((await me()).status, 401);

    await context.close();
    assert.deepEqual(problems, []);
  });

  it('works a contact from the alert mail: owner, note, a reply from a template, sent, no longer waiting', async () => {
    const { context, page, problems } = await signedInPage();

    // An admin's template, through the API the Reply templates screen uses.
    const id = tag();
    const template = await context.request.post(`${siteUrl}/api/admin/reply-templates`, {
      data: {
        name: `Quote follows ${id}`,
        subject: 'Your enquiry, {{firstName}}',
        body: 'Hello {{firstName}},\n\nThank you: a quote for {{company}} follows on Friday.\n\n{{staffName}}',
        kinds: ['contact'],
      },
    });
    assert.equal(template.status(), 201, await template.text());

    // A visitor's contact message; staff are alerted with a link to it in the console.
    const visitor = { name: `Meera Iyer ${id}`, email: `meera.${id}@example.com` };
    await submit('contact', {
      ...visitor,
      company: `Iyer Freight ${id}`,
      service: 'cloud',
      message: 'We would like a quote for moving our dispatch system to the cloud.',
    });
    const alert = await waitForMail('sales@bytecraft.example', (mail) =>
      mail.text?.includes(visitor.email),
    );
    const link = alert.text.match(new RegExp(`${siteUrl}/admin/contacts/[\\w-]+`))?.[0];
    assert.ok(link, `the alert links to the contact: ${alert.text}`);

    await openSection(page, 'Dashboard');
    const workload = page.getByRole('table', { name: 'Workload by kind' });
    const waitingContacts = async () =>
      Number(
        await workload
          .getByRole('row', { name: /^Contact Forms/ })
          .getByRole('cell')
          .nth(0)
          .textContent(),
      );
    await workload.waitFor();
    const waitingBefore = await waitingContacts();
    assert.ok(waitingBefore >= 1, 'the new contact waits');

    // The link opens the contact's detail.
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: visitor.name });
    await dialog.waitFor();
    const activity = dialog.getByRole('region', { name: 'Activity' });

    await dialog.getByRole('button', { name: 'Assign to me' }).click();
    await activity.getByText(/^Assigned to .* by staff\.e2e@bytecraft\.example$/).waitFor();

    const noteText = `Called ${id}: wants the quote by Friday.`;
    await dialog.getByRole('textbox', { name: 'Note' }).fill(noteText);
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await activity.getByText(noteText).waitFor();

    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: `Quote follows ${id}` }).click();
    const subject = `Your enquiry, Meera`;
    // A visitor's message is quoted only when staff ask for it.
    await dialog.getByRole('checkbox', { name: 'Quote their message' }).check();
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    const reply = activity.getByRole('listitem').filter({ hasText: `: ${subject}` });
    // Queued at first; the open record asks again until the notification service has sent it.
    await reply.getByText('sent', { exact: true }).waitFor({ timeout: 30_000 });

    const mail = await waitForMail(visitor.email, (m) => m.subject === subject);
    assert.match(mail.text, new RegExp(`a quote for Iyer Freight ${id} follows on Friday`));
    assert.match(mail.text, /> We would like a quote for moving our dispatch system/);
    // MailDev keeps Reply-To out of its parsed headers: the message as received has it.
    const source = await (await fetch(`${mailApi}/${mail.id}/source`)).text();
    assert.match(source, /^Reply-To: sales@bytecraft\.example\r?$/m);

    // Answered, the contact no longer waits.
    await page.keyboard.press('Escape');
    await openSection(page, 'Dashboard');
    await workload.waitFor();
    for (let i = 0; i < 50 && (await waitingContacts()) !== waitingBefore - 1; i++) {
      await page.waitForTimeout(200);
    }
    assert.equal(await waitingContacts(), waitingBefore - 1);

    await context.close();
    assert.deepEqual(problems, []);
  });

  it('finds a person from the header, exports what they sent, and lets an admin erase them', async () => {
    const { context, page, problems } = await signedInPage();

    // One address sends a contact message and subscribes to the newsletter.
    const id = tag();
    const email = `ravi.${id}@example.com`;
    await submit('contact', {
      name: `Ravi Kumar ${id}`,
      email,
      service: 'cloud',
      message: 'We would like to talk about moving our billing system to the cloud.',
    });
    await submit('newsletter/subscribe', { email, source: 'footer' });
    // Stored, and its confirmation mailed (the mail log has it too).
    await waitForMail(email);

    // The header's search opens the address's Person page.
    const search = page.getByRole('textbox', { name: 'Find a person by email' });
    await search.fill(email);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('email') === email);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    // Both records are stored by now, the mail's log line maybe not yet: look again until it is.
    for (let i = 0; i < 50; i++) {
      await timeline.or(page.getByText('Nothing stored for this address.')).waitFor();
      if (
        await timeline
          .getByText(/^Mail: /)
          .first()
          .isVisible()
      )
        break;
      await page.waitForTimeout(200);
      await page.reload();
    }
    await timeline.getByRole('link', { name: 'Contact form' }).waitFor();
    await timeline.getByRole('link', { name: 'Newsletter subscription' }).waitFor();
    await timeline
      .getByText(/^Mail: /)
      .first()
      .waitFor();

    // Export: the ZIP holds person.json (its name is stored uncompressed in the archive).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'person-export.zip');
    const zip = await readFile(await download.path());
    assert.equal(zip.subarray(0, 2).toString(), 'PK');
    assert.ok(zip.includes('person.json'), 'the export holds person.json');

    // An admin erases the address: typed again, then followed until every service is done.
    await page.getByRole('button', { name: 'Erase' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${email}` });
    await dialog.getByRole('textbox', { name: /^Type the address again/ }).fill(email);
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await page
      .getByRole('dialog', { name: 'Erased' })
      .getByText('Erased from every service.')
      .waitFor({ timeout: 60_000 });
    await page
      .getByRole('dialog', { name: 'Erased' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByText('Nothing stored for this address.').waitFor();

    await context.close();
    assert.deepEqual(problems, []);
  });

  it('lets an admin invite a colleague, who joins as staff and is signed out when disabled', async () => {
    const colleague = newColleague('Anil');
    const viewport = { width: 1280, height: 900 };
    const adminContext = await started.browser.newContext({ viewport });
    const { page: admin, problems } = await staffPage(adminContext);
    const colleagueContext = await started.browser.newContext({ viewport });
    const { page: own, problems: ownProblems } = await staffPage(colleagueContext);

    // The admin invites them as staff (the dialog's default role); they follow the mailed link.
    await admin.goto(`${siteUrl}/admin/login`);
    await signIn(admin);
    const row = await invite(admin, colleague);
    await joinByInvitation(own, colleague);

    // Their role is known (the card says Staff), and their sidebar has no Team or Audit Log.
    const card = own.getByRole('complementary', { name: 'Console menu' });
    await card.getByText(colleague.name).waitFor();
    await card.getByText('Staff', { exact: true }).waitFor();
    const sections = own.getByRole('navigation', { name: 'Admin sections' });
    await sections.getByRole('link', { name: 'Account', exact: true }).waitFor();
    assert.equal(await sections.getByRole('link', { name: 'Team', exact: true }).count(), 0);
    assert.equal(await sections.getByRole('link', { name: 'Audit Log', exact: true }).count(), 0);
    await own.getByRole('status', { name: 'Backend: Connected' }).waitFor();

    // The admin sees them active and disables them; their open console, left alone, returns to
    // the sign-in page (the server closes its events stream, and the console then asks).
    await admin.reload();
    await row.getByText('Active').waitFor();
    await admin.getByRole('button', { name: `Actions for ${colleague.email}` }).click();
    await admin.getByRole('menuitem', { name: 'Disable' }).click();
    await admin.getByText('Account Disabled').waitFor();
    await row.getByText('Disabled').waitFor();
    await own.waitForURL(/\/admin\/login\?next=%2Fadmin$/);
    await own.getByRole('button', { name: 'Sign In' }).waitFor();

    await colleagueContext.close();
    await adminContext.close();
    assert.deepEqual(problems, []);
    assert.deepEqual(ownProblems, []);
  });

  it('shows a staff member the queue dashboard with what the jobs carry masked', async () => {
    const id = tag();
    const visitor = { name: `Meera Iyer ${id}`, email: `meera.${id}@example.com` };
    const message = `Please quote for our warehouse app, reference ${id}.`;
    await submit('contact', { ...visitor, service: 'cloud', message });
    // Stored: the sales alert goes out once the lead service has the contact.
    await waitForMail('sales@bytecraft.example', (mail) => mail.text?.includes(visitor.email));

    const viewport = { width: 1280, height: 900 };
    const { context: adminContext, page: admin } = await signedInPage(viewport);
    const colleague = newColleague('Divya');
    await invite(admin, colleague);
    const context = await started.browser.newContext({ viewport });
    const { page } = await staffPage(context);
    await joinByInvitation(page, colleague);

    // The lead queue's done jobs, as Bull Board lists them: the contact's job is there, its
    // data's shape and ids shown, what the visitor typed masked.
    await page.goto(`${siteUrl}/api/admin/queues/queue/lead?status=completed`);
    const job = page.getByText('contact.submitted').first();
    await job.waitFor();
    await page.getByText('[masked]').first().waitFor();
    const shown = await page.locator('body').innerText();
    for (const typed of [visitor.email, visitor.name, message]) {
      assert.ok(!shown.includes(typed), `the dashboard shows ${typed}`);
    }
    // Read-only for staff: no button re-drives or removes a job.
    assert.equal(await page.getByRole('button', { name: /^(Retry|Clean)/ }).count(), 0);

    await context.close();
    await adminContext.close();
  });

  it('paints the sign-in page, the dashboard and the record lists from prerendered HTML that hydrates as it is', async () => {
    for (const [path, text] of [
      ['/admin/login', 'Admin Login'],
      ['/admin', 'Welcome back'],
      ['/admin/job-applications', 'Search job applications'],
    ]) {
      const response = await fetch(`${siteUrl}${path}`, { headers: { accept: 'text/html' } });
      const html = await response.text();
      assert.ok(html.includes(`data-prerendered="${path}"`), `${path} is prerendered`);
      assert.ok(html.includes(text), `${path} shows "${text}" before any script`);
    }
    const { context, page, problems } = await signedInPage();
    await page.waitForURL(/\/admin$/);
    // The dashboard's HTML hydrated with a session, with the sidebar (1280) and without (360).
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${siteUrl}/admin`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('status', { name: 'Backend: Connected' }).waitFor();
      await page.getByText(/^\d+ Tables$/).waitFor();
    }
    // A list hydrates as prerendered (the list view), then shows the board this browser chose.
    await page.goto(`${siteUrl}/admin/job-applications`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Board view' }).click();
    await page.getByRole('button', { name: 'Board view', pressed: true }).waitFor();
    await page.goto(`${siteUrl}/admin/job-applications`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Board view', pressed: true }).waitFor();
    // And with filters in its address, which the prerendered list does not have.
    await page.goto(
      `${siteUrl}/admin/job-applications?q=priya&status=screening&overdue=true&sort=due`,
    );
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page
      .getByRole('textbox', { name: 'Search job applications' })
      .and(page.locator('[value="priya"]'))
      .waitFor();
    await context.close();
    assert.deepEqual(problems, []);
  });

  it('passes axe-core on every screen and dialog, at 1280 and 360 px', async () => {
    // One record of every kind, so each screen shows a card as well as its toolbar.
    const id = tag();
    const person = (name) => ({
      name: `${name} ${id}`,
      email: `${name.split(' ')[0]}.${id}@example.com`,
    });
    const resume = new Blob([`%PDF-1.7\n% ${id}\n%%EOF\n`], { type: 'application/pdf' });
    const form = (fields, file) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      if (file) body.append('resume', file, 'cv.pdf');
      return body;
    };
    await submit('contact', {
      ...person('Asha Rao'),
      service: 'cloud',
      message: 'We want our dispatch system in the cloud.',
    });
    await submit('schedule-call', {
      ...person('Meera Iyer'),
      phone: '+91 90000 22222',
      purpose: 'project-discussion',
      preferredTime: 'morning',
    });
    await submit('consultation', {
      ...person('Vikram Shah'),
      phone: '+91 90000 11111',
      service: 'Cloud Computing',
      message: 'Planning a move off our data centre.',
    });
    await submit('developer-hire', {
      ...person('Karan Mehta'),
      projectType: 'web-development',
      message: 'We need a senior React developer for six months.',
      developerId: '3',
    });
    await submit(
      'job-application',
      form(
        {
          ...person('Priya Nair'),
          phone: '+91 90000 33333',
          experience: '3-5',
          skills: 'TypeScript, NestJS',
          coverLetter: 'I have built event-driven services for four years and would love to join.',
          jobId: '2',
          jobTitle: 'Senior Backend Engineer',
        },
        resume,
      ),
    );
    await submit(
      'internship/application',
      form({
        ...person('Rohan Das'),
        university: 'IIT Madras',
        course: 'Computer Science',
        year: '2026',
        availability: 'full-time',
        motivation: 'I want to learn how production systems are built and run by a team.',
      }),
    );
    await submit('internship/question', {
      ...person('Sara Khan'),
      question: 'Is the internship paid, and can it be done remotely?',
      internshipInterest: 'ai-ml',
    });
    await submit('newsletter/subscribe', { email: `reader.${id}@example.com`, source: 'footer' });

    // axe-core is injected as an inline script, which the site's CSP refuses; site.e2e.mjs
    // runs the console under the CSP.
    const context = await started.browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const { page, problems } = await staffPage(context);
    const check = async (where) => problems.push(...(await axeViolations(page, where)));

    await page.goto(`${siteUrl}/admin/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await check('the sign-in page');
    await signIn(page);
    await page.getByRole('status', { name: 'Backend: Connected' }).waitFor();
    await page
      .getByRole('list', { name: 'Recent submissions' })
      .getByRole('link', { name: `Sara Khan ${id}` })
      .waitFor();
    await check('the dashboard');

    for (const [label, name] of [
      ['Contact Forms', 'Asha Rao'],
      ['Schedule Calls', 'Meera Iyer'],
      ['Consultations', 'Vikram Shah'],
      ['Developer Hires', 'Karan Mehta'],
      ['Job Applications', 'Priya Nair'],
      ['Internship Applications', 'Rohan Das'],
      ['Internship Questions', 'Sara Khan'],
      ['Newsletter', `reader.${id}@example.com`],
    ]) {
      await openSection(page, label);
      const card = page.getByRole('article', { name: name.includes('@') ? name : `${name} ${id}` });
      await card.waitFor();
      await check(label);
      if (label === 'Contact Forms' || label === 'Internship Questions') {
        await card.getByRole('button', { name: 'View Details' }).click();
        const dialog = page.getByRole('dialog', { name: `${name} ${id}` });
        // Loaded: the record's activity (owner, reply, notes above it).
        await dialog.getByRole('region', { name: 'Activity' }).getByText('Submitted').waitFor();
        await check(`the detail dialog of ${label}`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      if (label === 'Job Applications') {
        await page.getByRole('button', { name: 'Board view' }).click();
        await page
          .getByRole('region', { name: /^Applied/ })
          .getByText(`${name} ${id}`)
          .waitFor();
        await check('the Job Applications board');
        await page.getByRole('button', { name: 'List view' }).click();
      }
    }
    await openSection(page, 'Chatbot');
    await page.getByText('Total Conversations').waitFor();
    await check('Chatbot');
    // The team's screens (the e2e account is an admin) and a mailed link's page.
    await openSection(page, 'Team');
    await page.getByRole('table', { name: 'Team members' }).getByText(staff.email).waitFor();
    await check('Team');
    await page.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a colleague' });
    await invite.getByLabel('Email').waitFor();
    await check('the invitation dialog');
    await invite.getByRole('button', { name: 'Cancel' }).click();
    await invite.waitFor({ state: 'hidden' });
    await openSection(page, 'Audit Log');
    await page.getByRole('table', { name: 'Audit log' }).getByText('Signed in').first().waitFor();
    await check('Audit Log');
    await openSection(page, 'Account');
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    await check('Account');
    // The Person page of the contact's address, and its erasure dialog (not sent).
    const asha = page.getByRole('textbox', { name: 'Find a person by email' });
    await asha.fill(`Asha.${id}@example.com`);
    await asha.press('Enter');
    await page
      .getByRole('list', { name: 'Timeline' })
      .getByRole('link', { name: 'Contact form' })
      .waitFor();
    await check('the Person page');
    await page.getByRole('button', { name: 'Erase' }).click();
    const erase = page.getByRole('dialog', { name: `Erase Asha.${id}@example.com` });
    await erase.getByRole('textbox', { name: /^Type the address again/ }).waitFor();
    await check('the erasure dialog');
    await erase.getByRole('button', { name: 'Cancel' }).click();
    await erase.waitFor({ state: 'hidden' });
    await page.goto(`${siteUrl}/admin/reset/no-such-token`);
    await page.getByRole('heading', { level: 1, name: 'Reset Your Password' }).waitFor();
    await check('the reset page');
    await page.goto(`${siteUrl}/admin/no-such-screen`);
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    await check('the console 404');
    await page.setViewportSize({ width: 360, height: 760 });
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('status', { name: 'Backend: Connected' }).waitFor();
    await check('the dashboard at 360 px');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
    await check('the navigation drawer at 360 px');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Find a person' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).waitFor();
    await check('the Person page at 360 px');

    await context.close();
    assert.deepEqual(problems, []);
  });

  it('fits the dashboard and a board on a 360 px wide screen', async () => {
    const { context, page, problems } = await signedInPage({ width: 360, height: 760 });
    await page.getByRole('status', { name: 'Backend: Connected' }).waitFor();
    await fitsWidth(page, 360);
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'admin-dashboard-360.png') });

    await openSection(page, 'Job Applications');
    await page.getByRole('button', { name: 'Board view' }).click();
    await page.getByRole('region', { name: /^Applied/ }).waitFor();
    await fitsWidth(page, 360);
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'admin-board-360.png') });
    await context.close();
    assert.deepEqual(problems, []);
  });
});
