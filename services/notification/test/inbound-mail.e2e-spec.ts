import { inboundRpc, type InboundDecision, type UnmatchedMail } from '@bytecraft/contracts/inbound';
import { peopleRpc, type PersonHoldings } from '@bytecraft/contracts/people';
import { RETENTION_DEFAULT_MONTHS } from '@bytecraft/contracts/retention';
import { JobName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import type { ActivityEntry, MailDeliveryState } from '@bytecraft/contracts/records/work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { capturedLogs } from '@bytecraft/testing/log-lines';
import { buildDeliveryReport, MAILER_DAEMON } from '@bytecraft/testing/delivery-report';
import { startDovecot, type DovecotServer } from '@bytecraft/testing/dovecot';
import { monthsBefore, personScope, retentionScope } from '@bytecraft/testing/erasures';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { messageIdOf, startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { INestMicroservice } from '@nestjs/common';
import { ImapFlow } from 'imapflow';
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { InboundSmtpServer } from '../src/inbound/inbound-smtp.server';
import { startNotification, startReplica } from './notification-harness';
import {
  erasedOn,
  INBOUND_ADDRESS as INBOUND,
  INBOUND_DOMAIN as DOMAIN,
  INBOUND_SMTP_ENV,
  startRecordOwners,
  type Contact,
  type RecordOwners,
} from './record-owners';

const ANA = randomUUID();
/** Small enough for a test to pass it: a visitor's answer is far below. */
const MAX_BYTES = 64 * 1024;
const SMTP_ENV = { ...INBOUND_SMTP_ENV, INBOUND_MAX_BYTES: String(MAX_BYTES) };
/** The mailbox's settings: no poll within a test's time, so new mail is seen by IDLE. */
const imapEnv = (dovecot: DovecotServer) => ({
  INBOUND_IMAP_HOST: dovecot.host,
  INBOUND_IMAP_PORT: String(dovecot.port),
  INBOUND_IMAP_TLS: 'false',
  INBOUND_IMAP_USER: dovecot.user,
  INBOUND_IMAP_PASSWORD: dovecot.password,
  INBOUND_IMAP_POLL_MS: '600000',
});

const { lines, logger } = capturedLogs('notification');

/** A visitor's answer as a mail client writes it: their words, then ours quoted. */
const ANSWER = [
  'Friday works for us. Can you include hosting?',
  '',
  '-- ',
  'Asha Rao',
  'Rao Logistics',
  '',
  'On Mon, 23 Nov 2026 at 10:00, Bytecraft <hello@bytecraft.example> wrote:',
  '> Hello Asha,',
  '> A quote follows on Friday.',
].join('\n');

/**
 * Visitors' mailed answers through the real listener and a real mailbox read by IMAP (Dovecot),
 * the real lead and recruiting services (built, as processes on the suite's Redis) and the mail
 * log: an answer to a staff reply
 * (`In-Reply-To`) and one by address alone reach the record once, quotes stripped, and make it
 * wait on us; one nobody can place waits for staff to attach or discard; a message delivered
 * twice, or to two replicas, is one entry; a malformed one fails its own job only; mail for
 * another domain, or too large, is refused.
 */
describe('notification service: inbound mail', () => {
  let sink: SmtpSink;
  let notification: ServiceHarness;
  let owners: RecordOwners;
  let port: number;
  let dovecot: DovecotServer | undefined;
  let INBOUND_ENV: Record<string, string>;

  const inboundPortOf = (app: INestMicroservice) => app.get(InboundSmtpServer).port!;
  const mailTo = (to: number) =>
    createTransport({ host: '127.0.0.1', port: to, secure: false, ignoreTLS: true });
  /** Sends a mail to the inbound listener (of `to`, by default the first replica's). */
  const send = (mail: Parameters<ReturnType<typeof mailTo>['sendMail']>[0], to = port) =>
    mailTo(to).sendMail({ to: INBOUND, subject: 'Re: your enquiry', ...mail });

  const get = (id: string) => owners.get(id);
  const repliesOf = (id: string) => owners.repliesOf(id);
  const replyArrived = (id: string, count?: number) => owners.replyArrived(id, count);
  const storedContact = (email?: string) => owners.storedContact(email);
  const inboundRows = (key: string) =>
    notification.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM inbound_messages WHERE key = $1',
      [key],
    );
  const unmatched = () => notification.ask<UnmatchedMail[]>(inboundRpc.unmatched, {});

  beforeAll(async () => {
    sink = await startSmtpSink();
    dovecot = await startDovecot();
    INBOUND_ENV = { ...SMTP_ENV, ...imapEnv(dovecot) };
    notification = await startNotification('inbound-mail', sink.smtpUrl, INBOUND_ENV, logger);
    port = inboundPortOf(notification.app);
    owners = await startRecordOwners(notification, 'inbound_mail');
  });

  afterAll(async () => {
    await owners?.stop();
    await notification?.stop();
    await sink?.stop();
    await dovecot?.stop();
  });

  it('takes an answer to a staff reply (In-Reply-To) to its record once, quotes and signature stripped, and the record waits on us', async () => {
    const { id, data } = await storedContact();
    const replied = await notification.ask<Contact>(staffRpc.reply('contact'), {
      id,
      subject: 'Re: your enquiry',
      body: 'Hello Asha,\nA quote follows on Friday.',
      actorId: ANA,
      senderName: 'Ana Silva',
    });
    const reply = replied.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;
    await waitFor(() => sink.mailsOf(reply.deliveryId)[0], { what: 'the staff reply mailed' });

    // From another address than the record's: only the header can place it.
    await send({
      from: 'asha.home@example.net',
      inReplyTo: messageIdOf(reply.deliveryId),
      references: [messageIdOf(`${id}.contact-confirmation`), messageIdOf(reply.deliveryId)],
      text: ANSWER,
    });

    const [entry] = await replyArrived(id);
    expect(entry).toMatchObject({
      from: 'asha.home@example.net',
      subject: 'Re: your enquiry',
      text: 'Friday works for us. Can you include hosting?',
    });
    const record = await get(id);
    expect(record!.visitorReplyAt).toBe(entry.at);
    expect(record!.email).toBe(data.email);
  });

  it('places an answer without headers by its sender’s newest open record', async () => {
    const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
    await storedContact(email);
    const newest = await storedContact(email);
    await send({ from: email.toUpperCase(), text: 'Any news?' });
    const [entry] = await replyArrived(newest.id);
    expect(entry.text).toBe('Any news?');
  });

  it('keeps what it cannot place for staff, who attach it to a record or discard it', async () => {
    const stranger = `stranger.${randomUUID().slice(0, 8)}@example.org`;
    const { id } = await storedContact();
    const info = await send({ from: stranger, subject: 'About my project', text: 'Hello?' });
    const listed = await waitFor(
      async () => (await unmatched()).find((mail) => mail.from === stranger),
      { what: 'the stranger’s mail listed unmatched' },
    );
    expect(listed).toMatchObject({ subject: 'About my project', text: 'Hello?' });
    expect((await inboundRows(info.messageId))[0].status).toBe('unmatched');

    const attach = (request: object) =>
      notification.ask<InboundDecision>(inboundRpc.attach, {
        id: listed.id,
        actorId: ANA,
        ...request,
      });
    expect(await attach({ kind: 'contact', recordId: randomUUID() })).toEqual({
      done: false,
      reason: 'not-found',
    });
    expect(await attach({ kind: 'contact', recordId: id })).toEqual({ done: true });
    expect(await attach({ kind: 'contact', recordId: id })).toEqual({
      done: false,
      reason: 'not-found',
    });
    const [entry] = await replyArrived(id);
    expect(entry).toMatchObject({ id: listed.id, from: stranger, text: 'Hello?' });
    expect((await unmatched()).map((mail) => mail.id)).not.toContain(listed.id);

    await send({ from: stranger, subject: 'Spam', text: 'Buy now' });
    const spam = await waitFor(
      async () => (await unmatched()).find((mail) => mail.subject === 'Spam'),
      { what: 'the second mail listed unmatched' },
    );
    expect(
      await notification.ask<InboundDecision>(inboundRpc.discard, { id: spam.id, actorId: ANA }),
    ).toEqual({ done: true });
    expect((await unmatched()).map((mail) => mail.id)).not.toContain(spam.id);
  });

  it('stores a message delivered twice, or to two replicas, once: one entry', async () => {
    const replica = await startReplica(notification, sink.smtpUrl, INBOUND_ENV);
    try {
      const { id, data } = await storedContact();
      const messageId = `<${randomUUID()}@mail.example.com>`;
      const mail = { from: data.email, messageId, text: 'Sent twice by my mail server.' };
      await send(mail);
      await send(mail);
      await send(mail, inboundPortOf(replica));
      // Without a Message-ID, the bytes are the key.
      const raw = `From: ${data.email}\r\nTo: ${INBOUND}\r\nSubject: No id\r\n\r\nNo id here.\r\n`;
      const envelope = { from: data.email, to: [INBOUND] };
      await mailTo(port).sendMail({ envelope, raw });
      await mailTo(inboundPortOf(replica)).sendMail({ envelope, raw });

      await replyArrived(id, 2);
      expect(await inboundRows(messageId)).toHaveLength(1);
      const hashed = await notification.db.query(
        `SELECT 1 FROM inbound_messages WHERE key LIKE 'sha256:%' AND subject = 'No id'`,
      );
      expect(hashed).toHaveLength(1);
      // Every delivery's job has run once the last one's entry is there: jobs of one message
      // share an id, and a late duplicate finds its message read.
      const jobs = await notification.queue!.getJobs(['waiting', 'active', 'delayed']);
      expect(jobs.filter((job) => job.name === JobName.InboundMailReceived)).toEqual([]);
      expect((await repliesOf(id)).map((entry) => entry.text).sort()).toEqual([
        'No id here.',
        'Sent twice by my mail server.',
      ]);
    } finally {
      await replica.close();
    }
  });

  it('fails a malformed message alone, in the failed set for an operator, while the next is placed', async () => {
    const raw = `To: ${INBOUND}\r\nSubject: No sender\r\nMessage-ID: <${randomUUID()}@x.example>\r\n\r\nWho am I?\r\n`;
    await mailTo(port).sendMail({ envelope: { from: 'bounce@x.example', to: [INBOUND] }, raw });
    const { id, data } = await storedContact();
    await send({ from: data.email, text: 'Next one.' });
    await replyArrived(id);

    const failed = await waitFor(
      async () =>
        (await notification.queue!.getFailed()).find(
          (job) => job.name === JobName.InboundMailReceived,
        ),
      { what: 'the malformed message’s job in the failed set' },
    );
    expect(failed.failedReason).toBe('The message names no sender address');
    expect(failed.attemptsMade).toBe(1);
  });

  it('refuses mail for another domain, and a message over the size limit', async () => {
    await expect(
      send({ to: 'someone@elsewhere.example', from: 'a@example.com', text: 'Relay me' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await expect(
      send({ from: 'a@example.com', text: 'x'.repeat(MAX_BYTES + 1) }),
    ).rejects.toMatchObject({ responseCode: 552 });
  });
  describe('bounces', () => {
    /** The report's row once its job read it as a bounce. */
    const bounceRead = (reportId: string) =>
      waitFor(
        async () => {
          const [row] = await notification.db.query<{ status: string; raw: Buffer }>(
            'SELECT status, raw FROM inbound_messages WHERE key = $1',
            [reportId],
          );
          return row?.status === 'bounce' && row;
        },
        { what: `the report ${reportId} read as a bounce` },
      );
    const bounce = (report: Omit<Parameters<typeof buildDeliveryReport>[0], 'to'>) =>
      mailTo(port).sendMail({
        envelope: { from: MAILER_DAEMON, to: [INBOUND] },
        raw: buildDeliveryReport({ ...report, to: INBOUND }),
      });
    /** A contact whose staff reply went out: its id, address and the reply's delivery id. */
    const repliedTo = async () => {
      const { id, data } = await storedContact();
      const replied = await notification.ask<Contact>(staffRpc.reply('contact'), {
        id,
        subject: 'Re: your enquiry',
        body: 'Hello,\nA quote follows.',
        actorId: ANA,
        senderName: 'Ana Silva',
      });
      const { deliveryId } = replied.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;
      await waitFor(() => sink.mailsOf(deliveryId)[0], { what: 'the staff reply mailed' });
      return { id, email: data.email, deliveryId };
    };
    const stateOf = async (deliveryId: string) =>
      (
        await notification.ask<Record<string, MailDeliveryState>>(staffRpc.deliveryStates, {
          ids: [deliveryId],
        })
      )[deliveryId];
    const failedState = (deliveryId: string) =>
      waitFor(
        async () => {
          const state = await stateOf(deliveryId);
          return state.delivery === 'failed' && state;
        },
        { what: `delivery ${deliveryId} failed` },
      );

    it.each([
      ['hard', '5.1.1'],
      ['soft', '4.2.2'],
    ])(
      'a %s bounce (%s) fails the mail it reports on, with its status, and is no answer on the record',
      async (type, status) => {
        const { id, email, deliveryId } = await repliedTo();
        const reportId = `<${randomUUID()}@mx.example.net>`;
        await bounce({ messageId: messageIdOf(deliveryId), recipient: email, status, reportId });
        await bounceRead(reportId);
        expect(await failedState(deliveryId)).toEqual({
          deliveryId,
          delivery: 'failed',
          sentAt: expect.any(String),
          bounce: { type, status },
        });
        // The visitor's own answer afterwards is the record's first and only one.
        await send({ from: email, text: 'Did my last mail arrive?' });
        const replies = await replyArrived(id);
        expect(replies.map((entry) => entry.text)).toEqual(['Did my last mail arrive?']);
        expect((await unmatched()).map((mail) => mail.from)).not.toContain(
          MAILER_DAEMON.toLowerCase(),
        );
      },
    );

    it('ignores a bounce for no mail of ours, keeping neither its bytes nor its addresses, in the log either', async () => {
      const recipient = `gone.${randomUUID().slice(0, 8)}@example.com`;
      const messageId = `<${randomUUID()}.reply.${randomUUID()}@${DOMAIN}>`;
      const reportId = `<${randomUUID()}@mx.example.net>`;
      await bounce({ messageId, recipient, status: '5.1.1', reportId });
      const row = await bounceRead(reportId);
      expect(row.raw).toHaveLength(0);
      expect(lines.filter((line) => line.includes('bounce for no mail of ours'))).not.toEqual([]);
      expect(lines.filter((line) => line.includes(recipient))).toEqual([]);
      expect((await unmatched()).map((mail) => mail.from)).not.toContain(
        MAILER_DAEMON.toLowerCase(),
      );
    });
  });

  describe('by IMAP', () => {
    let mailbox: ImapFlow | undefined;
    const client = () => {
      if (!mailbox) throw new Error('the test’s IMAP client did not start');
      return mailbox;
    };
    /** A message put into the mailbox (IMAP APPEND), as a mail server delivers it; its UID. */
    const appended = async (headers: string[], text: string) => {
      const raw = [...headers, `To: ${INBOUND}`, `Date: ${new Date().toUTCString()}`, '', text];
      const appendedTo = await client().append('INBOX', raw.join('\r\n') + '\r\n');
      if (!appendedTo || !appendedTo.uid) throw new Error('the mailbox refused the message');
      return appendedTo.uid;
    };
    const answer = (from: string, text: string, messageId = `<${randomUUID()}@mail.example>`) =>
      appended([`From: ${from}`, 'Subject: Re: your enquiry', `Message-ID: ${messageId}`], text);
    const seen = (uid: number) =>
      waitFor(
        async () => {
          const message = await client().fetchOne(String(uid), { flags: true }, { uid: true });
          return message && message.flags?.has('\\Seen');
        },
        { what: `message ${uid} flagged \\Seen` },
      );

    beforeAll(async () => {
      mailbox = new ImapFlow({
        host: dovecot!.host,
        port: dovecot!.port,
        secure: false,
        auth: { user: dovecot!.user, pass: dovecot!.password },
        logger: false,
      });
      await mailbox.connect();
      await mailbox.mailboxOpen('INBOX');
    });

    afterAll(async () => {
      await mailbox?.logout();
    });

    it('takes an answer appended to the mailbox to its record once, and flags it \\Seen', async () => {
      const { id, data } = await storedContact();
      const uid = await answer(data.email, ANSWER);
      const [entry] = await replyArrived(id);
      expect(entry).toMatchObject({
        from: data.email,
        text: 'Friday works for us. Can you include hosting?',
      });
      await seen(uid);
      expect(await repliesOf(id)).toEqual([entry]);
    });

    it('gives one entry for a message two replicas read, and one read again after a restart', async () => {
      const replica = await startReplica(notification, sink.smtpUrl, INBOUND_ENV);
      try {
        const { id, data } = await storedContact();
        const messageId = `<${randomUUID()}@mail.example>`;
        const uid = await answer(data.email, 'One answer.', messageId);
        await replyArrived(id);
        await seen(uid);
        // A reader that stopped after storing it and before flagging it: started again, a
        // reader finds it unseen and takes it again.
        await client().messageFlagsRemove(String(uid), ['\\Seen'], { uid: true });
        const restarted = await startReplica(notification, sink.smtpUrl, INBOUND_ENV);
        try {
          await seen(uid);
          await answer(data.email, 'A second answer.');
          const replies = await replyArrived(id, 2);
          expect(replies.map((entry) => entry.text).sort()).toEqual([
            'A second answer.',
            'One answer.',
          ]);
          expect(await inboundRows(messageId)).toHaveLength(1);
        } finally {
          await restarted.close();
        }
      } finally {
        await replica.close();
      }
    });

    it('fails a malformed message alone, and takes the next one', async () => {
      const messageId = `<${randomUUID()}@x.example>`;
      const bad = await appended(
        ['Subject: No sender by IMAP', `Message-ID: ${messageId}`],
        'Who?',
      );
      const { id, data } = await storedContact();
      const next = await answer(data.email, 'After the malformed one.');
      const [entry] = await replyArrived(id);
      expect(entry.text).toBe('After the malformed one.');
      await Promise.all([seen(bad), seen(next)]);

      const [stored] = await inboundRows(messageId);
      const failed = await waitFor(
        async () =>
          (await notification.queue!.getFailed()).find(
            (job) => (job.data as { inboundId?: string }).inboundId === stored.id,
          ),
        { what: 'the malformed message’s job in the failed set' },
      );
      expect(failed.failedReason).toBe('The message names no sender address');
    });
  });

  describe('a person’s inbound mail', () => {
    const newAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
    const personOf = (email: string) =>
      notification.ask<PersonHoldings>(peopleRpc.find(ServiceName.Notification), { email });
    /** One erasure's job on a queue, run by the service consuming it; its counts. */
    /** A mail from `from` waiting for staff in the Unmatched list. */
    const listedUnmatched = async (from: string, subject: string) => {
      await send({ from, subject, text: `${subject}.` });
      return waitFor(async () => (await unmatched()).find((mail) => mail.subject === subject), {
        what: `${subject} listed unmatched`,
      });
    };
    /** A message stored as the listener stores it, its job not run yet (a service was away). */
    const storedUnread = async (raw: string) => {
      const id = randomUUID();
      await notification.db.query(
        `INSERT INTO inbound_messages (id, key, raw, status) VALUES ($1, $2, $3, 'received')`,
        [id, `<${id}@mail.example.com>`, Buffer.from(raw)],
      );
      return id;
    };
    const rawOf = (from: string) =>
      `From: ${from}\r\nTo: ${INBOUND}\r\nSubject: Not read yet\r\n\r\nStill on its way.\r\n`;
    /** Every column of these messages, raw bytes included. */
    const rowsOf = (ids: string[]) =>
      notification.db.query<Record<string, unknown>>(
        'SELECT * FROM inbound_messages WHERE id = ANY($1::uuid[]) ORDER BY id',
        [ids],
      );
    /** Messages that name the address anywhere: a column, or their raw bytes. */
    const rowsNaming = async (address: string) =>
      (
        await notification.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM inbound_messages m
            WHERE strpos(lower(m::text), $1) > 0 OR strpos(lower(encode(raw, 'escape')), $1) > 0`,
          [address],
        )
      )[0].n;

    it('erases exactly one address’s mail, read or not, matched, attached or waiting; another’s stays byte for byte', async () => {
      const [asha, ben] = [newAddress('asha'), newAddress('ben')];
      const bens = await storedContact(ben);
      // Asha writes from an address no record has: staff attach one mail to Ben's record.
      const attached = await listedUnmatched(asha, `Asha about Ben ${randomUUID()}`);
      expect(
        await notification.ask<InboundDecision>(inboundRpc.attach, {
          id: attached.id,
          kind: 'contact',
          recordId: bens.id,
          actorId: ANA,
        }),
      ).toEqual({ done: true });
      await replyArrived(bens.id);
      const waiting = await listedUnmatched(asha, `Asha waiting ${randomUUID()}`);
      await send({ from: ben, text: 'Ben answers his own.' });
      const [, bensOwn] = await replyArrived(bens.id, 2);
      const ashaUnread = await storedUnread(rawOf(asha.toUpperCase()));
      const benUnread = await storedUnread(rawOf(ben));
      const nobodys = await storedUnread(`To: ${INBOUND}\r\nSubject: No sender\r\n\r\nWho?\r\n`);
      const kept = [bensOwn.id, benUnread, nobodys];
      const keptBefore = await rowsOf(kept);
      expect(keptBefore).toHaveLength(3);
      expect(await rowsNaming(asha)).toBe(3);

      expect(await erasedOn(notification.queue!, personScope(asha))).toEqual({
        mails: 0,
        inbound: 3,
      });
      expect(await erasedOn(owners.leadQueue, personScope(asha))).toMatchObject({
        contact: 0,
        'visitor-replies': 1,
      });

      expect(await rowsNaming(asha)).toBe(0);
      expect(await rowsOf([attached.id, waiting.id, ashaUnread])).toEqual([]);
      expect(await rowsOf(kept)).toEqual(keptBefore);
      expect((await unmatched()).map((mail) => mail.id)).not.toContain(waiting.id);
      expect((await personOf(asha)).inbound).toEqual([]);
      expect((await personOf(ben)).inbound.map((mail) => mail.id)).toEqual([bensOwn.id]);
      // Ben's record keeps his answer, waiting on us since it alone.
      expect(await repliesOf(bens.id)).toEqual([bensOwn]);
      expect((await get(bens.id))!.visitorReplyAt).toBe(bensOwn.at);

      // Again: nothing left to find.
      expect(await erasedOn(notification.queue!, personScope(asha))).toEqual({
        mails: 0,
        inbound: 0,
      });
      expect(await rowsOf(kept)).toEqual(keptBefore);
    });

    it('answers in the person view the mails an address sent, newest first, with the record each went to', async () => {
      const email = newAddress('cleo');
      const { id } = await storedContact(email);
      await send({ from: email, subject: 'First', text: 'One.\n\n> quoted' });
      await replyArrived(id);
      await send({ from: email.toUpperCase(), subject: 'Second', text: 'Two.' });
      const [first, second] = await replyArrived(id, 2);

      expect((await personOf(email)).inbound).toEqual([
        {
          id: second.id,
          subject: 'Second',
          receivedAt: second.at,
          record: { kind: 'contact', recordId: id },
          text: 'Two.',
          attachments: [],
        },
        {
          id: first.id,
          subject: 'First',
          receivedAt: first.at,
          record: { kind: 'contact', recordId: id },
          text: 'One.',
          attachments: [],
        },
      ]);
    });

    it('retention deletes the mail past its months, or past its record kind’s, with an injected clock', async () => {
      const now = new Date();
      // Contacts kept 6 months here: mail that went to one goes with them, the rest stays 36.
      const months = { ...RETENTION_DEFAULT_MONTHS, contact: 6 };
      const email = newAddress('dev');
      const { id } = await storedContact(email);
      await send({ from: email, text: 'On a contact.' });
      const [onRecord] = await replyArrived(id);
      const [old, recent] = await Promise.all([
        listedUnmatched(newAddress('old'), `Old ${randomUUID()}`),
        listedUnmatched(newAddress('recent'), `Recent ${randomUUID()}`),
      ]);
      const age = (ids: string[], at: Date) =>
        notification.db.query(
          'UPDATE inbound_messages SET "receivedAt" = $2 WHERE id = ANY($1::uuid[])',
          [ids, at],
        );
      const minute = 60_000;
      await age([onRecord.id, recent.id], new Date(monthsBefore(now, 6).getTime() - minute));
      await age([old.id], new Date(monthsBefore(now, 36).getTime() - minute));
      const recentBefore = await rowsOf([recent.id]);

      expect(await erasedOn(notification.queue!, retentionScope(now, months))).toEqual({
        mails: 0,
        inbound: 2,
      });
      expect(await rowsOf([onRecord.id, old.id])).toEqual([]);
      // Past the contacts' months but unmatched: inside the inbound mail's own.
      expect(await rowsOf([recent.id])).toEqual(recentBefore);
    });
  });
});
