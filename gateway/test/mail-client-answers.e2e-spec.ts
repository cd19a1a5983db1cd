import type { UnmatchedMail, VisitorReplyAdded } from '@bytecraft/contracts/inbound';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import type { InboundRefusal } from '@bytecraft/contracts/staff-answers';
import type { CaughtMail } from '@bytecraft/testing/mail-catcher';
import { messageIdOf } from '@bytecraft/testing/smtp-sink';
import { newPassword } from '@bytecraft/testing/staff';
import { waitFor } from '@bytecraft/testing/wait-for';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { personAddress, submit } from './person';
import { newMember } from './staff';
import {
  INBOUND_ADDRESS,
  INBOUND_DOMAIN,
  startInboundSystem,
  type InboundListener,
} from './inbound-listener';
import type { TestSystem } from './system';

const RECORD_ADDRESS = new RegExp(`^r\\.[0-9a-f]{32}\\.[0-9a-f]{24}@${INBOUND_DOMAIN}$`);
/** Any record address, wherever it appears in a mail. */
const ANY_RECORD_ADDRESS = /r\.[0-9a-f]{32}\.[0-9a-f]{24}@/i;
const CONTACT_ALERT_SUBJECT = 'New contact message';
const CONTACT_THREAD_SUBJECT = 'Re: We received your project enquiry';
const VISITOR_ANSWERED_SUBJECT = 'A visitor answered';

type Reply = Extract<ActivityEntry, { type: 'reply' }>;
type VisitorReply = Extract<ActivityEntry, { type: 'visitor-reply' }>;

/**
 * Answering a staff alert from a mail client, against the whole stack: the alert's Reply-To is
 * its record's signed address; a staff member's answer sent there (nodemailer to the inbound
 * SMTP listener, as their mail client would) reaches the visitor once, as a console reply does,
 * and the record shows it by them; a disabled account, a visitor, or an altered address sends
 * nothing and waits in the Unmatched list with why; the visitor's own mails carry no record
 * address.
 */
describe('answering a staff alert from a mail client (system)', () => {
  let system: TestSystem;
  let inbound: InboundListener;
  let member: { id: string; email: string; cookie: string };
  const http = () => request(system.app.getHttpServer());

  /** A staff member's mail client answering the alert: its Reply-To as recipient, quoting it. */
  const answer = (
    from: string,
    to: string,
    text: string,
    extra: {
      messageId?: string;
      inReplyTo?: string;
      attachments?: { filename: string; content: Buffer }[];
    } = {},
  ) =>
    inbound.relay().sendMail({
      from,
      to,
      subject: `Re: ${CONTACT_ALERT_SUBJECT}`,
      text: `${text}\n\nOn Mon, Bytecraft Technologies wrote:\n> ${CONTACT_ALERT_SUBJECT}\n> Message: the visitor's words`,
      ...extra,
    });

  const recordPath = (id: string) => `/api/${STAFF_PATHS.contact}/${id}`;
  const activityOf = async (id: string) =>
    (await http().get(recordPath(id)).set('Cookie', member.cookie).expect(200)).body.data
      .activity as ActivityEntry[];
  const repliesOn = async (id: string) =>
    (await activityOf(id)).filter((entry): entry is Reply => entry.type === 'reply');
  const visitorRepliesOn = async (id: string) =>
    (await activityOf(id)).filter((entry): entry is VisitorReply => entry.type === 'visitor-reply');
  const mailsTo = async (email: string) =>
    (await system.mail.messages()).filter((mail) =>
      mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()),
    );
  /** A header of a message as received, unfolded. */
  const headerOf = (source: string, name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
      .exec(source)?.[1]
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();

  /** A contact from a new visitor, stored, with its alert to staff and the record's address. */
  const contactWithAlert = async () => {
    const visitor = personAddress();
    const { id } = await submit(system.app, 'contact', visitor);
    const alert = await system.mail.waitForMail(
      (mail) => mail.subject === CONTACT_ALERT_SUBJECT && !!mail.text?.includes(id),
      `the alert of contact ${id}`,
    );
    const source = await system.mail.source(alert.id);
    return { id, visitor, alert, recordAddress: headerOf(source, 'Reply-To')! };
  };
  const unmatchedMail = async (subjectOrText: string) =>
    waitFor(
      async () => {
        const { body } = await http()
          .get('/api/admin/inbound/unmatched')
          .set('Cookie', member.cookie)
          .expect(200);
        return (body.data as UnmatchedMail[]).find((mail) => mail.text === subjectOrText);
      },
      { what: `"${subjectOrText}" in the Unmatched list` },
    );
  /** Waits for the visitor's mail of a reply to arrive. */
  const visitorMail = (visitor: string, text: string) =>
    system.mail.waitForMail(
      (mail) =>
        mail.to.some((to) => to.address.toLowerCase() === visitor.toLowerCase()) &&
        !!mail.text?.includes(text),
      `the visitor's mail "${text}"`,
    );

  beforeAll(async () => {
    ({ inbound, system } = await startInboundSystem('mail-client-answers', {
      INBOUND_ADDRESS_KEY: 'the suite’s record address key',
    }));
    member = await newMember(system.app, 'ana');
  });
  afterAll(() => system?.stop());

  it('gives the alert its record’s address as Reply-To, and the visitor’s confirmation none', async () => {
    const { visitor, recordAddress } = await contactWithAlert();
    expect(recordAddress).toMatch(RECORD_ADDRESS);
    const [confirmation] = await mailsTo(visitor);
    const source = await system.mail.source(confirmation.id);
    expect(source).not.toMatch(/^Reply-To:/im);
    expect(source).not.toMatch(ANY_RECORD_ADDRESS);
  });

  it('mails a staff member’s answer to the visitor once, as a console reply, and the record shows it by them; delivered twice or its check run again, still once', async () => {
    const { id, visitor, alert, recordAddress } = await contactWithAlert();
    const messageId = `<${randomUUID()}@mail.client.example>`;
    const alertSource = await system.mail.source(alert.id);
    await answer(member.email, recordAddress, 'We can start on Monday.', {
      messageId,
      inReplyTo: headerOf(alertSource, 'Message-ID'),
    });

    const [reply] = await waitFor(
      async () => {
        const replies = await repliesOn(id);
        return replies.length > 0 && replies;
      },
      { what: `the answer on contact ${id}` },
    );
    expect(reply).toMatchObject({
      actorId: member.id,
      subject: CONTACT_THREAD_SUBJECT,
      body: 'We can start on Monday.',
      templateId: null,
    });
    const mailed = await visitorMail(visitor, 'We can start on Monday.');
    expect(mailed.subject).toBe(CONTACT_THREAD_SUBJECT);
    // The quoted alert (the visitor's words, our headers) never goes back to the visitor.
    expect(mailed.text).not.toContain(CONTACT_ALERT_SUBJECT);
    const mailedSource = await system.mail.source(mailed.id);
    expect(mailedSource).not.toMatch(ANY_RECORD_ADDRESS);

    // The same mail from the console, on another record: the same template and headers.
    const other = await contactWithAlert();
    await http()
      .post(`${recordPath(other.id)}/replies`)
      .set('Cookie', member.cookie)
      .send({ subject: CONTACT_THREAD_SUBJECT, body: 'We can start on Tuesday.' })
      .expect(201);
    const consoleMail = await visitorMail(other.visitor, 'We can start on Tuesday.');
    const consoleSource = await system.mail.source(consoleMail.id);
    expect(Object.keys(mailed.headers).sort()).toEqual(Object.keys(consoleMail.headers).sort());
    expect(headerOf(mailedSource, 'Reply-To')).toBe(headerOf(consoleSource, 'Reply-To'));
    expect(headerOf(mailedSource, 'From')).toBe(headerOf(consoleSource, 'From'));
    expect(headerOf(mailedSource, 'Message-ID')).toBe(messageIdOf(reply.deliveryId));
    expect(reply.deliveryId).toBe(`${id}.reply.${reply.id}`);

    // The same message delivered again, and its check run again as a second replica would.
    await answer(member.email, recordAddress, 'We can start on Monday.', { messageId });
    const staffAnswers = new Queue(QueueName.StaffAnswers, {
      prefix: system.prefix,
      connection: { url: system.config.REDIS_URL },
    });
    try {
      await staffAnswers.add(JobName.StaffAnswerMailed, { inboundId: reply.id });
      await system.drained(QueueName.Notification, QueueName.StaffAnswers);
      // What the queue dashboard shows of an answer: the message's id, no address, no words.
      const jobs = await staffAnswers.getJobs(['completed', 'failed']);
      expect(jobs.length).toBeGreaterThan(0);
      for (const job of jobs.filter((one) => one.name === JobName.StaffAnswerMailed)) {
        expect(job.data).toEqual({ inboundId: expect.any(String) });
      }
    } finally {
      await staffAnswers.close();
    }
    // A later answer mailed proves the earlier work done: still one mail and one entry of it.
    await answer(member.email, recordAddress, 'And the quote is attached.');
    await visitorMail(visitor, 'And the quote is attached.');
    // The later reply quotes the first below its own text.
    const toVisitor = (await mailsTo(visitor)).filter((mail) =>
      mail.text?.startsWith('We can start on Monday.'),
    );
    expect(toVisitor).toHaveLength(1);
    expect((await repliesOn(id)).map((entry) => entry.body)).toEqual([
      'We can start on Monday.',
      'And the quote is attached.',
    ]);
    // Its address matched first: answering our alert (In-Reply-To), it is no visitor's answer.
    expect(await visitorRepliesOn(id)).toEqual([]);
  });

  it('passes the files of a staff member’s answer on to the visitor, only those a visitor’s would be kept, by their bytes', async () => {
    const { visitor, recordAddress } = await contactWithAlert();
    await answer(member.email, recordAddress, 'The quote is attached.', {
      attachments: [
        { filename: 'quote.pdf', content: Buffer.from('%PDF-1.7\n% our quote\n%%EOF\n') },
        // A program named as a document: its bytes say what it is.
        { filename: 'invoice.pdf', content: Buffer.from('MZ\x90\x00 a program') },
      ],
    });
    const mailed = await visitorMail(visitor, 'The quote is attached.');
    const source = await system.mail.source(mailed.id);
    expect(source).toMatch(/^Content-Disposition: attachment; filename=quote\.pdf/im);
    expect(source).toMatch(/^Content-Type: application\/pdf; name=quote\.pdf/im);
    expect(source).not.toContain('invoice.pdf');
  });

  it('tells the record’s owner of its visitor’s answer once, answering from the record; an unowned record’s mailbox is told instead', async () => {
    /** The visitor answers to the inbound address, so their answer is matched by their address. */
    const visitorAnswers = async (visitor: string) => {
      const words = `Friday works for us ${randomUUID()}`;
      await inbound.relay().sendMail({
        from: visitor,
        to: INBOUND_ADDRESS,
        subject: CONTACT_THREAD_SUBJECT,
        text: `${words}\n\nOn Mon, Bytecraft Technologies wrote:\n> Our quote`,
      });
      const told = await system.mail.waitForMail(
        (mail) => mail.subject === VISITOR_ANSWERED_SUBJECT && !!mail.text?.includes(words),
        `the mail telling of "${words}"`,
      );
      return { words, told, source: await system.mail.source(told.id) };
    };

    const owned = await contactWithAlert();
    await http()
      .patch(`${recordPath(owned.id)}/owner`)
      .set('Cookie', member.cookie)
      .send({ ownerId: member.id })
      .expect(200);
    const { words, told, source } = await visitorAnswers(owned.visitor);
    expect(told.to.map((to) => to.address)).toEqual([member.email]);
    expect(headerOf(source, 'Reply-To')).toBe(owned.recordAddress);
    expect(told.text).toContain(`From: ${owned.visitor.toLowerCase()}`);

    // The owning service handing the same answer over again, as a run after a crash would.
    const [entry] = await visitorRepliesOn(owned.id);
    const staffAnswers = new Queue(QueueName.StaffAnswers, {
      prefix: system.prefix,
      connection: { url: system.config.REDIS_URL },
    });
    try {
      const again: VisitorReplyAdded = {
        kind: 'contact',
        recordId: owned.id,
        inboundId: entry.id,
        ownerId: member.id,
      };
      await staffAnswers.add(JobName.VisitorReplyAdded, again, { jobId: randomUUID() });
      await system.drained(QueueName.StaffAnswers, QueueName.Notification);
      // What the queue holds of an answer: ids, no address, no words.
      const handed = (await staffAnswers.getJobs(['completed'])).filter(
        (job) => job.name === JobName.VisitorReplyAdded && job.data.recordId === owned.id,
      );
      expect(handed.map((job) => job.data)).toEqual([again, again]);
    } finally {
      await staffAnswers.close();
    }
    const tellings = (await system.mail.messages()).filter(
      (mail) => mail.subject === VISITOR_ANSWERED_SUBJECT && mail.text?.includes(words),
    );
    expect(tellings).toHaveLength(1);

    const unowned = await contactWithAlert();
    const toMailbox = await visitorAnswers(unowned.visitor);
    expect(toMailbox.told.to.map((to) => to.address)).toEqual(['sales@bytecraft.example']);
    expect(headerOf(toMailbox.source, 'Reply-To')).toBe(unowned.recordAddress);
  });

  it('sends nothing for a disabled account, a visitor, an altered address, or what the console would refuse: each waits in the Unmatched list with why', async () => {
    const { id, visitor, recordAddress } = await contactWithAlert();
    const accounts = system.app.get(StaffAccountsService);
    const disabled = { email: `ravi.${randomUUID()}@bytecraft.example`, password: newPassword() };
    await accounts.add(disabled.email, disabled.password);
    await accounts.update((await accounts.idOf(disabled.email))!, { disabled: true });
    const [local, domain] = recordAddress.split('@');
    const altered = `${local.slice(0, -1)}${local.endsWith('0') ? '1' : '0'}@${domain}`;

    const tries: [string, string, string, InboundRefusal][] = [
      [disabled.email, recordAddress, `From a disabled account ${randomUUID()}`, 'not-staff'],
      [visitor, recordAddress, `From the visitor ${randomUUID()}`, 'not-staff'],
      [member.email, altered, `To an altered address ${randomUUID()}`, 'forged-address'],
      [member.email, recordAddress, `Dear {{nobody}} ${randomUUID()}`, 'invalid'],
    ];
    for (const [from, to, text, refused] of tries) {
      await answer(from, to, text);
      expect(await unmatchedMail(text)).toMatchObject({ refused, from: from.toLowerCase() });
    }

    // A later answer from an active account is mailed: by then the refused ones were handled.
    await answer(member.email, recordAddress, 'This one is ours.');
    await visitorMail(visitor, 'This one is ours.');
    const sent: CaughtMail[] = (await mailsTo(visitor)).filter(
      (mail) => mail.subject === CONTACT_THREAD_SUBJECT,
    );
    expect(sent.map((mail) => mail.text?.split('\n')[0])).toEqual(['This one is ours.']);
    expect((await repliesOn(id)).map((entry) => entry.body)).toEqual(['This one is ours.']);
    // The visitor's, though their address has this open record, is not their answer to it.
    expect(await visitorRepliesOn(id)).toEqual([]);
  });
});
