import type { ReplyMail } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { JobName } from '@bytecraft/contracts/queues';
import { randomUUID } from 'node:crypto';
import { capturedLogs } from '@bytecraft/testing/log-lines';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import { waitFor } from '@bytecraft/testing/wait-for';
import { RENEW_EVERY_MS } from '../src/deliveries/deliveries.service';
import { startNotification } from './notification-harness';

const { lines, logger } = capturedLogs('notification');

/**
 * A run renews the claims of the mails it is still sending, so that no other run takes them
 * over while a slow server holds them; a renewal that holds is not a claim lost.
 */
describe('notification service: a slow send keeps its claim', () => {
  let sink: SmtpSink;
  let notification: ServiceHarness;

  const leaseOf = async (id: string) =>
    (
      await notification.db.query<{ status: string; leaseUntil: Date | null }>(
        'SELECT status, "leaseUntil" FROM mail_deliveries WHERE id = $1',
        [id],
      )
    )[0];

  beforeAll(async () => {
    sink = await startSmtpSink();
    notification = await startNotification('claim-renewal', sink.smtpUrl, {}, logger);
  });
  afterAll(async () => {
    await notification?.stop();
    await sink?.stop();
  });

  it('renews the claim while the server holds the mail, and logs no claim taken over', async () => {
    sink.delayAcceptance(RENEW_EVERY_MS + 2000);
    const id = randomUUID();
    const mail: ReplyMail = {
      deliveryId: `${id}.reply.1`,
      template: MailTemplate.StaffReply,
      to: { visitor: `visitor.${id.slice(0, 8)}@example.com` },
      subject: 'Re: your project enquiry',
      body: 'A quote follows on Friday.',
      replyTo: StaffMailbox.Sales,
      quoted: [],
    };
    await notification.queue!.add(JobName.SendMail, { mails: [mail] }, { jobId: id });

    const claimed = await waitFor(
      async () => (await leaseOf(mail.deliveryId))?.leaseUntil ?? undefined,
      { what: 'the claim' },
    );
    await waitFor(
      async () => {
        const lease = (await leaseOf(mail.deliveryId))?.leaseUntil;
        return lease && lease.getTime() > claimed.getTime();
      },
      { what: 'the claim renewed while the server holds the mail' },
    );
    await waitFor(async () => (await leaseOf(mail.deliveryId))?.status === 'sent', {
      what: 'the mail sent',
    });

    expect(sink.mails.filter((m) => m.messageId.startsWith(`<${mail.deliveryId}@`))).toHaveLength(
      1,
    );
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 40);
    expect(warnings).toEqual([]);
  });
});
