import type { ConfirmationMail, MailJob } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { JobName } from '@bytecraft/contracts/queues';
import { mailsTotal } from '@bytecraft/service-runtime/metrics/metrics';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import type { INestMicroservice } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { contactMails } from '@bytecraft/testing/factories';
import { jobFinished } from '@bytecraft/testing/jobs';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import { waitFor } from '@bytecraft/testing/wait-for';
import { loadNotificationConfig } from '../src/config/notification.config';
import { SALES_DESK, startNotification, startReplica } from './notification-harness';

const CAP = 3;

const skippedCount = async () =>
  (await mailsTotal.get()).values.find(
    ({ labels }) =>
      labels.template === MailTemplate.ContactConfirmation && labels.outcome === 'skipped-cap',
  )?.value ?? 0;

/**
 * At most CONFIRMATIONS_PER_RECIPIENT_PER_DAY confirmations to one address, however many
 * submissions name it: every submission still alerts staff. Two replicas on one database, Redis
 * and queue, against an SMTP sink that can answer 4xx.
 */
describe('notification service: confirmations per address and day', () => {
  let sink: SmtpSink;
  let notification: ServiceHarness;
  let replica: INestMicroservice;
  const queue = () => notification.queue!;
  const SETTINGS = {
    CONFIRMATIONS_PER_RECIPIENT_PER_DAY: String(CAP),
    WORKER_CONCURRENCY: '8',
  };

  const send = (mails: MailJob[], backoff = 100) =>
    queue().add(
      JobName.SendMail,
      { mails },
      { jobId: mails[0].deliveryId, attempts: 5, backoff: { type: 'fixed', delay: backoff } },
    );
  const finished = (job: Job) => jobFinished(queue(), job);
  const sunk = (mail: MailJob) => sink.mailsOf(mail.deliveryId);
  const statusOf = async (mail: MailJob) =>
    (
      await notification.db.query<{ status: string }>(
        'SELECT status FROM mail_deliveries WHERE id = $1',
        [mail.deliveryId],
      )
    )[0]?.status;
  const newAddress = () => `visitor.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    notification = await startNotification('confirmation-cap', sink.smtpUrl, SETTINGS);
    replica = await startReplica(notification, sink.smtpUrl, SETTINGS);
  });
  afterEach(() => sink.refuseNext(0));
  afterAll(async () => {
    await replica?.close();
    await notification?.stop();
    await sink?.stop();
  });

  it(`sends ${CAP} of ${CAP + 7} confirmations to one address arriving at once on two replicas, every alert, and counts the others`, async () => {
    // One address however it is written: the cap counts the lower-cased form.
    const address = newAddress();
    const spellings = [address, address.toUpperCase()];
    const skippedBefore = await skippedCount();
    const batches = Array.from({ length: CAP + 7 }, (_, i) => contactMails(spellings[i % 2]));
    const jobs = await Promise.all(batches.map((mails) => send(mails)));
    const results = await Promise.all(jobs.map(finished));

    const confirmations = batches.map(([confirmation]) => confirmation);
    const alerts = batches.map(([, alert]) => alert);
    expect(confirmations.filter((mail) => sunk(mail).length === 1)).toHaveLength(CAP);
    expect(confirmations.every((mail) => sunk(mail).length <= 1)).toBe(true);
    expect(alerts.every((mail) => sunk(mail).length === 1)).toBe(true);
    expect(alerts.every((mail) => sunk(mail)[0]?.to[0] === SALES_DESK)).toBe(true);
    const outcomes = results.map((job) => (job?.returnvalue as string[])[0]).sort();
    expect(outcomes).toEqual([
      ...Array<string>(CAP).fill('sent'),
      ...Array<string>(7).fill('skipped-cap'),
    ]);
    expect(results.every((job) => (job?.returnvalue as string[])[1] === 'sent')).toBe(true);
    expect(await skippedCount()).toBe(skippedBefore + 7);
    const skipped = await notification.db.query(
      `SELECT id FROM mail_deliveries WHERE id = ANY($1::text[]) AND status = 'skipped'`,
      [confirmations.map((mail) => mail.deliveryId)],
    );
    expect(skipped).toHaveLength(7);
    // Nothing the cap keeps names the address: its key is a hash.
    const redis = new Redis(notification.env.REDIS_URL);
    try {
      const keys = await redis.keys(`${notification.prefix}:confirmations:*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain(address);
      expect(await redis.zcard(keys[0])).toBe(CAP);
    } finally {
      redis.disconnect();
    }
  });

  it('keeps the place of a confirmation whose send failed for its retry, and counts it once', async () => {
    const address = newAddress();
    const confirmation = (): ConfirmationMail => contactMails(address)[0];
    const first = confirmation();
    sink.refuseNext(1, { code: 451, message: '4.7.1 Try again later' });
    // Its retry waits until the test lets it go.
    const retried = await send([first], 60_000);
    await waitFor(async () => (await retried.getState()) === 'delayed', {
      what: 'the refused confirmation to wait for its retry',
    });

    // It holds one of the places: two more fill the cap, the next is held back.
    const others = [confirmation(), confirmation(), confirmation()];
    const results = [];
    for (const mail of others) results.push(await finished(await send([mail])));
    expect(results.map((job) => (job?.returnvalue as string[])[0])).toEqual([
      'sent',
      'sent',
      'skipped-cap',
    ]);

    // Its retry, with the cap full, still sends it: the place was its own.
    await retried.promote();
    const done = await finished(retried);
    expect(done?.returnvalue).toEqual(['sent']);
    expect(done?.attemptsMade).toBe(2);
    expect(sunk(first)).toHaveLength(1);
    // Three confirmations went to the address, each once.
    expect(sink.mails.filter((m) => m.to[0] === address)).toHaveLength(CAP);
  });

  it("counts a subscription's confirmation links against the same cap: asked for again, each is mailed only while there is room", async () => {
    const address = newAddress();
    const seal = new MailLinkSeal(loadNotificationConfig({}).MAIL_LINK_KEY);
    const links = Array.from({ length: CAP + 1 }, (_, i): MailJob => ({
      deliveryId: `${randomUUID()}.token-${i}.${MailTemplate.NewsletterConfirm}`,
      template: MailTemplate.NewsletterConfirm,
      to: { visitor: address },
      data: { Email: address },
      link: seal.seal('newsletter-confirm', { visitor: address }, `token-${i}`),
    }));
    const outcomes = [];
    for (const link of links) {
      outcomes.push(((await finished(await send([link])))?.returnvalue as string[])[0]);
    }

    expect(outcomes).toEqual([...Array<string>(CAP).fill('sent'), 'skipped-cap']);
    expect(sink.mails.filter((m) => m.to[0] === address)).toHaveLength(CAP);
    expect(await statusOf(links[CAP])).toBe('skipped');
  });

  it('finds a held-back confirmation decided when its job runs again, and sends its alert once', async () => {
    const address = newAddress();
    for (let i = 0; i < CAP; i += 1) await finished(await send(contactMails(address)));
    const [confirmation, alert] = contactMails(address);
    // The alert is refused once: the job fails and its retry runs both mails again.
    sink.refuseNext(1, { code: 451, message: '4.7.1 Try again later' });
    const job = await send([alert, confirmation]);
    const done = await finished(job);

    expect(done?.attemptsMade).toBe(2);
    expect(done?.returnvalue).toEqual(['sent', 'already-skipped']);
    expect(sunk(alert)).toHaveLength(1);
    expect(sunk(confirmation)).toHaveLength(0);
    expect(await statusOf(confirmation)).toBe('skipped');
  });
});
