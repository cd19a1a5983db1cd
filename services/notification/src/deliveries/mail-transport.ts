import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';

/** nodemailer's pooled SMTP options from `SMTP_URL` and the pool's settings. */
export function smtpPoolOptions(config: NotificationConfig): SMTPPool.Options {
  // nodemailer's pool takes maxRequeues; its type definitions do not list it yet.
  const options: SMTPPool.Options & { maxRequeues: number } = {
    connectionTimeout: config.SMTP_TIMEOUT_MS,
    greetingTimeout: config.SMTP_TIMEOUT_MS,
    socketTimeout: config.SMTP_TIMEOUT_MS,
    // Host, port, TLS and credentials; the URL's query may set any other nodemailer option.
    ...parseConnectionUrl(config.SMTP_URL),
    pool: true,
    maxConnections: config.SMTP_POOL_CONNECTIONS,
    maxMessages: config.SMTP_POOL_MESSAGES,
    ...(config.SMTP_RATE_LIMIT > 0
      ? { rateLimit: config.SMTP_RATE_LIMIT, rateDelta: config.SMTP_RATE_DELTA_MS }
      : {}),
    // A connection that drops while sending puts its mail back in the pool's queue (a server
    // closing an idle connection just then); after that the send fails and the job retries.
    maxRequeues: 2,
    getSocket: connectWithoutDelay,
    // Every mail signed by nodemailer as it streams out (the composed raw one too).
    ...(config.DKIM_DOMAIN && config.DKIM_SELECTOR && config.DKIM_PRIVATE_KEY
      ? {
          dkim: {
            domainName: config.DKIM_DOMAIN,
            keySelector: config.DKIM_SELECTOR,
            privateKey: config.DKIM_PRIVATE_KEY,
          },
        }
      : {}),
  };
  return options;
}

/**
 * Opens the pool's connections with Nagle's algorithm off. nodemailer writes a message's end
 * and the next command as small segments, and with Nagle on each waits for the server's
 * delayed ACK: a pooled connection spent most of each mail waiting (docs/performance.md,
 * "Pipeline"). nodemailer takes over the connected socket as it would its own: TLS for
 * `smtps:`, STARTTLS, its timeouts.
 */
export function connectWithoutDelay(
  options: SMTPPool.Options,
  callback: (error: Error | null, socketOptions?: { connection: Socket }) => void,
): void {
  const socket = connect({
    host: options.host,
    port: options.port ?? (options.secure ? 465 : 587),
    noDelay: true,
    // As nodemailer does for the sockets it opens: a pooled connection lives long.
    keepAlive: true,
  });
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  const timedOut = () =>
    fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' }));
  socket.setTimeout(options.connectionTimeout ?? 0);
  socket.once('timeout', timedOut);
  socket.once('error', fail);
  socket.once('connect', () => {
    // From here the socket is nodemailer's, its timeouts and errors too: these handlers must
    // not fire (and call back a second time) on a connection that later idles or breaks.
    socket.setTimeout(0);
    socket.off('timeout', timedOut);
    socket.off('error', fail);
    callback(null, { connection: socket });
  });
}

/**
 * A mail composed whole, as it goes to the server: streamed, a message went out in a write (a
 * TCP segment, with Nagle off) per header and part; as one buffer it is one. Its multipart
 * boundaries come from a random UUID, as unpredictable as nodemailer's own (a visitor who
 * could guess one could forge a part in the text they send) but taken from Node's buffered
 * randomness: nodemailer asks randomBytes afresh for each MIME part and for a Message-ID it
 * makes up when sending a raw mail. The Message-ID goes along, so it need not make one up:
 * three calls a mail instead of nine.
 */
export async function composeMail(
  mail: SendMailOptions,
): Promise<SendMailOptions & { raw: Buffer }> {
  const options: SendMailOptions & { baseBoundary: string } = {
    ...mail,
    baseBoundary: randomUUID().replaceAll('-', ''),
  };
  const message = new MailComposer(options).compile();
  return { envelope: message.getEnvelope(), messageId: mail.messageId, raw: await message.build() };
}

/**
 * The one way out to SMTP: a pool of open connections, so a mail costs one SMTP transaction
 * instead of a connection and a TLS handshake. A failed send (refused connection, a 4xx such as
 * a relay's rate limit, a timeout) rejects, and the caller lets the queue retry with backoff.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter<SMTPPool.SentMessageInfo>;
  private readonly sending = new Set<Promise<unknown>>();

  constructor(@Inject(NOTIFICATION_CONFIG) config: NotificationConfig) {
    this.transporter = createTransport(smtpPoolOptions(config));
  }

  async send(mail: SendMailOptions): Promise<SMTPPool.SentMessageInfo> {
    const sent = this.transporter.sendMail(await composeMail(mail));
    this.sending.add(sent);
    try {
      return await sent;
    } finally {
      this.sending.delete(sent);
    }
  }

  /** Lets mails already handed to the server finish before the pool's connections close. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.sending]);
    this.transporter.close();
  }
}
