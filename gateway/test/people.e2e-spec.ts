import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import type { PersonExport, PersonRecord } from '@bytecraft/contracts/people';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import { QueueName } from '@bytecraft/contracts/queues';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { RECORD_KINDS, STAFF_PATHS, RECORD_KIND_IDS } from '@bytecraft/contracts/records';
import { personHash } from '@bytecraft/service-runtime/people/person-hash';
import request from 'supertest';
import { waitFor } from '@bytecraft/testing/wait-for';
import { signIn } from './staff';
import {
  exportOf,
  personAddress,
  personOf,
  stored,
  submit,
  submitEveryKind,
  unzip,
  type Sent,
} from './person';
import { startTestSystem, type TestSystem } from './system';

/**
 * What the form sent, as the record keeps it: every field but the address (compared apart, in
 * lower case).
 */
const sentFields = ({ fields }: Sent) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'email'));

/**
 * One person across every service against the real stack: the view gathers every
 * record of one address from lead, recruiting and newsletter and its mails from notification,
 * never another address's; the export holds exactly what the address sent, its resumes byte
 * for byte, and is audited by the address's keyed hash.
 */
describe('a person across every service (system)', () => {
  let system: TestSystem;
  let cookie: string;
  const http = () => request(system.app.getHttpServer());

  beforeAll(async () => {
    system = await startTestSystem('people');
    cookie = await signIn(system.app, system.staff);
  });
  afterAll(() => system?.stop());

  describe('with one address in every kind', () => {
    const email = personAddress();
    const other = personAddress();
    let sent: Sent[];

    beforeAll(async () => {
      sent = await submitEveryKind(system.app, email);
      // Another person's, and the same person's address typed in other cases.
      const others = [await submit(system.app, 'contact', other)];
      sent.push(await submit(system.app, 'contact', email.toUpperCase()));
      await stored(system.app, cookie, email, sent);
      await stored(system.app, cookie, other, others);
      // A note on one record: the view shows each record as its detail does.
      const contact = sent.find((one) => one.kind === 'contact')!;
      await http()
        .post(`/api/${STAFF_PATHS['contact']}/${contact.id}/notes`)
        .set('Cookie', cookie)
        .send({ text: 'Called back, wants a quote.' })
        .expect(201);
      await system.drained(QueueName.Notification);
    });

    it('gathers every record of the address (any case) from every service, newest first, with its mails', async () => {
      const person = await personOf(system.app, cookie, email.toUpperCase());
      expect(person.email).toBe(email.toLowerCase());
      expect(person.records.map(({ record }) => record.id).sort()).toEqual(
        sent.map(({ id }) => id).sort(),
      );
      expect(new Set(person.records.map(({ kind }) => kind))).toEqual(new Set(RECORD_KIND_IDS));
      for (const { record } of person.records)
        expect(record.email.toLowerCase()).toBe(email.toLowerCase());
      const times = person.records.map(({ kind, record }) =>
        String((record as unknown as Record<string, string>)[RECORD_KINDS[kind].orderBy]),
      );
      expect(times).toEqual([...times].sort().reverse());
      const contact = person.records.find(
        ({ record }) => record.id === sent.find((one) => one.kind === 'contact')!.id,
      )!;
      expect(contact.record.activity).toContainEqual(
        expect.objectContaining({ type: 'note', text: 'Called back, wants a quote.' }),
      );
      // Its mails: those sent are the ones that reached the address (the rest skipped by the
      // daily cap of confirmations), each the mail of one of its submissions, none another's.
      const received = (await system.mail.messages()).filter(
        (mail) => mail.to[0]?.address.toLowerCase() === email.toLowerCase(),
      );
      expect(received.length).toBeGreaterThan(0);
      expect(person.mails.filter((mail) => mail.status === 'sent')).toHaveLength(received.length);
      expect(person.mails.filter((mail) => mail.status !== 'skipped')).toHaveLength(
        received.length,
      );
      expect(person.mails).toHaveLength(sent.length);
      for (const mail of person.mails) {
        expect(sent.some(({ id }) => mail.deliveryId.startsWith(id))).toBe(true);
      }
    });

    it('exports a ZIP of exactly what the address sent and its resumes, audited by its keyed hash', async () => {
      const res = await exportOf(system.app, cookie, email);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="person-export.zip"');
      const entries = await unzip(res.body as Buffer);

      const exported = JSON.parse(entries.get('person.json')!.toString('utf8')) as PersonExport;
      expect(exported.email).toBe(email.toLowerCase());
      expect(exported.exportedAt).toEqual(expect.any(String));
      expect(exported.records).toEqual((await personOf(system.app, cookie, email)).records);
      expect(exported.records).toHaveLength(sent.length);
      for (const one of sent) {
        const record = exported.records.find(({ record }) => record.id === one.id) as PersonRecord;
        expect({ kind: record.kind, email: record.record.email.toLowerCase() }).toEqual({
          kind: one.kind,
          email: email.toLowerCase(),
        });
        expect(record.record).toMatchObject(sentFields(one));
      }

      // Each resume under resumes/<kind>-<record id>-<its name>, byte for byte as uploaded.
      const resumes = sent.filter((one) => one.resume);
      expect(resumes).toHaveLength(2);
      const names = [...entries.keys()];
      expect(names).toHaveLength(1 + resumes.length);
      for (const one of resumes) {
        const name = names.find((entry) => entry.startsWith(`resumes/${one.kind}-${one.id}-`));
        expect({ name, same: name && entries.get(name)!.equals(one.resume!.content) }).toEqual({
          name: expect.stringMatching(/\.pdf$/),
          same: true,
        });
      }

      const audit = await system.db.gateway.query<{ actor: string; target: string }>(
        `SELECT a.email AS actor, l.target
           FROM audit_log l JOIN staff_accounts a ON a.id = l.actor_id WHERE l.action = $1`,
        [AuditAction.PersonExport],
      );
      expect(audit).toEqual([
        {
          actor: system.staff.email,
          target: personHash(system.config.PERSON_HASH_KEY, email),
        },
      ]);
      const everyRow = JSON.stringify(await system.db.gateway.query('SELECT * FROM audit_log'));
      expect(everyRow.toLowerCase()).not.toContain(email.toLowerCase());
    });
  });

  it('says a reply and a confirmation sent once they are, as the record’s own detail does', async () => {
    const email = personAddress();
    const contact = await submit(system.app, 'contact', email);
    await stored(system.app, cookie, email, [contact]);
    const path = `/api/${STAFF_PATHS['contact']}/${contact.id}`;
    await http()
      .post(`${path}/replies`)
      .set('Cookie', cookie)
      .send({ subject: 'About your message', body: 'Thank you for writing.' })
      .expect(201);
    /** The mails of an activity: each one's type, state and time sent. */
    const mails = (activity: ActivityEntry[]) =>
      activity.flatMap((entry) =>
        entry.type === 'reply' || entry.type === 'confirmation'
          ? [{ type: entry.type, delivery: entry.delivery, sentAt: entry.sentAt }]
          : [],
      );
    const detail = await waitFor(
      async () => {
        const res = await http().get(path).set('Cookie', cookie).expect(200);
        const found = mails(res.body.data.activity as ActivityEntry[]);
        return found.length === 2 && found.every(({ delivery }) => delivery === 'sent') && found;
      },
      { what: 'the detail to say the reply and the confirmation sent' },
    );
    const person = await personOf(system.app, cookie, email);
    const record = person.records.find(({ record }) => record.id === contact.id)!;
    expect(mails(record.record.activity)).toEqual(detail);
  });

  it('answers an address with nothing an empty person', async () => {
    const email = personAddress();
    expect(await personOf(system.app, cookie, email)).toEqual({
      email: email.toLowerCase(),
      records: [],
      mails: [],
      inbound: [],
    });
  });

  it.each([
    ['no address', {}],
    ['a bad address', { email: 'asha@' }],
  ])('refuses %s with a catalogue 400 on the view and the export', async (_, query) => {
    for (const path of ['/api/admin/people', '/api/admin/people/export']) {
      const res = await http().get(path).query(query).set('Cookie', cookie).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: ERROR_MESSAGES.validation,
        validationErrors: [expect.objectContaining({ field: 'email' })],
      });
    }
  });

  it('answers 401 without a session', async () => {
    for (const path of ['/api/admin/people', '/api/admin/people/export']) {
      const res = await http().get(path).query({ email: personAddress() }).expect(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 503, never a partial person, while a service is down; and again once it is back', async () => {
    const email = personAddress();
    const sentContact = await submit(system.app, 'contact', email);
    await stored(system.app, cookie, email, [sentContact]);
    await system.stopService('newsletter');
    try {
      for (const path of ['/api/admin/people', '/api/admin/people/export']) {
        const res = await http().get(path).query({ email }).set('Cookie', cookie).expect(503);
        expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
      }
    } finally {
      await system.restartService('newsletter');
    }
    expect((await personOf(system.app, cookie, email)).records).toHaveLength(1);
  });
});
