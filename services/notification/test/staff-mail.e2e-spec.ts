import type { MailJob } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { JobName } from '@bytecraft/contracts/queues';
import type { MailDeliveryState } from '@bytecraft/contracts/records/work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { jobFinished } from '@bytecraft/testing/jobs';
import { buildReplyMail } from '@bytecraft/testing/mail-jobs';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import { startNotification } from './notification-harness';

const buildOwnerMail = (): MailJob => {
  const id = randomUUID();
  return {
    deliveryId: `${id}.${MailTemplate.OwnerAssigned}.${randomUUID()}`,
    template: MailTemplate.OwnerAssigned,
    to: { visitor: 'priya@bytecraft.example' },
    data: { Contact: 'Asha Rao' },
    record: { kind: 'contact', id },
  };
};

/**
 * Staff's mail (a reply to a visitor, the note to a record's new owner) goes out once per
 * delivery id however often its job runs, a job out of attempts leaves its mails 'failed',
 * and a record's activity asks for each mail's state (`deliveryStates`).
 */
describe('notification service: staff mail and delivery states', () => {
  let sink: SmtpSink;
  let notification: ServiceHarness;
  const queue = () => notification.queue!;

  const send = (mails: MailJob[], jobId: string, attempts = 50) =>
    queue().add(
      JobName.SendMail,
      { mails },
      { jobId, attempts, backoff: { type: 'fixed', delay: 100 }, removeOnFail: false },
    );
  const settled = (job: Job) => jobFinished(queue(), job);
  const sunk = (mail: MailJob) => sink.mailsOf(mail.deliveryId);
  const statesOf = (ids: unknown) =>
    notification.ask<Record<string, MailDeliveryState>>(staffRpc.deliveryStates, { ids });

  beforeAll(async () => {
    sink = await startSmtpSink();
    notification = await startNotification('staff-mail', sink.smtpUrl);
  });
  afterEach(() => sink.refuseNext(0));
  afterAll(async () => {
    await notification?.stop();
    await sink?.stop();
  });

  it('sends a reply once when its batch is published twice and both jobs run', async () => {
    const reply = buildReplyMail();
    const first = await send([reply], reply.deliveryId);
    const second = await send([reply], `${reply.deliveryId}.again`);
    const results = await Promise.all([first, second].map(settled));

    expect(results.map((job) => (job.returnvalue as string[])[0]).sort()).toEqual([
      'already-sent',
      'sent',
    ]);
    expect(sunk(reply)).toHaveLength(1);
    expect(sunk(reply)[0].subject).toBe('Re: your project enquiry');
  });

  it("sends a reply and an owner's mail once each when one of them was refused mid-batch and the job retried", async () => {
    sink.refuseNext(1, { code: 451, message: '4.7.1 Try again later' });
    const [reply, owner] = [buildReplyMail(), buildOwnerMail()];
    const done = await settled(await send([reply, owner], reply.deliveryId));

    expect(done.attemptsMade).toBe(2);
    expect([...(done.returnvalue as string[])].sort()).toEqual(['already-sent', 'sent']);
    expect(sunk(reply)).toHaveLength(1);
    expect(sunk(owner)).toHaveLength(1);
    expect(sunk(owner)[0].subject).toBe('You now own records in the staff console');
  });

  it("records a job's unsent mails as failed once it runs out of attempts, and a later run by hand sends them once", async () => {
    const [reply, owner] = [buildReplyMail(), buildOwnerMail()];
    // Both mails refused on both attempts: neither ever goes out on the job's own runs.
    sink.refuseNext(4, { code: 451, message: '4.7.1 Try again later' });
    const job = await send([reply, owner], reply.deliveryId, 2);
    const failed = await settled(job);

    expect(await failed.getState()).toBe('failed');
    expect(failed.attemptsMade).toBe(2);
    const states = await statesOf([reply.deliveryId, owner.deliveryId]);
    expect(states).toEqual({
      [reply.deliveryId]: { deliveryId: reply.deliveryId, delivery: 'failed', sentAt: null },
      [owner.deliveryId]: { deliveryId: owner.deliveryId, delivery: 'failed', sentAt: null },
    });
    expect(sunk(reply)).toHaveLength(0);

    // The queue board's retry of the failed job.
    await failed.retry('failed');
    const done = await settled(failed);
    expect(await done.getState()).toBe('completed');
    expect(sunk(reply)).toHaveLength(1);
    expect(sunk(owner)).toHaveLength(1);
    const after = await statesOf([reply.deliveryId]);
    expect(after[reply.deliveryId]).toMatchObject({ delivery: 'sent', sentAt: expect.any(String) });
  });

  it('leaves a sent mail sent when its batch runs out of attempts on another', async () => {
    const [reply, owner] = [buildReplyMail(), buildOwnerMail()];
    // Which of the two the sink refuses first is the pool's order: refuse both on the first
    // attempt, then only one on the second (the other found sent or sent then).
    sink.refuseNext(3, { code: 451, message: '4.7.1 Try again later' });
    const failed = await settled(await send([reply, owner], reply.deliveryId, 2));

    expect(await failed.getState()).toBe('failed');
    const states = await statesOf([reply.deliveryId, owner.deliveryId]);
    const delivered = [reply, owner].filter((mail) => sunk(mail).length === 1);
    expect(delivered).toHaveLength(1);
    expect(
      Object.values(states)
        .map((state) => state.delivery)
        .sort(),
    ).toEqual(['failed', 'sent']);
    expect(states[delivered[0].deliveryId].delivery).toBe('sent');
  });

  it('answers every id asked: sent with its time, skipped, failed, and sending or unknown as queued', async () => {
    const reply = buildReplyMail();
    await settled(await send([reply], reply.deliveryId));
    const [skipped, failed, sending] = ['skipped', 'failed', 'sending'].map(
      (status) => `${randomUUID()}.${status}`,
    );
    await notification.db.query(
      `INSERT INTO mail_deliveries (id, template, recipient, status, "claimToken", "leaseUntil", claims)
       VALUES ($1, 'contact-confirmation', 'a@example.com', 'skipped', NULL, NULL, 1),
              ($2, 'staff-reply', 'a@example.com', 'failed', NULL, NULL, 3),
              ($3, 'staff-reply', 'a@example.com', 'sending', $4, clock_timestamp() + interval '1 minute', 1)`,
      [skipped, failed, sending, randomUUID()],
    );
    const unknown = `${randomUUID()}.never-published`;
    const [row] = await notification.db.query<{ sentAt: Date }>(
      'SELECT "sentAt" FROM mail_deliveries WHERE id = $1',
      [reply.deliveryId],
    );

    expect(await statesOf([reply.deliveryId, skipped, failed, sending, unknown])).toEqual({
      [reply.deliveryId]: {
        deliveryId: reply.deliveryId,
        delivery: 'sent',
        sentAt: row.sentAt.toISOString(),
      },
      [skipped]: { deliveryId: skipped, delivery: 'skipped', sentAt: null },
      [failed]: { deliveryId: failed, delivery: 'failed', sentAt: null },
      [sending]: { deliveryId: sending, delivery: 'queued', sentAt: null },
      [unknown]: { deliveryId: unknown, delivery: 'queued', sentAt: null },
    });
  });

  it.each([
    ['no ids', undefined, 'ids'],
    ['an empty list', [], 'ids'],
    ['more than 200 ids', Array.from({ length: 201 }, (_, i) => `d${i}`), 'ids'],
    ['an id longer than 200 characters', ['d'.repeat(201)], 'ids.0'],
    ['an id that is not text', [42], 'ids.0'],
  ])('refuses a request with %s with the validation error', async (_, ids, field) => {
    await expect(statesOf(ids)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      validationErrors: [expect.objectContaining({ field })],
    });
  });
});
