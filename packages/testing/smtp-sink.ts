import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait-for';

export interface SunkMail {
  messageId: string;
  to: string[];
  subject: string;
  /** When the sink answered 250 for it (ms since the epoch). */
  acceptedAt: number;
  /** What the sink's `about` pattern found in the message's text ('' when nothing or not asked). */
  about: string;
}

/** What the sink has accepted so far, in numbers. */
export interface SinkReport {
  count: number;
  /** Distinct Message-IDs. */
  unique: number;
  /** Mails accepted again under a Message-ID already accepted: mail sent twice. */
  duplicates: number;
  /** When the first and the last mail were accepted (ms since the epoch; 0 before any). */
  first: number;
  last: number;
}

export interface SmtpSink {
  port: number;
  smtpUrl: string;
  /** Every mail accepted so far, in order. */
  mails: SunkMail[];
  /** What it accepted of one delivery's mail: twice is a mail sent twice. */
  mailsOf(deliveryId: string): SunkMail[];
  report(): SinkReport;
  /** SMTP connections opened to it so far. */
  connections(): number;
  /** The most mails it has held at once (see delayAcceptance). */
  peakInFlight(): number;
  /** Answers the next `count` mails with `reply` (e.g. a relay's 451 rate limit) instead of 250. */
  refuseNext(count: number, reply?: { code: number; message: string }): void;
  /** Holds each mail this long before answering, as a slow relay does. */
  delayAcceptance(ms: number): void;
  waitForMails(count: number, what?: string): Promise<SunkMail[]>;
  stop(): Promise<void>;
}

/** The Message-ID the notification service gives a delivery's mail, the same on every attempt. */
export const messageIdOf = (deliveryId: string) => `<${deliveryId}@bytecraft.example>`;

const headerOf = (head: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';

/**
 * An SMTP server on a port of its own that accepts at once and keeps only what a test or a
 * bench asks about: each mail's Message-ID, recipients, subject and when it was accepted (and,
 * given `about`, what that pattern finds in its text, e.g. the submission a mail is about).
 * Unlike the mail catcher it keeps no message, so it stays fast for tens of thousands; it can
 * answer 4xx on demand, hold mail to stand in for a slow relay, and count connections (to see
 * the pool at work).
 */
export async function startSmtpSink({ about }: { about?: RegExp } = {}): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let connections = 0;
  let refusals: { count: number; code: number; message: string } = {
    count: 0,
    code: 451,
    message: '',
  };
  let delayMs = 0;
  let inFlight = 0;
  let peakInFlight = 0;

  const accept = (text: string, to: string[]) => {
    const headEnd = text.search(/\r?\n\r?\n/);
    const head = headEnd === -1 ? text : text.slice(0, headEnd);
    const messageId = headerOf(head, 'Message-ID');
    const id = messageId || `(none ${mails.length})`;
    if (seen.has(id)) duplicates += 1;
    else seen.add(id);
    mails.push({
      messageId,
      to,
      subject: headerOf(head, 'Subject'),
      acceptedAt: Date.now(),
      // Quoted-printable soft line breaks would split an address in two.
      about: about ? (text.replace(/=\r?\n/g, '').match(about)?.[0] ?? '') : '',
    });
  };

  const onData = (stream: SMTPServerDataStream, to: string[], done: (error?: Error) => void) => {
    // Without `about`, only the head is kept: the body is read and dropped.
    let text = '';
    let reading = true;
    stream.on('data', (chunk: Buffer) => {
      if (!reading) return;
      text += chunk.toString('latin1');
      if (!about && /\r?\n\r?\n/.test(text)) reading = false;
    });
    stream.on('end', () => {
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      const answer = () => {
        inFlight -= 1;
        if (refusals.count > 0) {
          refusals.count -= 1;
          const error = Object.assign(new Error(refusals.message), {
            responseCode: refusals.code,
          });
          return done(error);
        }
        accept(text, to);
        done();
      };
      setTimeout(answer, delayMs);
    });
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Pools keep connections open; a test stops the sink with them still open.
    closeTimeout: 100,
    onConnect: (_session, callback) => {
      connections += 1;
      callback();
    },
    onData: (stream, session, callback) =>
      onData(
        stream,
        session.envelope.rcptTo.map((rcpt) => rcpt.address),
        callback,
      ),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client killed mid-session resets its connection: the sender's retry is what is under
  // test, and an 'error' event nobody listens to would end the test process instead.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    mailsOf: (deliveryId) => mails.filter((mail) => mail.messageId === messageIdOf(deliveryId)),
    report: () => ({
      count: mails.length,
      unique: seen.size,
      duplicates,
      first: mails[0]?.acceptedAt ?? 0,
      last: mails.at(-1)?.acceptedAt ?? 0,
    }),
    connections: () => connections,
    peakInFlight: () => peakInFlight,
    refuseNext(
      count,
      reply = { code: 451, message: '4.7.1 Rate limit exceeded, try again later' },
    ) {
      refusals = { count, ...reply };
    },
    delayAcceptance(ms) {
      delayMs = ms;
    },
    waitForMails: (count, what = `${count} mails`) =>
      waitFor(() => (mails.length >= count ? mails : undefined), { what }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
