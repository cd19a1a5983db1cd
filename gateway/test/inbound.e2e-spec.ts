import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import type { InboundOriginal, UnmatchedMail } from '@bytecraft/contracts/inbound';
import type { Erasure, ErasureAccepted, Person, PersonExport } from '@bytecraft/contracts/people';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import { AuditAction, type AuditEntry } from '@bytecraft/contracts/staff-team';
import { errorBody } from '@bytecraft/testing/error-body';
import { buildDeliveryReport, MAILER_DAEMON } from '@bytecraft/testing/delivery-report';
import { messageIdOf } from '@bytecraft/testing/smtp-sink';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import request from 'supertest';
import {
  exportOf,
  jobsMentioning,
  personAddress,
  personOf,
  storedRecord,
  submit,
  unzip,
} from './person';
import { newMember, signIn } from './staff';
import { INBOUND_ADDRESS, startInboundSystem, type InboundListener } from './inbound-listener';
import type { TestSystem } from './system';

const UNMATCHED = '/api/admin/inbound/unmatched';
const NOT_FOUND = errorBody('NOT_FOUND', ERROR_MESSAGES.notFound);

/**
 * Staff's side of inbound mail through the gateway, against the real stack (the notification
 * service's listener on a port of the suite's): a mail nobody can place is listed, attached by
 * any staff member to the record it answers (which then shows it) or discarded by an admin,
 * each decision audited; a message not unmatched is a 404 in the error catalogue's shape.
 */
describe('inbound mail: the Unmatched list (system)', () => {
  let system: TestSystem;
  let inbound: InboundListener;
  let admin: string;
  let member: string;
  const http = () => request(system.app.getHttpServer());

  /** A mail to the inbound address, as a visitor's mail client sends it, quoting ours. */
  const mailFrom = (from: string, subject: string) =>
    inbound.relay().sendMail({
      from,
      to: INBOUND_ADDRESS,
      subject,
      text: `${subject}\n\nOn Mon, someone wrote:\n> an older message`,
    });
  const unmatched = async () =>
    (await http().get(UNMATCHED).set('Cookie', member).expect(200)).body.data as UnmatchedMail[];
  /** The targets of the audit entries of `action`, as an admin reads them. */
  const auditedTargets = async (action: AuditAction) =>
    (
      (await http().get(`/api/admin/audit?action=${action}`).set('Cookie', admin).expect(200)).body
        .data as AuditEntry[]
    ).map((entry) => entry.target);
  /** A mail from an address no record has (a stranger's, unless named), once listed. */
  const strangerMail = async (
    subject: string,
    from = `stranger.${randomBytes(4).toString('hex')}@example.org`,
  ) => {
    await mailFrom(from, subject);
    return waitFor(async () => (await unmatched()).find((mail) => mail.subject === subject), {
      what: `the mail from ${from} listed unmatched`,
    });
  };

  beforeAll(async () => {
    ({ inbound, system } = await startInboundSystem('inbound'));
    admin = await signIn(system.app, system.staff);
    member = (await newMember(system.app)).cookie;
  });
  afterAll(() => system?.stop());

  it('lists a mail no record matched, for signed-in staff only', async () => {
    await http().get(UNMATCHED).expect(401);
    const listed = await strangerMail('About a project');
    expect(listed).toMatchObject({ subject: 'About a project', text: 'About a project' });
  });

  it('attaches it to the record it answers, which shows it; audited; twice is a 404', async () => {
    const sent = await submit(system.app, 'contact', personAddress());
    const { id } = sent;
    const record = await storedRecord(system.app, member, sent);
    const listed = await strangerMail('Our budget');
    const attach = (body: object, mailId = listed.id) =>
      http().post(`${UNMATCHED}/${mailId}/attach`).set('Cookie', member).send(body);

    const invalid = await attach({ kind: 'newsletter-subscription', recordId: 'x' }).expect(400);
    expect(invalid.body.validationErrors).toEqual([
      { field: 'kind', message: 'Kind must be a kind staff reply to' },
      { field: 'recordId', message: "Record must be a record's id" },
    ]);
    expect((await attach({ kind: 'contact', recordId: randomUUID() }).expect(404)).body).toEqual(
      NOT_FOUND,
    );
    await attach({ kind: 'contact', recordId: id }).expect(200, { success: true });
    expect((await attach({ kind: 'contact', recordId: id }).expect(404)).body).toEqual(NOT_FOUND);
    await attach({ kind: 'contact', recordId: id }, 'not-an-id').expect(404);

    const entry = await waitFor(
      async () => {
        const { body } = await http().get(record).set('Cookie', member).expect(200);
        return (body.data.activity as ActivityEntry[]).find((e) => e.type === 'visitor-reply');
      },
      { what: 'the attached mail on the record' },
    );
    expect(entry).toMatchObject({ id: listed.id, subject: 'Our budget', text: 'Our budget' });
    expect((await unmatched()).map((mail) => mail.id)).not.toContain(listed.id);

    expect(await auditedTargets(AuditAction.InboundAttach)).toContain(
      `inbound/${listed.id} to contact/${id}`,
    );
  });

  it('lets an admin alone discard one; audited', async () => {
    const listed = await strangerMail('Cheap watches');
    const discard = (cookie: string) =>
      http().post(`${UNMATCHED}/${listed.id}/discard`).set('Cookie', cookie).send({});
    await discard(member).expect(403);
    await discard(admin).expect(200, { success: true });
    expect((await discard(admin).expect(404)).body).toEqual(NOT_FOUND);

    expect((await unmatched()).map((mail) => mail.id)).not.toContain(listed.id);
    expect(await auditedTargets(AuditAction.InboundDiscard)).toContain(`inbound/${listed.id}`);
  });
  it('shows a staff reply that bounced as failed on the record, hard, with its status', async () => {
    const email = personAddress();
    const record = await storedRecord(
      system.app,
      member,
      await submit(system.app, 'contact', email),
    );
    await http()
      .post(`${record}/replies`)
      .set('Cookie', member)
      .send({ subject: 'Your proposal', body: 'It is attached.' })
      .expect(201);
    const replyOf = async () => {
      const { body } = await http().get(record).set('Cookie', member).expect(200);
      return (body.data.activity as ActivityEntry[]).find((entry) => entry.type === 'reply')!;
    };
    const sent = await waitFor(
      async () => {
        const reply = await replyOf();
        return reply.type === 'reply' && reply.delivery === 'sent' && reply;
      },
      { what: 'the reply sent' },
    );

    await inbound.relay().sendMail({
      envelope: { from: MAILER_DAEMON, to: [INBOUND_ADDRESS] },
      raw: buildDeliveryReport({
        messageId: messageIdOf(sent.deliveryId),
        recipient: email,
        status: '5.1.1',
        to: INBOUND_ADDRESS,
      }),
    });
    const bounced = await waitFor(
      async () => {
        const reply = await replyOf();
        return reply.type === 'reply' && reply.delivery === 'failed' && reply;
      },
      { what: 'the reply failed by its bounce' },
    );
    expect(bounced).toMatchObject({
      deliveryId: sent.deliveryId,
      sentAt: sent.sentAt,
      bounce: { type: 'hard', status: '5.1.1' },
    });
  });

  describe('a person’s inbound mail: erasure, retention, the person view and its export', () => {
    const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;
    const recordPath = (id: string) => `/api/${STAFF_PATHS.contact}/${id}`;
    const visitorReplies = async (id: string) =>
      (
        (await http().get(recordPath(id)).set('Cookie', member).expect(200)).body.data
          .activity as ActivityEntry[]
      ).filter((entry) => entry.type === 'visitor-reply');
    const storedContact = async (email: string) => {
      const sent = await submit(system.app, 'contact', email);
      await storedRecord(system.app, member, sent);
      return sent.id;
    };
    const repliesArrived = (id: string, count: number) =>
      waitFor(async () => ((await visitorReplies(id)).length >= count ? true : undefined), {
        what: `${count} visitor replies on ${id}`,
      });
    const exported = async (email: string, cookie: string) => {
      const res = await exportOf(system.app, cookie, email);
      const entries = await unzip(res.body as Buffer);
      return JSON.parse(entries.get('person.json')!.toString('utf8')) as PersonExport;
    };
    const erasureDone = (id: string) =>
      waitFor(
        async () => {
          const { body } = await http()
            .get(`/api/admin/erasures/${id}`)
            .set('Cookie', admin)
            .expect(200);
          return (body.data as Erasure).status === 'done' ? (body.data as Erasure) : undefined;
        },
        { what: `erasure ${id} to finish`, timeoutMs: 60_000 },
      );
    /** Every column of the address's inbound messages in the notification service, raw included. */
    const inboundRowsOf = (email: string) =>
      system.db.notification.query<Record<string, unknown>>(
        'SELECT * FROM inbound_messages WHERE "fromAddress" = $1 ORDER BY id',
        [email],
      );
    /** Rows that name the address anywhere: inbound messages (raw too) and record activity. */
    const rowsNaming = async (email: string) => {
      const [inbound] = await system.db.notification.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM inbound_messages m
          WHERE strpos(lower(m::text), $1) > 0 OR strpos(lower(encode(raw, 'escape')), $1) > 0`,
        [email],
      );
      const [activity] = await system.db.lead.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM activity_entries a WHERE strpos(lower(a::text), $1) > 0`,
        [email],
      );
      return inbound.n + activity.n;
    };

    it('erases one address’s mail from every read path, as the lowest role read it; another’s stays byte for byte', async () => {
      const [asha, ben] = [address('asha'), address('ben')];
      const suffix = randomUUID();
      // Mail from addresses no record has yet: it waits unmatched.
      const bensWaiting = await strangerMail(`Ben waiting ${suffix}`, ben);
      const ashasAttached = await strangerMail(`Asha about Ben ${suffix}`, asha);
      const ashasWaiting = await strangerMail(`Asha waiting ${suffix}`, asha);
      const bensContact = await storedContact(ben);
      await http()
        .post(`${UNMATCHED}/${ashasAttached.id}/attach`)
        .set('Cookie', member)
        .send({ kind: 'contact', recordId: bensContact })
        .expect(200);
      const ashasContact = await storedContact(asha);
      await mailFrom(asha, `Asha on her own ${suffix}`);
      await mailFrom(ben, `Ben on his own ${suffix}`);
      await repliesArrived(ashasContact, 1);
      await repliesArrived(bensContact, 2);

      // The person view and its export, as a staff member (not an admin) reads them.
      const ashasView = await personOf(system.app, member, asha);
      expect(ashasView.inbound).toHaveLength(3);
      expect(ashasView.inbound[0]).toEqual({
        id: expect.any(String),
        subject: `Asha on her own ${suffix}`,
        receivedAt: expect.any(String),
        record: { kind: 'contact', recordId: ashasContact },
        text: `Asha on her own ${suffix}`,
        attachments: [],
      });
      expect(ashasView.inbound.slice(1)).toEqual([
        expect.objectContaining({ id: ashasWaiting.id, record: null }),
        expect.objectContaining({
          id: ashasAttached.id,
          record: { kind: 'contact', recordId: bensContact },
          text: `Asha about Ben ${suffix}`,
        }),
      ]);
      expect((await exported(asha, member)).inbound).toEqual(ashasView.inbound);

      const bensRows = await inboundRowsOf(ben);
      expect(bensRows).toHaveLength(2);
      const bensView = await personOf(system.app, member, ben);
      const bensReplies = (await visitorReplies(bensContact)).filter(
        (entry) => entry.type === 'visitor-reply' && entry.from === ben,
      );
      expect(await rowsNaming(asha)).toBeGreaterThan(0);

      await http()
        .post('/api/admin/people/erase')
        .set('Cookie', member)
        .send({ email: asha, confirm: asha })
        .expect(403);
      const accepted = (
        await http()
          .post('/api/admin/people/erase')
          .set('Cookie', admin)
          .send({ email: asha.toUpperCase(), confirm: asha })
          .expect(202)
      ).body.data as ErasureAccepted;
      const done = await erasureDone(accepted.id);
      expect(done.parts.notification.counts).toMatchObject({ inbound: 3 });
      expect(done.parts.lead.counts).toMatchObject({ contact: 1, 'visitor-replies': 1 });

      expect(await rowsNaming(asha)).toBe(0);
      // The erasure's own jobs carry the address until the queue removes them, a moment after
      // they report done; any other job naming it would keep this wait from ending.
      await waitFor(async () => (await jobsMentioning(system, asha)).length === 0, {
        what: `no job naming ${asha}`,
      });
      const listed = await unmatched();
      expect(listed.filter((mail) => mail.from === asha)).toEqual([]);
      expect(listed.map((mail) => mail.id)).toContain(bensWaiting.id);
      await http().get(recordPath(ashasContact)).set('Cookie', member).expect(404);
      expect(await visitorReplies(bensContact)).toEqual(bensReplies);
      const empty: Person = { email: asha, records: [], mails: [], inbound: [] };
      expect(await personOf(system.app, member, asha)).toEqual(empty);
      expect((await exported(asha, member)).inbound).toEqual([]);

      // Ben's mail is as it was; his record lost Asha's answer alone, and waits since his own.
      expect(await inboundRowsOf(ben)).toEqual(bensRows);
      const bensViewAfter = await personOf(system.app, member, ben);
      expect(bensViewAfter.inbound).toEqual(bensView.inbound);
      expect(bensViewAfter.mails).toEqual(bensView.mails);
      const bensRecord = await http().get(recordPath(bensContact)).set('Cookie', member);
      expect(bensRecord.body.data.visitorReplyAt).toBe(bensReplies[0].at);
    });

    it('shows any staff member a received message whole, as JSON only, each reading audited; a 404 once its sender is erased', async () => {
      const sender = address('carol');
      const subject = `The whole of it ${randomUUID()}`;
      await inbound.relay().sendMail({
        from: sender,
        to: INBOUND_ADDRESS,
        subject,
        headers: { 'X-Carol': 'kept as it came' },
        text: 'My own words.\n\nOn Mon, someone wrote:\n> an older message',
        html: '<p>My <b>own</b> words.</p><script>alert(1)</script>',
      });
      const listed = await waitFor(
        async () => (await unmatched()).find((mail) => mail.subject === subject),
        { what: 'the mail listed unmatched' },
      );
      expect(listed.text).toBe('My own words.');
      const original = `/api/admin/inbound/${listed.id}/original`;

      const res = await http().get(original).set('Cookie', member).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const data = res.body.data as InboundOriginal;
      expect(data).toMatchObject({
        id: listed.id,
        receivedAt: listed.receivedAt,
        text: 'My own words.\n\nOn Mon, someone wrote:\n> an older message',
        html: '<p>My <b>own</b> words.</p><script>alert(1)</script>',
      });
      expect(data.headers).toEqual(
        expect.arrayContaining([
          { name: 'Subject', value: subject },
          { name: 'From', value: sender },
          { name: 'X-Carol', value: 'kept as it came' },
        ]),
      );
      expect(await auditedTargets(AuditAction.InboundOriginalView)).toContain(
        `inbound/${listed.id}`,
      );
      for (const missing of [randomUUID(), 'not-an-id']) {
        const notThere = await http()
          .get(`/api/admin/inbound/${missing}/original`)
          .set('Cookie', member)
          .expect(404);
        expect(notThere.body).toEqual(NOT_FOUND);
      }

      const accepted = (
        await http()
          .post('/api/admin/people/erase')
          .set('Cookie', admin)
          .send({ email: sender, confirm: sender })
          .expect(202)
      ).body.data as ErasureAccepted;
      await erasureDone(accepted.id);
      expect((await http().get(original).set('Cookie', member).expect(404)).body).toEqual(
        NOT_FOUND,
      );
    });

    it('retention takes the mail past its months, with an injected clock, and keeps the rest', async () => {
      const suffix = randomUUID();
      const [old, fresh] = [
        await strangerMail(`Old ${suffix}`),
        await strangerMail(`Fresh ${suffix}`),
      ];
      await system.db.notification.query(
        `UPDATE inbound_messages SET "receivedAt" = now() - interval '37 months' WHERE id = $1`,
        [old.id],
      );
      const erasures = new Queue(QueueName.Erasures, {
        prefix: system.prefix,
        connection: { url: system.config.REDIS_URL },
      });
      try {
        await erasures.add(JobName.RetentionDue, { now: new Date().toISOString() });
      } finally {
        await erasures.close();
      }
      const run = await waitFor(
        async () => {
          const { body } = await http().get('/api/admin/erasures').set('Cookie', admin).expect(200);
          return (body.data as Erasure[]).find(
            (one) => one.reason === 'retention' && one.status === 'done',
          );
        },
        { what: 'the retention run to finish', timeoutMs: 60_000 },
      );
      expect(run.parts.notification.counts).toMatchObject({ inbound: 1 });
      const ids = (await unmatched()).map((mail) => mail.id);
      expect(ids).not.toContain(old.id);
      expect(ids).toContain(fresh.id);
    });
  });
});
