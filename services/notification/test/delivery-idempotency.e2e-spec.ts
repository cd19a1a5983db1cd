import type { MailJob } from '@bytecraft/contracts/mail';
import { JobName } from '@bytecraft/contracts/queues';
import type { INestMicroservice } from '@nestjs/common';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { jobFinished } from '@bytecraft/testing/jobs';
import { buildConfirmationMail } from '@bytecraft/testing/mail-jobs';
import { messageIdOf, startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { waitFor } from '@bytecraft/testing/wait-for';
import { DeliveriesService, DeliveryInProgressError } from '../src/deliveries/deliveries.service';
import { MailDeliveriesRepository } from '../src/deliveries/mail-deliveries.repository';
import { NotificationQueueProcessor } from '../src/notification-queue.processor';
import { startNotification, startReplica } from './notification-harness';

/**
 * Two runs of one delivery id, whatever brings them about, send one mail: two replicas given
 * it under two job ids, a stalled job handed to a second worker while the first still sends,
 * a run that dies holding the claim. Against an SMTP sink that can be slow and answer 4xx.
 */
describe('notification service: one mail per delivery id under concurrency', () => {
  let sink: SmtpSink;
  let notification: ServiceHarness;
  /** Two replicas on one database, Redis and queue, the harness's first. */
  const replicas: INestMicroservice[] = [];
  const db = () => notification.db;
  const queue = () => notification.queue!;
  const SETTINGS = { WORKER_CONCURRENCY: '8', SMTP_POOL_CONNECTIONS: '3' };

  const send = (mail: MailJob | MailJob[], jobId = [mail].flat()[0].deliveryId) =>
    queue().add(
      JobName.SendMail,
      { mails: [mail].flat() },
      {
        jobId,
        attempts: 50,
        backoff: { type: 'fixed', delay: 100 },
      },
    );
  const finished = (job: Job) => jobFinished(queue(), job);
  const sunk = (mail: MailJob) => sink.mailsOf(mail.deliveryId);
  const rowOf = async (mail: MailJob) =>
    (
      await db().query<{ status: string; claims: number; messageId: string }>(
        'SELECT status, claims, "messageId" FROM mail_deliveries WHERE id = $1',
        [mail.deliveryId],
      )
    )[0];

  beforeAll(async () => {
    sink = await startSmtpSink();
    notification = await startNotification('delivery-claims', sink.smtpUrl, SETTINGS);
    replicas.push(notification.app, await startReplica(notification, sink.smtpUrl, SETTINGS));
  });

  afterEach(() => {
    sink.delayAcceptance(0);
    sink.refuseNext(0);
  });

  afterAll(async () => {
    // The harness closes its own replica.
    await replicas[1]?.close();
    await notification?.stop();
    await sink?.stop();
  });

  it('sends a delivery once when two replicas run it at the same time under two job ids', async () => {
    // The sink holds each mail, so the second run arrives while the first is mid-send.
    sink.delayAcceptance(300);
    const ranBy = replicas.map(() => 0);
    replicas.forEach((app, i) =>
      app.get(NotificationQueueProcessor).worker.on('completed', () => (ranBy[i] += 1)),
    );
    const mails = Array.from({ length: 20 }, buildConfirmationMail);
    const jobs = await Promise.all(
      mails.flatMap((mail) => [send(mail), send(mail, `${mail.deliveryId}.again`)]),
    );
    const results = await Promise.all(jobs.map(finished));

    for (const mail of mails) {
      expect(sunk(mail)).toHaveLength(1);
      expect(await rowOf(mail)).toMatchObject({
        status: 'sent',
        messageId: messageIdOf(mail.deliveryId),
      });
    }
    expect(sink.mails).toHaveLength(mails.length);
    const returned = results.map((job) => (job?.returnvalue as string[])[0]).sort();
    expect(returned).toEqual([
      ...Array<string>(mails.length).fill('already-sent'),
      ...Array<string>(mails.length).fill('sent'),
    ]);
    // Both replicas took part.
    expect(ranBy.every((count) => count > 0)).toBe(true);
  });

  it('keeps a second run of a delivery from sending while the first still sends, and ends it only once the mail is recorded', async () => {
    // As when a stalled job is handed to a second worker while the first is still running.
    sink.delayAcceptance(300);
    const deliveries = replicas[0].get(DeliveriesService);
    const mail = buildConfirmationMail();
    const [first, second] = await Promise.all([
      deliveries.deliver([mail]),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => deliveries.deliver([mail])),
    ]);

    expect(first).toEqual([{ outcome: 'sent' }]);
    expect(second).toEqual([
      { outcome: 'in-progress', error: expect.any(DeliveryInProgressError) },
    ]);
    // The second run's retry finds the mail sent.
    await expect(deliveries.deliver([mail])).resolves.toEqual([{ outcome: 'already-sent' }]);
    expect(sunk(mail)).toHaveLength(1);
  });

  it('takes over the claim of a run that died mid-send once its lease has run out, and not before', async () => {
    const mail = buildConfirmationMail();
    // A run on a replica that died after claiming: its lease still has 2 s to go.
    await db().query(
      `INSERT INTO mail_deliveries (id, template, recipient, status, "claimToken", "leaseUntil", claims)
       VALUES ($1, $2, $3, 'sending', $4, clock_timestamp() + interval '2 seconds', 1)`,
      [mail.deliveryId, mail.template, 'visitor@example.com', randomUUID()],
    );
    const job = await send(mail);
    await waitFor(async () => ((await queue().getJob(job.id!))?.attemptsMade ?? 0) >= 2, {
      what: 'retries while the claim is held',
    });
    expect((await queue().getJob(job.id!))?.failedReason).toMatch(/being sent by another run/);
    expect(sunk(mail)).toHaveLength(0);

    const done = await finished(job);
    expect(done?.returnvalue).toEqual(['sent']);
    expect(sunk(mail)).toHaveLength(1);
    expect(await rowOf(mail)).toMatchObject({ status: 'sent', claims: 2 });
  });

  it("retries a relay's 4xx answer with backoff and sends the mail once it is accepted", async () => {
    sink.refuseNext(2, { code: 451, message: '4.7.1 Too many messages, slow down' });
    const mail = buildConfirmationMail();
    const done = await finished(await send(mail));

    expect(done?.returnvalue).toEqual(['sent']);
    expect(done?.attemptsMade).toBe(3);
    expect(sunk(mail)).toHaveLength(1);
    // Each refused run gave its claim back at once instead of holding it for the lease.
    expect(await rowOf(mail)).toMatchObject({ status: 'sent', claims: 3 });
  });

  it("sends and records a job's other mail when one is refused, and its retry sends only the refused one", async () => {
    sink.refuseNext(1, { code: 451, message: '4.7.1 Try again later' });
    const [confirmation, alert] = [buildConfirmationMail(), buildConfirmationMail()];
    const done = await finished(await send([confirmation, alert]));

    // The retry found the accepted one recorded and sent only the refused one.
    expect([...(done?.returnvalue as string[])].sort()).toEqual(['already-sent', 'sent']);
    expect(done?.attemptsMade).toBe(2);
    expect(sunk(confirmation)).toHaveLength(1);
    expect(sunk(alert)).toHaveLength(1);
    const claims = [(await rowOf(confirmation)).claims, (await rowOf(alert)).claims].sort();
    expect(claims).toEqual([1, 2]);
  });

  it('claims the mails of the jobs running together with one statement, and records those sent together with one', async () => {
    const app = replicas[0];
    const statements = jest.spyOn(app.get(DataSource), 'query');
    const kinds = () => statements.mock.calls.map(([text]) => text.trim().split(/\s+/)[0]);
    const jobs = Array.from({ length: 6 }, () => [
      buildConfirmationMail(),
      buildConfirmationMail(),
    ]);
    const results = await Promise.all(
      jobs.map((mails) => app.get(DeliveriesService).deliver(mails)),
    );

    expect(results.flat().map((result) => result.outcome)).toEqual(Array(12).fill('sent'));
    for (const mail of jobs.flat()) {
      expect(sunk(mail)).toHaveLength(1);
      expect(await rowOf(mail)).toMatchObject({ status: 'sent', claims: 1 });
    }
    // Twelve mails of six jobs, one claim; the records follow the SMTP answers as they come.
    expect(kinds().filter((kind) => kind === 'INSERT')).toHaveLength(1);

    // Records asked for together (here all six jobs' at once) are one statement.
    statements.mockClear();
    const sent = Array.from({ length: 6 }, () => [
      buildConfirmationMail(),
      buildConfirmationMail(),
    ]);
    const deliveries = app.get(MailDeliveriesRepository);
    const claims = sent.flat().map((mail) => ({
      id: mail.deliveryId,
      token: randomUUID(),
      template: mail.template,
      recipient: 'someone@example.com',
    }));
    await deliveries.claim(claims);
    await Promise.all(
      sent.map((mails) =>
        deliveries.markSent(
          mails.map((mail) => ({ id: mail.deliveryId, messageId: messageIdOf(mail.deliveryId) })),
        ),
      ),
    );
    expect(kinds()).toEqual(['INSERT', 'UPDATE']);
    for (const mail of sent.flat()) expect(await rowOf(mail)).toMatchObject({ status: 'sent' });
    statements.mockRestore();
  });

  it('gives a delivery claimed twice in one statement to the first run only', async () => {
    sink.delayAcceptance(200);
    const deliveries = replicas[0].get(DeliveriesService);
    const mail = buildConfirmationMail();
    const [first, second] = await Promise.all([
      deliveries.deliver([mail]),
      deliveries.deliver([mail]),
    ]);
    expect(first[0].outcome).toBe('sent');
    expect(second[0].outcome).toBe('in-progress');
    expect(sunk(mail)).toHaveLength(1);
    expect(await rowOf(mail)).toMatchObject({ status: 'sent', claims: 1 });
  });

  it('keeps at most the pool of SMTP connections open and runs WORKER_CONCURRENCY jobs at once', async () => {
    const connectionsBefore = sink.connections();
    sink.delayAcceptance(200);
    const mails = Array.from({ length: 60 }, buildConfirmationMail);
    await Promise.all(mails.map((mail) => send(mail)));
    await Promise.all(
      mails.map(async (mail) => finished((await queue().getJob(mail.deliveryId))!)),
    );

    expect(mails.every((mail) => sunk(mail).length === 1)).toBe(true);
    // Two replicas with pools of three: mail rides on at most six connections.
    expect(sink.connections() - connectionsBefore).toBeLessThanOrEqual(6);
    expect(sink.peakInFlight()).toBeLessThanOrEqual(6);
    for (const app of replicas) {
      expect(app.get(NotificationQueueProcessor).worker.concurrency).toBe(8);
    }
  });
});
