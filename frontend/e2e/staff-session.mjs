// What the browser tests of the console share: a visitor's submission, a staff page that fails
// on a script error, and signing in from the sign-in page.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { siteUrl, staff } from './system.mjs';

/** A public submission as the site's forms send it, with its submission id. */
export async function submit(path, body) {
  const json = body instanceof FormData ? undefined : JSON.stringify(body);
  const response = await fetch(`${siteUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      'idempotency-key': randomUUID(),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ?? body,
  });
  assert.equal(response.status, 201, `${path}: ${await response.text()}`);
}

/**
 * A page that fails the test on an uncaught exception or a console error (a prerendered page
 * that does not hydrate as it was rendered says so there). A 401 is expected: the sign-in page
 * asks whether there is a session.
 */
export async function staffPage(context) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) {
      problems.push(message.text());
    }
  });
  return { page, problems };
}

/** A staff page in a browser context of its own, signed in from the sign-in page. */
export async function openSignedIn(browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const { page, problems } = await staffPage(context);
  await page.goto(`${siteUrl}/admin/login`);
  await signIn(page);
  return { context, page, problems };
}

/** Signs in from the sign-in page once it is hydrated (typing before that would be reset). */
export async function signIn(page, account = staff) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // /^Email/, not 'Email': the console header's 'Find a person by email' matches that too.
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The console is a document of its own: the address changes as it arrives, with the toast.
  await page.waitForURL((url) => url.pathname !== '/admin/login');
  await page.getByText('Login Successful').waitFor();
}

/** A contact sent through the public API, and its id once staff can read it. */
export async function storedContact(page, visitor) {
  await submit('contact', { ...visitor, service: 'cloud', message: 'Please quote for our app.' });
  for (let i = 0; i < 150; i++) {
    const response = await page.request.get(
      `${siteUrl}/api/contact?${new URLSearchParams({ q: visitor.email })}`,
    );
    const [record] = response.ok() ? (await response.json()).data : [];
    if (record) return record.id;
    await page.waitForTimeout(200);
  }
  assert.fail(`the contact of ${visitor.email} was never stored`);
}
