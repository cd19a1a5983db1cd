import { freePort } from '@bytecraft/testing/free-port';
import { createTransport } from 'nodemailer';
import { startTestSystem } from './system';

/** The domain a suite's notification service takes inbound mail for. */
export const INBOUND_DOMAIN = 'bytecraft.example';

/** The address a visitor's answer or a delivery report is sent to. */
export const INBOUND_ADDRESS = `replies@${INBOUND_DOMAIN}`;

/**
 * The notification service's inbound SMTP listener on a free port of the suite's: the settings
 * that start it (`serviceEnv.notification`), and a client that delivers to it as a relay does.
 */
export async function inboundListener() {
  const port = await freePort();
  return {
    port,
    env: {
      INBOUND_MAIL_DOMAIN: INBOUND_DOMAIN,
      INBOUND_SMTP_PORT: String(port),
      INBOUND_SMTP_HOST: '127.0.0.1',
    },
    relay: () => createTransport({ host: '127.0.0.1', port, ignoreTLS: true }),
  };
}

export type InboundListener = Awaited<ReturnType<typeof inboundListener>>;

/**
 * The whole stack of a suite with the notification service's inbound listener on (its
 * `notification` settings beside the listener's), and the listener.
 */
export async function startInboundSystem(suite: string, notification: Record<string, string> = {}) {
  const inbound = await inboundListener();
  const system = await startTestSystem(
    suite,
    {},
    { serviceEnv: { notification: { ...inbound.env, ...notification } } },
  );
  return { inbound, system };
}
