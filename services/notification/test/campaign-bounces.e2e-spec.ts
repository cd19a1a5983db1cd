import { campaignDeliveryId } from '@bytecraft/contracts/campaigns';
import type { CampaignMail, MailBatch } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { buildDeliveryReport, MAILER_DAEMON } from '@bytecraft/testing/delivery-report';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { messageIdOf, startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { InboundSmtpServer } from '../src/inbound/inbound-smtp.server';
import { startNotification } from './notification-harness';
import { INBOUND_ADDRESS as INBOUND, INBOUND_SMTP_ENV } from './record-owners';

/**
 * A delivery report on a campaign's mail: a hard bounce hands the subscriber's id to the
 * newsletter service on its queue (one job however often the report is read); a soft bounce,
 * and a bounce of a campaign's test mail, hand nothing on.
 */
describe('notification service: campaign mails that bounced', () => {
  let sink: SmtpSink;
  let notification: ServiceHarness;
  let newsletterQueue: Queue;
  let port: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    notification = await startNotification('campaign-bounces', sink.smtpUrl, INBOUND_SMTP_ENV);
    port = notification.app.get(InboundSmtpServer).port!;
    newsletterQueue = notification.queueOf(QueueName.Newsletter);
  });

  afterAll(async () => {
    await notification?.stop();
    await sink?.stop();
  });

  /** A campaign mail sent, as the newsletter service hands it on: its delivery id. */
  async function sent(deliveryId: string): Promise<string> {
    const mail: CampaignMail = {
      deliveryId,
      template: MailTemplate.NewsletterCampaign,
      to: { visitor: `reader.${deliveryId.slice(-8)}@example.com` },
      subject: 'November news',
      html: '<p>News</p>',
      text: 'News',
    };
    await notification.notificationQueue.add(JobName.SendMail, {
      mails: [mail],
    } satisfies MailBatch);
    await waitFor(() => sink.mailsOf(deliveryId)[0], { what: `the campaign mail ${deliveryId}` });
    return deliveryId;
  }

  const bounce = (deliveryId: string, status: string) =>
    createTransport({ host: '127.0.0.1', port, ignoreTLS: true }).sendMail({
      envelope: { from: MAILER_DAEMON, to: [INBOUND] },
      raw: buildDeliveryReport({
        messageId: messageIdOf(deliveryId),
        recipient: `reader.${deliveryId.slice(-8)}@example.com`,
        status,
        to: INBOUND,
      }),
    });

  const bounceJob = (deliveryId: string) => newsletterQueue.getJob(`bounced.${deliveryId}`);

  it('hands a hard bounce to the newsletter queue once, and neither a soft one nor a test mail’s', async () => {
    const campaignId = randomUUID();
    const [hard, soft, test] = [randomUUID(), randomUUID(), randomUUID()];
    const hardId = await sent(campaignDeliveryId(campaignId, hard));
    const softId = await sent(campaignDeliveryId(campaignId, soft));
    const testId = await sent(`test.${campaignId}.${test}`);

    await bounce(softId, '4.2.2');
    await bounce(testId, '5.1.1');
    await bounce(hardId, '5.1.1');
    // The same report read again: one job still.
    await bounce(hardId, '5.1.1');
    const job = await waitFor(() => bounceJob(hardId), { what: 'the hard bounce handed on' });
    expect(job.name).toBe(JobName.CampaignMailBounced);
    expect(job.data).toEqual({ campaignId, subscriptionId: hard });

    // Every report is read (each marks its mail failed) before the queue is looked at.
    await waitFor(
      async () => {
        const [{ n }] = await notification.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM mail_deliveries WHERE id = ANY($1) AND bounce IS NOT NULL`,
          [[hardId, softId, testId]],
        );
        return n === 3;
      },
      { what: 'the three mails marked bounced' },
    );
    await waitFor(
      async () => {
        const counts = await notification.notificationQueue.getJobCounts('waiting', 'active');
        return counts.waiting + counts.active === 0;
      },
      { what: 'every report read' },
    );
    expect(await bounceJob(softId)).toBeUndefined();
    expect(await bounceJob(testId)).toBeUndefined();
    expect((await newsletterQueue.getJobs(['waiting', 'delayed', 'completed'])).length).toBe(1);
  });
});
