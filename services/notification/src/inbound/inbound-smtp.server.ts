import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { InboundMailHandler } from './inbound-mail.handler';
import { receivedSpf } from './staff-sender-spf';

/** An SMTP answer: smtp-server sends an error's `responseCode` with its message. */
const reply = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/**
 * The inbound SMTP listener: the address visitors' answers come to (a reply's Message-ID is
 * ours, and a mailbox can be forwarded here). It accepts mail for the inbound domain alone, up
 * to a size, stores each message once and queues its reading, and answers 250 only then: a
 * message the sender was told we took is never lost, and one we could not store is a 451 the
 * sender retries. Reading and matching wait for the queue, so a malformed message fails its
 * own job only. Off unless INBOUND_MAIL_DOMAIN and INBOUND_SMTP_PORT are set.
 */
@Injectable()
export class InboundSmtpServer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('inbound-mail');
  private server: SMTPServer | undefined;

  constructor(
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
    private readonly inbound: InboundMailHandler,
  ) {}

  /** The port it listens on (the one it was given, or took when given 0); undefined when off. */
  get port(): number | undefined {
    return (this.server?.server.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { INBOUND_MAIL_DOMAIN: domain, INBOUND_SMTP_PORT: port } = this.config;
    if (!domain || port === undefined) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: this.config.INBOUND_MAX_BYTES,
      onRcptTo: (address, _session, callback) =>
        callback(
          address.address.toLowerCase().endsWith(`@${domain}`)
            ? null
            : reply(550, `5.7.1 Mail for ${domain} only`),
        ),
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          () => callback(),
          (error: Error & { responseCode?: number }) => {
            if (!error.responseCode)
              this.logger.error({ err: error }, 'inbound message not stored');
            callback(error.responseCode ? error : reply(451, '4.3.0 Not stored, try again later'));
          },
        );
      },
    });
    // A client that drops its connection mid-session is no reason to stop the service.
    server.on('error', (error) => this.logger.warn({ err: error }, 'inbound SMTP session error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, this.config.INBOUND_SMTP_HOST, () => resolve());
    });
    this.server = server;
    this.logger.log({ domain, port: this.port }, 'inbound mail (SMTP) listening');
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Reads the message to its end, within the size limit, and hands it to the pipeline, with
   * what SPF says of its client on top where staff answers are checked by it.
   */
  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = [];
    let bytes = 0;
    // The stream must be read to its end for the session to go on; past the limit, dropped.
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes <= this.config.INBOUND_MAX_BYTES) chunks.push(chunk as Buffer);
    }
    if (stream.sizeExceeded || bytes > this.config.INBOUND_MAX_BYTES) {
      throw reply(552, `5.3.4 Message larger than ${this.config.INBOUND_MAX_BYTES} bytes`);
    }
    if (this.config.INBOUND_STAFF_SPF) {
      const { remoteAddress: ip, envelope, hostNameAppearsAs: helo } = session;
      const sender = envelope.mailFrom ? envelope.mailFrom.address : '';
      chunks.unshift(Buffer.from(await receivedSpf({ ip, sender, helo })));
    }
    await this.inbound.receive(Buffer.concat(chunks));
  }
}
