import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { freePort } from './free-port';
import { waitFor } from './wait-for';

export interface SunkMail {
  messageId: string;
  to: string[];
  subject: string;
  /** When the sink answered 250 for it (ms since the epoch). */
  acceptedAt: number;
}

export interface SmtpSink {
  smtpUrl: string;
  /** Every mail accepted so far, in order. */
  mails: SunkMail[];
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

const headerOf = (head: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';

/**
 * An SMTP server that accepts at once and keeps only what a test asks about: each mail's
 * Message-ID, recipients and subject. Unlike the mail catcher it can answer 4xx on demand,
 * hold mail to stand in for a slow relay, and count connections (to see the pool at work).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const mails: SunkMail[] = [];
  let connections = 0;
  let refusals: { count: number; code: number; message: string } = {
    count: 0,
    code: 451,
    message: '',
  };
  let delayMs = 0;
  let inFlight = 0;
  let peakInFlight = 0;

  const onData = (stream: SMTPServerDataStream, to: string[], done: (error?: Error) => void) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headEnd = raw.search(/\r?\n\r?\n/);
      const head = headEnd === -1 ? raw : raw.slice(0, headEnd);
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        if (refusals.count > 0) {
          refusals.count -= 1;
          const error = Object.assign(new Error(refusals.message), {
            responseCode: refusals.code,
          });
          return done(error);
        }
        mails.push({
          messageId: headerOf(head, 'Message-ID'),
          to,
          subject: headerOf(head, 'Subject'),
          acceptedAt: Date.now(),
        });
        done();
      }, delayMs);
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
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
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
