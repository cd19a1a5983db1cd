import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
import { migrationsRun } from '@bytecraft/testing/databases';
import { startMailCatcher, type MailCatcher } from '@bytecraft/testing/mail-catcher';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startNotification } from './notification-harness';

/** What the notification service is besides its deliveries: its tables, health and job names. */
describe('notification service', () => {
  let mail: MailCatcher;
  let notification: ServiceHarness;

  beforeAll(async () => {
    mail = await startMailCatcher();
    notification = await startNotification('service', mail.smtpUrl);
  });
  afterAll(async () => {
    await notification?.stop();
    await mail?.stop();
  });

  it('creates its tables through migrations, not synchronize', async () => {
    expect(await migrationsRun(notification.db)).toEqual([
      'CreateMailDeliveries1795000000000',
      'ClaimMailDeliveries1795000100000',
      'SkipCappedConfirmations1795000200000',
      'FailExhaustedDeliveries1795000300000',
      'MailLogAgeAndRecipient1795000400000',
      'CreateInboundMessages1795000500000',
    ]);
  });

  it('answers the gateway health check with the tables its migrations made', async () => {
    expect(await notification.ask(rpc.health(ServiceName.Notification), {})).toEqual({
      service: 'notification',
      database: 'up',
      tables: 2,
    });
  });

  it('fails an unknown job loudly and keeps it in the failed set', async () => {
    const job = await notification.queue!.add(
      'no-such-job',
      {},
      { attempts: 1, removeOnFail: false },
    );
    await waitFor(async () => (await job.getState()) === 'failed', { what: 'the job to fail' });
    const failed = await notification.queue!.getJob(job.id!);
    expect(failed?.failedReason).toBe(
      'The notification service has no handler for job "no-such-job"',
    );
  });
});
