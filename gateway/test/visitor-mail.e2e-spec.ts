import { QueueName } from '@bytecraft/contracts/queues';
import request from 'supertest';
import { buildContact } from '@bytecraft/testing/factories';
import type { CaughtMail } from '@bytecraft/testing/mail-catcher';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startTestSystem, type TestSystem } from './system';

const SALES = 'sales@bytecraft.example';
const PHISHING =
  'Mailbox full: your account will be closed today. Keep it at https://evil.example/login';

/**
 * Mail can never relay what a visitor typed: any site can make a browser post our forms with a
 * stranger's address, so the confirmation that address gets says only what we wrote, while the
 * staff alert carries everything, replies to the visitor and links the record. The whole path:
 * gateway, lead and notification processes, PostgreSQL, Redis and a mail catcher.
 */
describe('what the visitor and staff are mailed (system)', () => {
  let system: TestSystem;
  const post = (body: object) =>
    request(system.app.getHttpServer()).post('/api/contact').send(body).expect(201);
  const alertAbout = (email: string) =>
    system.mail.waitForMail(
      (m) => m.to[0]?.address === SALES && m.text?.includes(email) === true,
      `the staff alert about ${email}`,
    );
  const mailsTo = async (address: string) =>
    (await system.mail.messages()).filter((m) => m.to[0]?.address === address);
  const everything = (mail: CaughtMail) => [mail.subject, mail.text, mail.html].join('\n');

  beforeAll(async () => {
    system = await startTestSystem('visitor-mail');
  });
  afterAll(() => system?.stop());

  it('mails the visitor our text and their first name, and staff the message, a reply to the visitor and the record in the console', async () => {
    const contact = buildContact({
      name: 'Asha Rao',
      company: 'Evil Example Ltd',
      message: PHISHING,
    });
    const res = await post(contact);
    const id = res.body.data.id as string;

    const confirmation = await system.mail.waitForMail(
      (m) => m.to[0]?.address === contact.email,
      'the confirmation',
    );
    expect(confirmation.subject).toBe('We received your project enquiry');
    expect(confirmation.text).toContain('Hello Asha,');
    for (const typed of ['Mailbox full', 'evil.example', 'https://', 'Evil Example', 'Rao']) {
      expect(everything(confirmation)).not.toContain(typed);
    }
    expect(await system.mail.source(confirmation.id)).not.toMatch(/^Reply-To:/im);

    const alert = await alertAbout(contact.email);
    expect(alert.text).toContain(`Message: ${PHISHING}`);
    expect(alert.text).toContain('Company: Evil Example Ltd');
    const consoleUrl = `http://localhost:5173/admin/contacts/${id}`;
    expect(alert.text).toContain(`Open in the console: ${consoleUrl}`);
    expect(alert.html).toContain(`href="${consoleUrl}"`);
    // MailDev keeps Reply-To out of its parsed headers: the message as received has it.
    const replyTo = new RegExp(`^Reply-To: ${contact.email.replaceAll('.', '\\.')}\\r?$`, 'm');
    expect(await system.mail.source(alert.id)).toMatch(replyTo);
  });

  it('greets no one by name when the name is not one, and still shows staff the name sent', async () => {
    const contact = buildContact({ name: 'www.evil.example/login Support' });
    await post(contact);

    const confirmation = await system.mail.waitForMail((m) => m.to[0]?.address === contact.email);
    expect(confirmation.text).toContain('Hello,');
    expect(everything(confirmation)).not.toContain('evil');
    expect((await alertAbout(contact.email)).text).toContain(
      'Name: www.evil.example/login Support',
    );
  });

  it('stores every submission and alerts staff of each, but mails one address three confirmations a day', async () => {
    const email = buildContact().email;
    for (let i = 0; i < 4; i += 1) {
      await post(buildContact({ email, message: `Submission ${i} of four, please.` }));
    }
    await waitFor(
      async () =>
        (await system.db.lead.query('SELECT id FROM contacts WHERE email = $1', [email])).length ===
        4,
      { what: 'the four contacts stored' },
    );
    await waitFor(
      async () =>
        (await mailsTo(SALES)).filter((m) => m.text?.includes(email) === true).length === 4,
      { what: 'the four staff alerts' },
    );
    // Everything asked for has been done: a fourth confirmation would have been sent by now.
    await system.drained(QueueName.Lead, QueueName.Notification);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});
