import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ImapFlow } from 'imapflow';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { InboundMailHandler } from './inbound-mail.handler';

/**
 * The IMAP way in: a company's existing mailbox (its `sales@`, or one its answers are forwarded
 * to), read for new messages as the server announces them (IDLE) and every
 * INBOUND_IMAP_POLL_MS besides (a server without IDLE, an announcement missed while
 * reconnecting). Each unseen message, by UID, goes into the same pipeline as the SMTP
 * listener's, and only once it is stored and queued is it flagged \Seen (or moved to
 * INBOUND_IMAP_MOVE_TO): a run that dies in between reads it again, and the pipeline's key
 * makes the second reading the same message, as it does for two replicas reading one mailbox.
 * Off unless INBOUND_IMAP_HOST is set.
 */
@Injectable()
export class InboundImapReader implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('inbound-mail');
  private client: ImapFlow | undefined;
  private poll: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The run reading the mailbox: one at a time, and one more after it if asked meanwhile. */
  private reading: Promise<void> | undefined;
  private readAgain = false;

  constructor(
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
    private readonly inbound: InboundMailHandler,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.INBOUND_IMAP_HOST) return;
    this.poll = setInterval(() => this.read(), this.config.INBOUND_IMAP_POLL_MS);
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    clearTimeout(this.reconnect);
    await this.reading;
    await this.client?.logout().catch(() => this.client?.close());
  }

  /**
   * Opens the mailbox and reads what waits in it. A server that cannot be reached is no reason
   * for the service not to run: it is tried again after the poll interval, as after a drop.
   */
  private async connect(): Promise<void> {
    const { INBOUND_IMAP_HOST: host, INBOUND_IMAP_PORT: port } = this.config;
    const client = new ImapFlow({
      host: host!,
      port,
      secure: this.config.INBOUND_IMAP_TLS,
      auth: { user: this.config.INBOUND_IMAP_USER!, pass: this.config.INBOUND_IMAP_PASSWORD! },
      logger: false,
    });
    client.on('error', (error: Error) =>
      this.logger.warn({ err: error, host }, 'inbound IMAP connection error'),
    );
    client.on('exists', () => this.read());
    client.on('close', () => {
      if (this.client === client) this.client = undefined;
      this.retryLater();
    });
    try {
      await client.connect();
      await client.mailboxOpen(this.config.INBOUND_IMAP_MAILBOX);
    } catch (error) {
      this.logger.error({ err: error, host, port }, 'inbound IMAP mailbox not opened');
      client.close();
      return;
    }
    this.client = client;
    this.logger.log(
      { host, port, mailbox: this.config.INBOUND_IMAP_MAILBOX },
      'inbound mail (IMAP) reading',
    );
    this.read();
  }

  private retryLater(): void {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      if (!this.client) void this.connect();
    }, this.config.INBOUND_IMAP_POLL_MS);
  }

  private read(): void {
    if (this.stopped) return;
    if (!this.client) return this.retryLater();
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readUnseen()
      .catch((error: unknown) =>
        // What is left unseen is read again by the next announcement or poll.
        this.logger.error({ err: error }, 'inbound IMAP mailbox not read'),
      )
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain) {
          this.readAgain = false;
          this.read();
        }
      });
  }

  /**
   * Hands each unseen message to the pipeline, oldest first, and marks it handled. One over
   * the size limit is only flagged \Seen, not read: it stays in the mailbox for a person.
   */
  private async readUnseen(): Promise<void> {
    const client = this.client;
    if (!client?.usable) return;
    const uids = await client.search({ seen: false }, { uid: true });
    if (!uids || uids.length === 0) return;
    // Sizes first: no command may run inside a fetch's loop, and a large message is not read.
    const sizes = await client.fetchAll(uids, { size: true }, { uid: true });
    for (const { uid, size } of sizes.sort((a, b) => a.uid - b.uid)) {
      if (this.stopped) return;
      if ((size ?? 0) > this.config.INBOUND_MAX_BYTES) {
        this.logger.warn({ uid, size }, 'inbound IMAP message over the size limit not taken');
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        continue;
      }
      const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
      // Expunged meanwhile (another reader moved it): nothing to take.
      if (!message || !message.source) continue;
      await this.inbound.receive(message.source);
      await this.handled(client, uid);
    }
  }

  private async handled(client: ImapFlow, uid: number): Promise<void> {
    const moveTo = this.config.INBOUND_IMAP_MOVE_TO;
    if (moveTo) await client.messageMove(String(uid), moveTo, { uid: true });
    else await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
  }
}
