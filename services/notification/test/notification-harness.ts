import { QueueName } from '@bytecraft/contracts/queues';
import {
  startServiceHarness,
  type HarnessEnv,
  type ServiceHarness,
} from '@bytecraft/testing/service-harness';
import type { ServiceLogger } from '@bytecraft/service-runtime/service/service-app';
import { startMailCatcher } from '@bytecraft/testing/mail-catcher';
import { createNotificationApp } from '../src/app';
import { loadNotificationConfig } from '../src/config/notification.config';

/** Where the suites' sales alerts go, so a test can tell them from a visitor's mail. */
export const SALES_DESK = 'sales-desk@bytecraft.example';

/** The service's configuration for a suite: its SMTP server, and settings of its own. */
const configFor = (base: HarnessEnv, smtpUrl: string, env: HarnessEnv) =>
  loadNotificationConfig({ ...base, SMTP_URL: smtpUrl, STAFF_SALES_EMAIL: SALES_DESK, ...env });

/**
 * The notification service in-process on the shared harness (its own database and Redis),
 * sending to `smtpUrl`, which need not be listening yet; its lines go to `logger` if given.
 */
export function startNotification(
  suite: string,
  smtpUrl: string,
  env: HarnessEnv = {},
  logger?: ServiceLogger,
): Promise<ServiceHarness> {
  return startServiceHarness({
    service: 'notification',
    suite,
    createApp: (base) => createNotificationApp(configFor(base, smtpUrl, env), logger),
    consumes: QueueName.Notification,
  });
}

/** Another replica on the same database, Redis and queues; the caller closes it. */
export async function startReplica(harness: ServiceHarness, smtpUrl: string, env: HarnessEnv = {}) {
  const app = await createNotificationApp(configFor(harness.env, smtpUrl, env));
  await app.listen();
  return app;
}

/** The service sending to a mail catcher of its own; stopping the service stops the catcher. */
export async function startWithMailCatcher(suite: string, env: HarnessEnv = {}) {
  const mail = await startMailCatcher();
  const harness = await startNotification(suite, mail.smtpUrl, env);
  const notification: ServiceHarness = {
    ...harness,
    async stop() {
      await harness.stop();
      await mail.stop();
    },
  };
  return { mail, notification };
}
