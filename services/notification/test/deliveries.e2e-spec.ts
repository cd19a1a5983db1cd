import type { MailJob } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { JobName } from '@bytecraft/contracts/queues';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { randomBytes, randomUUID } from 'node:crypto';
import { freePort } from '@bytecraft/testing/free-port';
import { buildConfirmationMail, buildReplyMail } from '@bytecraft/testing/mail-jobs';
import { startMailCatcher, type MailCatcher } from '@bytecraft/testing/mail-catcher';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { waitFor } from '@bytecraft/testing/wait-for';
import { loadNotificationConfig } from '../src/config/notification.config';
import { SALES_DESK, startNotification, startWithMailCatcher } from './notification-harness';

describe('notification service: deliveries', () => {
  let mail: MailCatcher;
  let notification: ServiceHarness;
  const send = (job: MailJob, jobId = job.deliveryId, opts = {}) =>
    notification.queue!.add(
      JobName.SendMail,
      { mails: [job] },
      {
        jobId,
        attempts: 3,
        backoff: { type: 'fixed', delay: 100 },
        ...opts,
      },
    );
  const mailsTo = async (address: string) =>
    (await mail.messages()).filter((m) => m.to[0]?.address === address);

  beforeAll(async () => {
    ({ mail, notification } = await startWithMailCatcher('deliveries'));
  });

  afterAll(() => notification?.stop());

  it('mails the visitor a confirmation with text and HTML parts and records the delivery', async () => {
    const job = buildConfirmationMail({ firstName: 'Asha' });
    await send(job);
    const visitor = job.to.visitor;
    const received = await mail.waitForMail((m) => m.to[0]?.address === visitor);

    expect(received.subject).toBe('We received your project enquiry');
    expect(received.text).toContain('Hello Asha,');
    expect(received.html).toContain('<p>Hello Asha,</p>');
    expect(await mail.source(received.id)).not.toMatch(/^Reply-To:/im);
    const rows = await notification.db.query(
      'SELECT template, recipient FROM mail_deliveries WHERE id = $1',
      [job.deliveryId],
    );
    expect(rows).toEqual([{ template: 'contact-confirmation', recipient: visitor }]);
  });

  it('fails a mail job that does not match the schema at once, sending nothing and storing nothing, and sends the next', async () => {
    // A confirmation that carries a stranger's text: the relay that a hand-made job would be.
    const relay = {
      ...buildConfirmationMail(),
      data: { Message: 'Sign in at https://evil.example/login' },
    };
    const malformed = await send(relay, relay.deliveryId, { attempts: 10 });
    const valid = buildConfirmationMail();
    await send(valid);
    await mail.waitForMail((m) => m.to[0]?.address === valid.to.visitor, 'the valid mail');
    // Failed in the end either way: retried, it would have taken ten attempts to get there.
    await waitFor(async () => (await malformed.getState()) === 'failed', {
      what: 'the malformed job to fail',
    });
    const failed = (await notification.queue!.getJob(malformed.id!))!;
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toBe(
      "The mail.send job's data does not match its schema: mails.0 (invalid_union)",
    );
    expect(await mailsTo(relay.to.visitor)).toEqual([]);
    expect(
      await notification.db.query('SELECT id FROM mail_deliveries WHERE id = $1', [
        relay.deliveryId,
      ]),
    ).toEqual([]);
  });

  it("opens a link's sealed token into the mail alone; a raw token is refused, and a link sealed under another key is not sent", async () => {
    const seal = new MailLinkSeal(loadNotificationConfig({}).MAIL_LINK_KEY);
    const to = { visitor: `new.admin.${randomUUID().slice(0, 8)}@bytecraft.example` };
    const token = randomBytes(32).toString('base64url');
    const invitation = (link: unknown) =>
      ({
        deliveryId: `${MailTemplate.StaffInvitation}.${randomUUID()}`,
        template: MailTemplate.StaffInvitation,
        to,
        data: {},
        link,
      }) as MailJob;
    const sealed = invitation(seal.seal('invite', to, token));
    expect(JSON.stringify(sealed)).not.toContain(token);
    await send(sealed);
    const received = await mail.waitForMail((m) => m.to[0]?.address === to.visitor);
    const url = `http://localhost:5173/admin/invite/${token}`;
    expect(received.text).toContain(`Accept the invitation: ${url}`);
    // The layout's button: the link with MJML's styles, its label inside.
    expect(received.html).toMatch(
      new RegExp(`<a\\s+href="${url}"[^>]*>\\s*Accept the invitation\\s*</a>`),
    );

    const raw = invitation({ purpose: 'invite', token });
    const forged = invitation(
      new MailLinkSeal('another key, not the service one').seal('invite', to, token),
    );
    const jobs = [
      await send(raw, raw.deliveryId, { attempts: 1 }),
      await send(forged, forged.deliveryId, { attempts: 1 }),
    ];
    const failed = await waitFor(
      async () => {
        const states = await Promise.all(jobs.map((job) => job.getState()));
        return states.every((state) => state === 'failed') && jobs.map((job) => job.id!);
      },
      { what: 'the raw and the forged link to fail' },
    );
    for (const id of failed) {
      expect((await notification.queue!.getJob(id))!.failedReason).not.toContain(token);
    }
    expect(await mailsTo(to.visitor)).toHaveLength(1);
  });

  it('sends staff alerts to the mailbox configured for them, replying to the visitor and linking the record', async () => {
    const id = randomUUID();
    const alert: MailJob = {
      deliveryId: `${id}.${MailTemplate.ContactAlert}`,
      template: MailTemplate.ContactAlert,
      to: { staff: StaffMailbox.Sales },
      data: { Name: 'Asha Rao', Message: 'We want to move to the cloud <soon>.' },
      replyTo: 'asha.rao@example.com',
      record: { kind: 'contact', id },
    };
    await send(alert);
    const received = await mail.waitForMail(
      (m) => m.to[0]?.address === SALES_DESK && m.text?.includes(id) === true,
    );
    expect(received.subject).toBe('New contact message');
    // MailDev keeps Reply-To out of its parsed headers: the message as received has it.
    expect(await mail.source(received.id)).toMatch(/^Reply-To: asha\.rao@example\.com\r?$/m);
    expect(received.text).toContain('Message: We want to move to the cloud <soon>.');
    expect(received.text).toContain(
      `Open in the console: http://localhost:5173/admin/contacts/${id}`,
    );
    expect(received.html).toContain(`href="http://localhost:5173/admin/contacts/${id}"`);
  });

  it("mails staff's reply from the company address, Reply-To the kind's mailbox, the conversation quoted, and records it", async () => {
    const reply = buildReplyMail({
      subject: 'Re: your developer hiring request',
      body: 'Hello Asha,\nTwo senior developers are free from March.',
      quoted: [{ at: '2026-11-20T09:12:00.000Z', from: 'Asha Rao', text: 'Anyone free soon?' }],
    });
    await send(reply);
    const received = await mail.waitForMail((m) => m.to[0]?.address === reply.to.visitor);

    const source = await mail.source(received.id);
    expect(source).toMatch(/^From: Bytecraft Technologies <hello@bytecraft\.example>\r?$/m);
    expect(source).toMatch(new RegExp(`^Reply-To: ${SALES_DESK.replace('.', '\\.')}\r?$`, 'm'));
    expect(received.subject).toBe('Re: your developer hiring request');
    expect(received.text).toContain(
      'Hello Asha,\nTwo senior developers are free from March.\n\nOn 20 Nov 2026, 09:12 UTC, Asha Rao wrote:\n> Anyone free soon?',
    );
    expect(
      await notification.db.query('SELECT template, status FROM mail_deliveries WHERE id = $1', [
        reply.deliveryId,
      ]),
    ).toEqual([{ template: 'staff-reply', status: 'sent' }]);
  });

  it('sends a delivery once even when its job runs twice', async () => {
    const job = buildConfirmationMail();
    const visitor = job.to.visitor;
    const first = await send(job);
    await waitFor(async () => (await first.getState()) === 'completed');
    const second = await send(job, `${job.deliveryId}-again`);
    await waitFor(async () => (await second.getState()) === 'completed');

    expect((await notification.queue!.getJob(second.id!))?.returnvalue).toEqual(['already-sent']);
    expect(await mailsTo(visitor)).toHaveLength(1);
  });
});

describe('notification service: SMTP outage', () => {
  let notification: ServiceHarness | undefined;
  let mail: MailCatcher | undefined;

  afterAll(async () => {
    await notification?.stop();
    await mail?.stop();
  });

  it('retries with backoff while the mail server is down and delivers once it is back', async () => {
    // A port nothing listens on yet: the mail catcher takes it later.
    const smtpPort = await freePort();
    notification = await startNotification('smtp-outage', `smtp://127.0.0.1:${smtpPort}`);
    const queue = notification.queue!;
    const job = buildConfirmationMail();
    const queued = await queue.add(
      JobName.SendMail,
      { mails: [job] },
      {
        jobId: job.deliveryId,
        // Retries for minutes: the mail catcher that ends the outage may be slow to start on a
        // busy machine, and the job must still be trying when it is up.
        attempts: 1_000,
        backoff: { type: 'fixed', delay: 200 },
      },
    );
    await waitFor(async () => (await queue.getJob(queued.id!))!.attemptsMade >= 1, {
      what: 'a failed attempt',
    });
    expect((await queue.getJob(queued.id!))?.failedReason).toMatch(/ECONNREFUSED/);

    mail = await startMailCatcher({ smtp: smtpPort });
    await mail.waitForMail((m) => m.to[0]?.address === job.to.visitor, 'the retried mail');
    await waitFor(async () => (await queue.getJob(queued.id!))?.finishedOn !== undefined);
  });
});
