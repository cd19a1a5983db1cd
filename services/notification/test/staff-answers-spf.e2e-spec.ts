import { startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { InboundSmtpServer } from '../src/inbound/inbound-smtp.server';
import { RecordAddresses } from '../src/inbound/record-address';
import { startNotification } from './notification-harness';
import { INBOUND_DOMAIN, INBOUND_SMTP_ENV } from './record-owners';

const KEY = 'the suite’s record address key';
const STAFF = 'ana@bytecraft.example';

/**
 * With INBOUND_STAFF_SPF, the real listener records on top of each message what SPF says of the
 * client that delivered it, and a staff answer to a record's address whose client its sender's
 * domain does not let send (here: a domain with no SPF record in DNS) is refused, never handed
 * to the gateway.
 */
describe('notification service: the SPF check of staff answers', () => {
  let sink: SmtpSink;
  let notification: ServiceHarness;

  beforeAll(async () => {
    sink = await startSmtpSink();
    notification = await startNotification('staff-answers-spf', sink.smtpUrl, {
      ...INBOUND_SMTP_ENV,
      INBOUND_ADDRESS_KEY: KEY,
      INBOUND_STAFF_SPF: 'true',
    });
  });

  afterAll(async () => {
    await notification?.stop();
    await sink?.stop();
  });

  it('puts its Received-SPF on top, and refuses an answer SPF does not pass as unauthenticated', async () => {
    const recordAddress = new RecordAddresses(KEY, INBOUND_DOMAIN).of('contact', randomUUID());
    const subject = `Re: New contact message ${randomUUID()}`;
    const port = notification.app.get(InboundSmtpServer).port!;
    const relay = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    await relay.sendMail({ from: STAFF, to: recordAddress, subject, text: 'We start Monday.' });

    const [row] = await waitFor(
      async () => {
        const rows = await notification.db.query<{ raw: Buffer; status: string; refusal: string }>(
          `SELECT raw, status, refusal FROM inbound_messages WHERE subject = $1`,
          [subject],
        );
        return rows[0]?.status === 'unmatched' && rows;
      },
      { what: 'the answer refused' },
    );
    expect(row.refusal).toBe('unauthenticated');
    expect(row.raw.toString('latin1').split('\r\n', 1)[0]).toMatch(
      new RegExp(`^Received-SPF: \\w+ client-ip=127\\.0\\.0\\.1; envelope-from=<${STAFF}>$`),
    );
    expect(row.raw.toString('latin1')).not.toMatch(/^Received-SPF: pass/m);
  });
});
