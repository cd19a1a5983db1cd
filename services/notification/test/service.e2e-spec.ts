import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
import { migrationsRun } from '@bytecraft/testing/databases';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { waitFor } from '@bytecraft/testing/wait-for';
import { NOTIFICATION_MIGRATIONS } from '../src/migrations';
import { startWithMailCatcher } from './notification-harness';

/** What the notification service is besides its deliveries: its tables, health and job names. */
describe('notification service', () => {
  let notification: ServiceHarness;

  beforeAll(async () => {
    ({ notification } = await startWithMailCatcher('service'));
  });
  afterAll(() => notification?.stop());

  it('creates its tables through migrations, not synchronize', async () => {
    expect(await migrationsRun(notification.db)).toEqual(
      NOTIFICATION_MIGRATIONS.map((migration) => migration.name),
    );
  });

  it('answers the gateway health check with the tables its migrations made', async () => {
    expect(await notification.ask(rpc.health(ServiceName.Notification), {})).toEqual({
      service: 'notification',
      database: 'up',
      // The mail log, inbound messages and their attachments.
      tables: 3,
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
