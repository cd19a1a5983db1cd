// The site in a real browser against the running system: pages render cleanly under the
// site's Content Security Policy, a visitor's contact message goes all the way to the mail
// catcher, and an invalid form sends nothing.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { buildJobApplication, files } from '@bytecraft/testing/factories';
import { signIn } from './staff-session.mjs';
import { siteUrl, startedForTests, waitForMail } from './system.mjs';

const started = startedForTests();

/**
 * A page that fails the test on any console error, uncaught exception or Content Security
 * Policy violation (what the browser refused: an inline script or style, an eval, a source).
 */
async function cleanPage(options) {
  const page = await started.browser.newPage(options);
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.exposeBinding('reportCspViolation', (_source, violation) =>
    problems.push(`CSP violation: ${violation}`),
  );
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ` +
          `${location.pathname} (${event.sourceFile}:${event.lineNumber} ${event.sample})`,
      ),
    ),
  );
  return { page, problems };
}

/**
 * Opens a page and waits until its scripts have loaded and hydrated it: a prerendered page is
 * visible before it is interactive, and a field typed into before hydration is reset.
 */
async function open(page, path) {
  await page.goto(`${siteUrl}${path}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

// Every route of the site with its h1; the legal pages, the error-test page and the 404 too.
const ROUTES = [
  ['/', 'Engineering that moves your business forward'],
  ['/services', 'Our Services'],
  ['/case-studies', 'Success Stories'],
  ['/portfolio', 'Our Portfolio'],
  ['/about', 'About Bytecraft Technologies'],
  ['/our-story', 'Our Story'],
  ['/team', 'Meet Our Team'],
  ['/blog', 'Insights & Ideas'],
  ['/client-path', 'Your Path to a Successful Project'],
  ['/contact', "Let's build something together"],
  ['/hire-developers', 'Hire Expert Developers'],
  ['/career-opportunities', "Build what's next with us"],
  ['/internship-program', 'Internship Program'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/gdpr-compliance', 'GDPR Compliance'],
  ['/security', 'Security'],
  ['/sla', 'Service Level Agreement'],
  ['/error-test', 'Error Handling Test'],
  ['/no-such-page', 'Page Not Found'],
];

describe('site', () => {
  it('renders every route, prerendered and hydrated, without console errors', async () => {
    const { page, problems } = await cleanPage();
    for (const [path, heading] of ROUTES) {
      await open(page, path);
      const h1 = page.getByRole('heading', { level: 1 });
      assert.equal(await h1.count(), 1, `${path} has one h1`);
      assert.equal((await h1.textContent()).trim(), heading, `${path}'s h1`);
      assert.ok((await page.title()).endsWith('| Bytecraft Technologies'), `${path}'s title`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      assert.ok(description && description.length > 20, `${path} has a description`);
    }
    await page.close();
    // The 404 page logs the bad path as a warning, not an error; anything else is a failure.
    assert.deepEqual(problems, []);
  });

  it('sends the security headers on every route: a CSP that runs no inline script but its own', async () => {
    for (const [path] of [
      ...ROUTES,
      ['/admin/login'],
      ['/newsletter/unsubscribe/some-token'],
      ['/newsletter/confirm/some-token'],
    ]) {
      const response = await fetch(`${siteUrl}${path}`, { headers: { accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      assert.match(scriptSrc, /^'self'( 'sha256-[\w+/=]+')+$/, `${path}'s script-src`);
      assert.match(csp, /(^|; )default-src 'self'(;|$)/, `${path}'s default-src`);
      assert.match(csp, /(^|; )object-src 'none'(;|$)/, `${path}'s object-src`);
      assert.match(csp, /(^|; )frame-ancestors 'none'(;|$)/, `${path}'s frame-ancestors`);
      // Every inline script the page carries is allowed by its hash, and nothing more runs.
      const html = await response.text();
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|type="application\/json"/.test(attributes)) continue;
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        assert.ok(scriptSrc.includes(hash), `${path}'s inline script is allowed by ${hash}`);
      }
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\)/);
      // Over plain http, no HSTS (it would pin localhost to https).
      assert.equal(response.headers.get('strict-transport-security'), null, path);
    }
    // The API behind the site keeps the gateway's own headers (helmet's policy).
    const api = await fetch(`${siteUrl}/api/health`);
    assert.match(api.headers.get('content-security-policy') ?? '', /^default-src 'self';base-uri/);
    assert.equal(api.headers.get('x-content-type-options'), 'nosniff');
  });

  it('runs the staff console under the same CSP: sign-in, every section and the board', async () => {
    // The board shows columns once there is a record: this suite's system starts empty.
    const applicant = buildJobApplication();
    const form = new FormData();
    for (const [name, value] of Object.entries(applicant)) if (value) form.append(name, value);
    form.append('resume', new Blob([files.pdf()], { type: 'application/pdf' }), 'cv.pdf');
    const sent = await fetch(`${siteUrl}/api/job-application`, { method: 'POST', body: form });
    assert.equal(sent.status, 201);
    const { page, problems } = await cleanPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${siteUrl}/admin/contacts`);
    // Without a session the console loads the site's sign-in page, then signs in back to it.
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fcontacts$/);
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Contact Forms' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of [
      'Dashboard',
      'Schedule Calls',
      'Consultations',
      'Developer Hires',
      'Internship Applications',
      'Internship Questions',
      'Newsletter',
      'Chatbot',
      'Job Applications',
    ]) {
      await nav.getByRole('link', { name: label }).click();
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
      // Its data rendered too (the styles of what a list shows are written as it shows).
      await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]'));
    }
    // Stored by now, or shown as it is (the console hears of new records live).
    await page.getByText(applicant.name).first().waitFor();
    await page.getByRole('button', { name: 'Board view' }).click();
    await page.getByRole('region', { name: /^Applied/ }).waitFor();
    await page.close();
    // Before sign-in the console asks whether there is a session: that 401 is logged; nothing
    // else may be.
    assert.deepEqual(
      problems.filter((problem) => !/status of 401/.test(problem)),
      [],
    );
  });

  it('fits every route on a 360 px wide screen', async () => {
    const page = await started.browser.newPage({ viewport: { width: 360, height: 740 } });
    for (const [path] of ROUTES) {
      await open(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `${path} is ${width} px wide at 360 px`);
    }
    await page.close();
  });

  it('navigates inside the app from the header and scrolls to the top', async () => {
    const { page, problems } = await cleanPage();
    await open(page, '/');
    await page.mouse.wheel(0, 2000);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Legal' }).click();
    await page.getByRole('menuitem', { name: 'Service Level Agreement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Service Level Agreement' }).waitFor();
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('hydrates the lower home page as a visitor scrolls to it', async () => {
    const { page, problems } = await cleanPage();
    await page.setViewportSize({ width: 412, height: 823 });
    await open(page, '/');
    const backend = page.getByRole('tab', { name: 'Backend' });
    // Its code loads a screen ahead of the visitor: scroll as a person does, a screen at a time.
    while (!(await backend.isVisible()) || (await backend.boundingBox()).y > 823) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    await backend.click();
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Backend',
    );
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('serves robots.txt and a sitemap listing the public pages', async () => {
    const robots = await (await fetch(`${siteUrl}/robots.txt`)).text();
    assert.match(robots, /^Sitemap: .*\/sitemap\.xml$/m);
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    for (const [path] of ROUTES.filter(([p]) => !['/error-test', '/no-such-page'].includes(p))) {
      assert.ok(sitemap.includes(`${path === '/' ? '/' : path}</loc>`), `sitemap lists ${path}`);
    }
  });

  it('sends a contact message end to end: toast, then the confirmation mail', async () => {
    const { page, problems } = await cleanPage();
    const email = `e2e.${randomBytes(3).toString('hex')}@example.com`;
    await open(page, '/contact');
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await page
      .getByRole('combobox', { name: 'Service' })
      .selectOption({ label: 'Cloud Solutions' });
    await page
      .getByLabel('Project Details')
      .fill('We want to move our dispatch system to the cloud.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message Sent!').waitFor();
    assert.equal(await page.getByLabel('Full Name').inputValue(), '');
    const mail = await waitForMail(email);
    assert.equal(mail.subject, 'We received your project enquiry');
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('subscribes from the footer, then unsubscribes through the link in the welcome mail', async () => {
    const { page, problems } = await cleanPage();
    const email = `reader.${randomBytes(3).toString('hex')}@example.com`;
    await open(page, '/');
    // The footer's form loads its code as it scrolls into view; typing before it has hydrated
    // would be reset, so type until the form has taken the address.
    const input = page.getByRole('textbox', { name: 'Email address', exact: true });
    await input.scrollIntoViewIfNeeded();
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    for (let i = 0; i < 50 && !(await subscribe.isEnabled()); i++) {
      await input.fill(email);
      await page.waitForTimeout(100);
    }
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed!').waitFor();

    const welcome = await waitForMail(email);
    const link = welcome.text.match(/Unsubscribe: (\S+)/)[1];
    await page.goto(link);
    await page
      .getByText('You have been unsubscribed and will receive no more newsletters.')
      .waitFor();
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('applies for an opening with a PDF resume and shows the success toast', async () => {
    const { page, problems } = await cleanPage();
    await open(page, '/career-opportunities');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: /^Apply for / });
    await dialog.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Priya Nair');
    await dialog
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill(`priya.${randomBytes(3).toString('hex')}@example.com`);
    await dialog
      .getByRole('textbox', { name: 'Phone Number', exact: true })
      .fill('+91 90000 33333');
    await dialog.getByRole('combobox', { name: 'Experience' }).click();
    await page.getByRole('option', { name: '3-5 years' }).click();
    await dialog
      .getByRole('textbox', { name: 'Skills', exact: true })
      .fill('TypeScript, NestJS, PostgreSQL');
    await dialog
      .getByRole('textbox', { name: 'Cover Letter', exact: true })
      .fill('I have built event-driven services for four years and would love to join.');
    await dialog.getByLabel('Resume').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n% a small resume\n'),
    });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Submitted!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('shows the messages of an invalid form and sends nothing', async () => {
    const { page } = await cleanPage();
    const posts = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/')) posts.push(request.url());
    });
    await open(page, '/contact');
    await page.getByLabel('Full Name').fill('A');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Please Fix Errors').waitFor();
    assert.deepEqual(posts, []);
    await page.close();
  });
});
