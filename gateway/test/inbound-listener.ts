import { freePort } from '@bytecraft/testing/free-port';
import { createTransport } from 'nodemailer';

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
