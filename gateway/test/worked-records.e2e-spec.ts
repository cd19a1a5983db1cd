import { CONSOLE_SECTIONS } from '@bytecraft/contracts/console-paths';
import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { REPLY_MAILBOX } from '@bytecraft/contracts/mail';
import { QueueName } from '@bytecraft/contracts/queues';
import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { firstResponseHours } from '@bytecraft/contracts/records/due';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { PLACEHOLDERS, type ActivityEntry } from '@bytecraft/contracts/records/work';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import {
  RECORD_KINDS,
  STAFF_PATHS,
  WORKED_KINDS,
  WORKED_SERVICES,
  type WorkedKind,
} from '@bytecraft/contracts/records';
import { parseCsv } from '@bytecraft/testing/csv';
import { errorBody, validationBody } from '@bytecraft/testing/error-body';
import { buildContact, files } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { newPassword } from '@bytecraft/testing/staff';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { OWNER_INACTIVE } from '../src/records/owners';
import { NOTE_NOT_YOURS, REPLY_NOT_HELD } from '../src/records/worked-records.controller';
import { StaffIdMapping } from '../src/records/staff-id-mapping';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { formOf } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

/** Where the notification service writes the console's links (its PUBLIC_SITE_URL default). */
const SITE = 'http://localhost:5173';
/** The notification service's default address of each staff mailbox. */
const MAILBOX_ADDRESS = (kind: WorkedKind) => `${REPLY_MAILBOX[kind]}@bytecraft.example`;
const OWNER_MAIL_SUBJECT = 'You now own records in the staff console';
/** Replies one address is mailed a day in this suite (REPLY_DAILY_CAP_PER_RECIPIENT). */
const CAP = 3;

/** Letters only, so it fits in a person's name: each test's records are its own. */
const tag = () => [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

/** A visitor's message starting like a spreadsheet formula: the CSV must neutralise it. */
const FORMULA = '=HYPERLINK("https://evil.example") we would like to hear from you soon please.';

/** The field of each worked kind's form that holds the visitor's own message. */
const MESSAGE_FIELD: Record<WorkedKind, string> = {
  contact: 'message',
  'schedule-call': 'message',
  consultation: 'message',
  'developer-hire': 'message',
  'job-application': 'coverLetter',
  'internship-application': 'motivation',
  'internship-question': 'question',
};

const NOT_FOUND = errorBody('NOT_FOUND', ERROR_MESSAGES.notFound);

interface Submitted {
  id: string;
  name: string;
  email: string;
  message: string;
}

/**
 * Working a record through the gateway against the real stack, for every worked kind: the
 * owning service keeps owner, follow-up, notes and activity; the notification service mails
 * the reply and the owner's note, and tells the gateway how each mail went.
 */
describe('worked records (system)', () => {
  let system: TestSystem;
  let admin: { cookie: string; id: string; email: string; name: string };
  let member: { cookie: string; id: string; email: string; name: string };
  let disabledId: string;
  const http = () => request(system.app.getHttpServer());

  beforeAll(async () => {
    const cap = { REPLY_DAILY_CAP_PER_RECIPIENT: String(CAP) };
    system = await startTestSystem(
      'worked-records',
      {},
      { serviceEnv: { lead: cap, recruiting: cap } },
    );
    const accounts = system.app.get(StaffAccountsService);
    const adminAccount = await accounts.rename(
      (await accounts.byEmail(system.staff.email)).id,
      'Dev Admin',
    );
    admin = {
      cookie: await signIn(system.app, system.staff),
      id: adminAccount.id,
      email: adminAccount.email,
      name: 'Dev Admin',
    };
    const credentials = {
      email: `member.${tag()}@bytecraft.example`,
      password: newPassword(),
    };
    await accounts.add(credentials.email, credentials.password);
    const memberAccount = await accounts.rename(
      (await accounts.byEmail(credentials.email)).id,
      'Meera Staff',
    );
    member = {
      cookie: await signIn(system.app, credentials),
      id: memberAccount.id,
      email: memberAccount.email,
      name: 'Meera Staff',
    };
    const gone = `gone.${tag()}@bytecraft.example`;
    await accounts.add(gone, newPassword());
    disabledId = (await accounts.byEmail(gone)).id;
    await accounts.update(disabledId, { disabled: true });
  });
  afterAll(() => system?.stop());

  describe.each(WORKED_KINDS)('%s', (kind) => {
    const base = `/api/${STAFF_PATHS[kind]}`;
    const { statuses, staffSetsStatus } = RECORD_KINDS[kind];
    const as = (who: { cookie: string }) => ({
      get: (path: string) => http().get(`${base}${path}`).set('Cookie', who.cookie),
      patch: (path: string, body: object) =>
        http().patch(`${base}${path}`).set('Cookie', who.cookie).send(body),
      post: (path: string, body: object) =>
        http().post(`${base}${path}`).set('Cookie', who.cookie).send(body),
      delete: (path: string) => http().delete(`${base}${path}`).set('Cookie', who.cookie),
    });
    const staff = () => as(admin);
    const detail = async (id: string) =>
      (await staff().get(`/${id}`).expect(200)).body.data as {
        ownerId: string | null;
        followUpAt: string | null;
        firstReplyAt: string | null;
        status?: string;
        activity: ActivityEntry[];
      };
    const listed = async (query: string) =>
      ((await staff().get(`?${query}`).expect(200)).body.data as { id: string }[]).map(
        (row) => row.id,
      );

    /** Submits through the public route (the visitor's email holds `group`) and waits until staff can read it. */
    async function submit(group: string, message = FORMULA): Promise<Submitted> {
      const { path, build, resume } = formOf(kind);
      const name = `Asha ${capitalised(tag())}`;
      const email = `visitor.${tag()}.${group}@example.com`;
      const fields = build({ name, email, [MESSAGE_FIELD[kind]]: message });
      const req = http().post(path).set('Idempotency-Key', randomUUID());
      if (resume) {
        for (const [field, value] of Object.entries(fields))
          if (typeof value === 'string' && value) void req.field(field, value);
        void req.attach('resume', files.pdf(), {
          filename: 'cv.pdf',
          contentType: 'application/pdf',
        });
      } else void req.send(fields);
      const id = (await req.expect(201)).body.data.id as string;
      await waitFor(async () => (await staff().get(`/${id}`)).status === 200, {
        what: `the ${kind} to be stored`,
      });
      return { id, name, email, message };
    }

    it('keeps owner, follow-up, notes and the reply in the activity, and filters lists, counts and CSV by them', async () => {
      const group = tag();
      const first = await submit(group);
      const second = await submit(group);
      const inGroup = `q=${group}`;

      // The owner: the caller takes it (no mail to themself), owner=me|none|<id> find it.
      const taken = await staff().patch(`/${first.id}/owner`, { ownerId: admin.id }).expect(200);
      expect(taken.body.data.ownerId).toBe(admin.id);
      expect(await listed(`${inGroup}&owner=me`)).toEqual([first.id]);
      expect(await listed(`${inGroup}&owner=${admin.id}`)).toEqual([first.id]);
      expect(await listed(`${inGroup}&owner=none`)).toEqual([second.id]);
      const counts = await staff().get(`/counts?${inGroup}&owner=me`).expect(200);
      expect(counts.body.data.total).toBe(1);

      // Given to a colleague, who is mailed; given back to nobody.
      await staff().patch(`/${second.id}/owner`, { ownerId: member.id }).expect(200);
      const link = `${SITE}/admin/${CONSOLE_SECTIONS[kind]}/${second.id}`;
      const ownerMail = await system.mail.waitForMail(
        (mail) => mail.to[0]?.address === member.email && (mail.text ?? '').includes(link),
        `the owner mail about ${second.id}`,
      );
      expect(ownerMail.subject).toBe(OWNER_MAIL_SUBJECT);
      expect(ownerMail.text).toContain(second.name);
      expect(ownerMail.text).toContain(kind);
      expect(await listed(`${inGroup}&owner=${member.id}`)).toEqual([second.id]);
      expect(await listed(`${inGroup}&owner=me`)).toEqual([first.id]);
      // The owner it has again is no change and no mail; given anew after a clear, mailed
      // again: once that second mail is in, a mail for the no-change would be too.
      await staff().patch(`/${second.id}/owner`, { ownerId: member.id }).expect(200);
      await staff().patch(`/${second.id}/owner`, { ownerId: null }).expect(200);
      await staff().patch(`/${second.id}/owner`, { ownerId: member.id }).expect(200);
      const aboutSecond = async () =>
        (await system.mail.messages()).filter(
          (mail) => mail.to[0]?.address === member.email && (mail.text ?? '').includes(link),
        );
      await waitFor(async () => (await aboutSecond()).length >= 2, {
        what: `the second owner mail about ${second.id}`,
      });
      expect(await aboutSecond()).toHaveLength(2);
      const cleared = await staff().patch(`/${second.id}/owner`, { ownerId: null }).expect(200);
      expect(cleared.body.data.ownerId).toBeNull();
      expect(await listed(`${inGroup}&owner=none`)).toEqual([second.id]);

      // Follow-ups: one in the past is overdue, one ahead is not, a cleared one no longer.
      const past = '2021-03-04T05:06:07.000Z';
      const set = await staff().patch(`/${first.id}/follow-up`, { at: past }).expect(200);
      expect(set.body.data.followUpAt).toBe(past);
      await staff()
        .patch(`/${second.id}/follow-up`, { at: '2099-01-01T09:00:00+02:00' })
        .expect(200);
      expect((await detail(second.id)).followUpAt).toBe('2099-01-01T07:00:00.000Z');
      expect(await listed(`${inGroup}&overdue=true`)).toEqual([first.id]);

      // The CSV honours the same filters; the owner is named, the formula neutralised.
      const csv = async (query: string) => {
        const res = await staff().get(`/export.csv?${inGroup}&${query}`).expect(200);
        const [header, ...rows] = parseCsv(res.text);
        return rows.map((row) => Object.fromEntries(header.map((label, i) => [label, row[i]])));
      };
      const mine = await csv('owner=me');
      expect(mine.map((row) => [row.ID, row.Owner, row['Follow-up'], row['First reply']])).toEqual([
        [first.id, admin.name, past, ''],
      ]);
      expect(Object.values(mine[0])).toContain(`'${FORMULA}`);
      expect((await csv('overdue=true')).map((row) => row.ID)).toEqual([first.id]);
      expect((await csv('owner=none')).map((row) => row.Owner)).toEqual(['']);

      // Notes: the author deletes their own, a colleague is refused, one not there is 404.
      const noted = await staff()
        .post(`/${first.id}/notes`, { text: 'Called, wants a quote on Friday.' })
        .expect(201);
      const note = (noted.body.data.activity as ActivityEntry[]).find(
        (entry) => entry.type === 'note',
      );
      expect(note).toEqual({
        type: 'note',
        id: expect.any(String),
        at: expect.any(String),
        actorId: admin.id,
        text: 'Called, wants a quote on Friday.',
      });
      const extra = await staff()
        .post(`/${first.id}/notes`, { text: 'Sent by mistake.' })
        .expect(201);
      const extraId = (extra.body.data.activity as ActivityEntry[]).find(
        (entry) => entry.type === 'note' && entry.text === 'Sent by mistake.',
      ) as { id: string };
      const refused = await as(member).delete(`/${first.id}/notes/${extraId.id}`).expect(403);
      expect(refused.body).toEqual(errorBody('FORBIDDEN', NOTE_NOT_YOURS));
      await staff().delete(`/${first.id}/notes/${extraId.id}`).expect(200);
      expect((await staff().delete(`/${first.id}/notes/${extraId.id}`).expect(404)).body).toEqual(
        NOT_FOUND,
      );
      await staff().delete(`/${first.id}/notes/${randomUUID()}`).expect(404);
      await staff().patch(`/${first.id}/follow-up`, { at: null }).expect(200);
      expect(await listed(`${inGroup}&overdue=true`)).toEqual([]);

      // Waiting until answered: the reply takes the first off the waiting list and the dashboard.
      const waitingBefore = (
        await http().get('/api/admin/dashboard/workload').set('Cookie', admin.cookie).expect(200)
      ).body.data[kind];
      expect(waitingBefore.replyWithinHours).toBe(firstResponseHours(RECORD_KINDS[kind].work!.due));
      expect(await listed(`${inGroup}&waiting=true`)).toEqual([second.id, first.id]);
      await staff()
        .post(`/${first.id}/replies`, {
          subject: 'Your enquiry',
          body: 'Hello {{firstName}}, {{staffName}} here.',
        })
        .expect(201);
      expect(await listed(`${inGroup}&waiting=true`)).toEqual([second.id]);
      expect((await csv('waiting=true')).map((row) => row.ID)).toEqual([second.id]);
      const answered = (await detail(first.id)).firstReplyAt;
      expect(answered).toEqual(expect.any(String));
      expect((await csv('owner=me'))[0]['First reply']).toBe(answered);
      const waitingAfter = (
        await http().get('/api/admin/dashboard/workload').set('Cookie', admin.cookie).expect(200)
      ).body.data[kind];
      expect(waitingAfter.waiting).toBe(waitingBefore.waiting - 1);

      // The activity: oldest first, every change by whom.
      const { activity } = await detail(first.id);
      expect(activity[0].type).toBe('submitted');
      const times = activity.map((entry) => entry.at);
      expect(times).toEqual([...times].sort());
      const worked = activity.filter((entry) =>
        ['owner', 'follow-up', 'note', 'reply'].includes(entry.type),
      );
      expect(worked.map((entry) => entry.type)).toEqual([
        'owner',
        'follow-up',
        'note',
        'follow-up',
        'reply',
      ]);
      expect(worked[0]).toMatchObject({ actorId: admin.id, from: null, to: admin.id });
      expect(worked[1]).toMatchObject({ from: null, to: past });
      expect(worked[3]).toMatchObject({ from: past, to: null });
      expect(activity.filter((entry) => entry.type === 'confirmation')).toHaveLength(1);
    });

    it('mails a reply to the visitor once, from the kind’s mailbox with their message quoted, and shows it sent', async () => {
      const record = await submit(tag(), 'Could you tell me more about how you work with teams?');
      const subject = `About your message, {{firstName}} ${tag()}`;
      const res = await staff()
        .post(`/${record.id}/replies`, {
          subject,
          body: 'Hello {{firstName}},\n\nthank you for writing.\n\n{{staffName}}',
          quote: true,
        })
        .expect(201);
      const reply = (res.body.data.activity as ActivityEntry[]).find(
        (entry) => entry.type === 'reply',
      )!;
      expect(reply).toMatchObject({ type: 'reply', actorId: admin.id, templateId: null });
      const firstName = record.name.split(' ')[0];
      const filled = subject.replace('{{firstName}}', firstName);

      const mail = await system.mail.waitForMail(
        (caught) => caught.to[0]?.address === record.email && caught.subject === filled,
        `the reply to ${record.email}`,
      );
      expect(mail.text).toContain(`Hello ${firstName},\n\nthank you for writing.\n\n${admin.name}`);
      expect(mail.text).toContain(`> ${record.message}`);
      const replyTo = new RegExp(
        `^Reply-To: ${MAILBOX_ADDRESS(kind).replaceAll('.', '\\.')}\\r?$`,
        'm',
      );
      expect(await system.mail.source(mail.id)).toMatch(replyTo);

      await waitFor(
        async () => {
          const entry = (await detail(record.id)).activity.find((e) => e.type === 'reply');
          return entry && 'delivery' in entry && entry.delivery === 'sent' ? entry : undefined;
        },
        { what: 'the reply to show as sent' },
      ).then((entry) => expect(entry.sentAt).toEqual(expect.any(String)));
      await system.drained(QueueName.Notification);
      const sent = (await system.mail.messages()).filter(
        (caught) => caught.to[0]?.address === record.email && caught.subject === filled,
      );
      expect(sent).toHaveLength(1);
    });

    it('changes the owner (one mail for all) and the status of several, telling which failed', async () => {
      const group = tag();
      const [first, second] = [await submit(group), await submit(group)];
      const unknown = randomUUID();
      const res = await staff()
        .patch('/owner', { ids: [first.id, second.id, unknown], ownerId: member.id })
        .expect(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          changed: expect.arrayContaining([first.id, second.id]),
          failed: [{ id: unknown, code: 'NOT_FOUND', message: expect.any(String) }],
        },
      });
      expect(res.body.data.changed).toHaveLength(2);
      const mail = await system.mail.waitForMail(
        (caught) =>
          caught.to[0]?.address === member.email &&
          (caught.text ?? '').includes(first.name) &&
          (caught.text ?? '').includes(second.name),
        'one owner mail listing both',
      );
      expect(mail.subject).toBe(OWNER_MAIL_SUBJECT);
      expect(await listed(`q=${group}&owner=${member.id}`)).toEqual([second.id, first.id]);

      if (!staffSetsStatus) {
        await staff()
          .patch('/status', { ids: [first.id], status: 'new' })
          .expect(404);
        return;
      }
      const status = statuses[1];
      const changed = await staff()
        .patch('/status', { ids: [first.id, unknown, second.id], status })
        .expect(200);
      expect(changed.body.data.failed).toEqual([
        { id: unknown, code: 'NOT_FOUND', message: expect.any(String) },
      ]);
      for (const { id } of [first, second]) {
        const { status: now, activity } = await detail(id);
        expect(now).toBe(status);
        expect(activity.filter((entry) => entry.type === 'status')).toHaveLength(1);
      }
      const bad = await staff().patch('/status', { ids: [], status: 'archived' }).expect(400);
      expect(
        bad.body.validationErrors.map((error: { field: string }) => error.field).sort(),
      ).toEqual(['ids', 'status']);
    });

    it('refuses bad input with the catalogue’s body, stores nothing, and answers 404 for what is not there', async () => {
      const record = await submit(tag());
      // The confirmation's delivery state settles first: only what the requests could change is compared.
      await system.drained(QueueName.Notification);
      const before = await detail(record.id);
      const cases: [string, string, object, object][] = [
        [
          'patch',
          `/${record.id}/owner`,
          { ownerId: 'nobody' },
          validationBody([
            { field: 'ownerId', message: "Owner must be a staff member's id or null" },
          ]),
        ],
        [
          'patch',
          `/${record.id}/owner`,
          { ownerId: disabledId },
          validationBody([{ field: 'ownerId', message: OWNER_INACTIVE }]),
        ],
        [
          'patch',
          `/${record.id}/owner`,
          { ownerId: randomUUID() },
          validationBody([{ field: 'ownerId', message: OWNER_INACTIVE }]),
        ],
        [
          'patch',
          '/owner',
          { ids: [record.id], ownerId: disabledId },
          validationBody([{ field: 'ownerId', message: OWNER_INACTIVE }]),
        ],
        [
          'patch',
          `/${record.id}/follow-up`,
          { at: 'next Friday' },
          validationBody([
            { field: 'at', message: 'Follow-up must be a date and time (ISO 8601) or null' },
          ]),
        ],
        [
          'post',
          `/${record.id}/notes`,
          { text: '   ' },
          validationBody([{ field: 'text', message: 'Note is required' }]),
        ],
        [
          'post',
          `/${record.id}/replies`,
          { subject: 'Hi {{surname}}', body: 'Hello' },
          validationBody([
            {
              field: 'subject',
              message: `Placeholders must be among: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
            },
          ]),
        ],
        [
          'post',
          `/${record.id}/replies`,
          { subject: 'Hi', body: 'Hello', templateId: randomUUID() },
          validationBody([{ field: 'templateId', message: expect.any(String) }]),
        ],
        [
          'post',
          `/${record.id}/replies`,
          { subject: 'Hi', body: 'Hello', quote: 'yes' },
          validationBody([{ field: 'quote', message: 'Quote must be true or false' }]),
        ],
      ];
      for (const [method, path, body, expected] of cases) {
        const res = await (
          staff() as unknown as Record<string, (p: string, b: object) => request.Test>
        )[method](path, body);
        expect({ path, body, status: res.status, answer: res.body }).toEqual({
          path,
          body,
          status: 400,
          answer: expected,
        });
      }
      await system.drained(QueueName.Notification);
      expect(await detail(record.id)).toEqual(before);

      const unknown = randomUUID();
      for (const res of [
        await staff().get(`/${unknown}`),
        await staff().patch(`/${unknown}/owner`, { ownerId: admin.id }),
        await staff().patch(`/${unknown}/follow-up`, { at: null }),
        await staff().post(`/${unknown}/notes`, { text: 'Hello' }),
        await staff().delete(`/${unknown}/notes/${randomUUID()}`),
        await staff().post(`/${unknown}/replies`, { subject: 'Hi', body: 'Hello' }),
        await staff().post(`/${unknown}/replies/${randomUUID()}/release`, {}),
        await staff().post(`/${record.id}/replies/${randomUUID()}/discard`, {}),
        await staff().post(`/${record.id}/replies/not-a-reply/release`, {}),
      ]) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: NOT_FOUND });
      }
    });
  });

  describe('a reply to a stranger’s message', () => {
    const base = `/api/${STAFF_PATHS['contact']}`;
    const as = (who: { cookie: string }) => ({
      get: (path: string) => http().get(`${base}${path}`).set('Cookie', who.cookie),
      post: (path: string, body: object = {}) =>
        http().post(`${base}${path}`).set('Cookie', who.cookie).send(body),
    });
    const PHISHING =
      'Your account is suspended. Verify at https://evil.example/verify or write to help@evil.example';

    /** A contact form sent with a victim's address, as anyone can. */
    async function contact(email: string) {
      const id = (
        await http()
          .post('/api/contact')
          .set('Idempotency-Key', randomUUID())
          .send(buildContact({ name: 'Dana https://evil.example', email, message: PHISHING }))
          .expect(201)
      ).body.data.id as string;
      await waitFor(async () => (await as(admin).get(`/${id}`)).status === 200, {
        what: `the contact ${id}`,
      });
      return id;
    }
    const replies = (activity: ActivityEntry[]) =>
      activity.filter(
        (entry): entry is Extract<ActivityEntry, { type: 'reply' }> => entry.type === 'reply',
      );

    it('mails a templated reply quoting their message only as inert text: no evil link in either part, no <a>', async () => {
      const victim = `victim.${tag()}@example.com`;
      const id = await contact(victim);
      const template = await http()
        .post('/api/admin/reply-templates')
        .set('Cookie', admin.cookie)
        .send({
          name: `Thanks ${tag()}`,
          subject: 'Thank you, {{name}}',
          body: 'Dear {{name}}, we read your message below.',
        })
        .expect(201);
      const { subject, body } = template.body.data as { subject: string; body: string };
      const subjectOf = (n: number) => `${subject} ${n}`;
      await as(admin)
        .post(`/${id}/replies`, { subject: subjectOf(1), body, templateId: template.body.data.id })
        .expect(201);
      await as(admin)
        .post(`/${id}/replies`, {
          subject: subjectOf(2),
          body,
          templateId: template.body.data.id,
          quote: true,
        })
        .expect(201);
      const [plain, quoted] = await Promise.all(
        [1, 2].map((n) =>
          system.mail.waitForMail(
            (caught) =>
              caught.to[0]?.address === victim && caught.subject === `Thank you, Dana ${n}`,
            `reply ${n} to ${victim}`,
          ),
        ),
      );
      expect(plain.text).not.toContain('suspended');
      expect(plain.html).not.toContain('suspended');
      expect(quoted.text).toContain(
        'Verify at https[:]//evil[.]example/verify or write to help[at]evil[.]example',
      );
      for (const part of [plain.text, plain.html, quoted.text, quoted.html]) {
        expect(part).not.toMatch(/https:\/\/evil|evil\.example|help@|<a[\s>]|href=/);
      }
    });

    it(`holds the reply past ${CAP} a day to one address (any case) until an admin releases it, mailed once, or discards it; staff cannot`, async () => {
      const victim = `capped.${tag()}@example.com`;
      const [first, second] = [await contact(victim), await contact(victim.toUpperCase())];
      const sent: string[] = [];
      for (let n = 1; n <= CAP; n++) {
        const subject = `Mailed ${n} ${tag()}`;
        const res = await as(member)
          .post(`/${n % 2 ? first : second}/replies`, { subject, body: 'Hello.' })
          .expect(201);
        expect(replies(res.body.data.activity).at(-1)!.delivery).toBe('queued');
        sent.push(subject);
      }
      const heldSubject = `Held ${tag()}`;
      const held = replies(
        (
          await as(member)
            .post(`/${second}/replies`, { subject: heldSubject, body: 'Held.' })
            .expect(201)
        ).body.data.activity,
      ).at(-1)!;
      expect(held.delivery).toBe('held');
      const dropped = replies(
        (await as(admin).post(`/${first}/replies`, { subject: 'Dropped', body: 'x' }).expect(201))
          .body.data.activity,
      ).at(-1)!;
      expect(dropped.delivery).toBe('held');

      // Every mailed one arrives; then, with the queue drained, the held ones have not.
      const caught = async () =>
        (await system.mail.messages())
          // The replies of this test, not the contacts' confirmations.
          .filter(
            (m) =>
              m.to[0]?.address.toLowerCase() === victim && /^(Mailed|Held|Dropped)/.test(m.subject),
          )
          .map((m) => m.subject)
          .sort();
      await waitFor(async () => (await caught()).length >= CAP, {
        what: `the ${CAP} mailed replies`,
      });
      await system.drained(QueueName.Notification);
      expect(await caught()).toEqual([...sent].sort());
      // What staff read: held, not failed or queued, through the gateway's merged states.
      const shown = replies((await as(member).get(`/${second}`).expect(200)).body.data.activity);
      expect(shown.find((entry) => entry.id === held.id)!.delivery).toBe('held');

      const forbidden = await as(member).post(`/${second}/replies/${held.id}/release`).expect(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
      await as(member).post(`/${first}/replies/${dropped.id}/discard`).expect(403);

      const released = await as(admin).post(`/${second}/replies/${held.id}/release`).expect(200);
      expect(
        replies(released.body.data.activity).find((entry) => entry.id === held.id),
      ).toMatchObject({ decision: { action: 'release', actorId: admin.id } });
      await as(admin)
        .post(`/${second}/replies/${held.id}/release`)
        .expect(409)
        .then((res) =>
          expect(res.body).toMatchObject({ code: 'CONFLICT', message: REPLY_NOT_HELD }),
        );
      await system.mail.waitForMail((m) => m.subject === heldSubject, 'the released reply');
      const discarded = await as(admin).post(`/${first}/replies/${dropped.id}/discard`).expect(200);
      expect(
        replies(discarded.body.data.activity).find((entry) => entry.id === dropped.id)!.delivery,
      ).toBe('discarded');
      await system.drained(QueueName.Notification);
      expect(await caught()).toEqual([...sent, heldSubject].sort());

      const audit = async (action: AuditAction) =>
        (
          await http()
            .get(`/api/admin/audit?action=${action}`)
            .set('Cookie', admin.cookie)
            .expect(200)
        ).body.data as { actorId: string; target: string }[];
      expect(await audit(AuditAction.ReplyRelease)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            actorId: admin.id,
            target: `${'contact'}/${second}/${held.id}`,
          }),
        ]),
      );
      expect(await audit(AuditAction.ReplyDiscard)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ target: `${'contact'}/${first}/${dropped.id}` }),
        ]),
      );
    });
  });

  it('keeps a note its author’s when addresses change hands: the colleague now holding the author’s old address is refused, the author under a new one deletes it', async () => {
    const base = `/api/${STAFF_PATHS['contact']}`;
    const accounts = system.app.get(StaffAccountsService);
    const old = `author.${tag()}@bytecraft.example`;
    const author = { email: old, password: newPassword() };
    await accounts.add(author.email, author.password);
    const authorId = (await accounts.byEmail(old)).id;
    const authorCookie = await signIn(system.app, author);
    const id = (
      await http().post('/api/contact').set('Idempotency-Key', randomUUID()).send(buildContact())
    ).body.data.id as string;
    await waitFor(
      async () => (await http().get(`${base}/${id}`).set('Cookie', authorCookie)).status === 200,
      { what: 'the contact' },
    );
    const noted = await http()
      .post(`${base}/${id}/notes`)
      .set('Cookie', authorCookie)
      .send({ text: 'Mine alone.' })
      .expect(201);
    const note = (noted.body.data.activity as ActivityEntry[]).find(
      (entry) => entry.type === 'note',
    ) as Extract<ActivityEntry, { type: 'note' }>;
    expect(note.actorId).toBe(authorId);

    // The author's address changes; a colleague is given the old one and signs in with it.
    const renamed = { email: `renamed.${tag()}@bytecraft.example`, password: author.password };
    await system.db.gateway.query(`UPDATE staff_accounts SET email = $1 WHERE id = $2`, [
      renamed.email,
      authorId,
    ]);
    const colleague = { email: old, password: newPassword() };
    await accounts.add(colleague.email, colleague.password);
    const colleagueCookie = await signIn(system.app, colleague);
    const refused = await http()
      .delete(`${base}/${id}/notes/${note.id}`)
      .set('Cookie', colleagueCookie)
      .expect(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: NOTE_NOT_YOURS });
    // Nor may an admin: a note is its author's alone.
    await http().delete(`${base}/${id}/notes/${note.id}`).set('Cookie', admin.cookie).expect(403);
    const renamedCookie = await signIn(system.app, renamed);
    await http().delete(`${base}/${id}/notes/${note.id}`).set('Cookie', renamedCookie).expect(200);
    expect(
      (await http().get(`${base}/${id}`).set('Cookie', admin.cookie).expect(200)).body.data
        .activity,
    ).not.toContainEqual(expect.objectContaining({ type: 'note' }));
  });

  it('sends each service whose activity names staff every account’s id by address, which it names its older entries by', async () => {
    const [kept, unknown] = [randomUUID(), randomUUID()];
    const legacy = (service: 'lead' | 'recruiting', entryId: string, actorEmail: string) =>
      system.db[service].query(
        `INSERT INTO activity_entries (id, kind, "recordId", type, "actorEmail", data)
         VALUES ($1, 'contact', $2, 'note', $3, '{"text":"From before"}')`,
        [entryId, randomUUID(), actorEmail],
      );
    await legacy('lead', kept, member.email.toUpperCase());
    await legacy('lead', unknown, `nobody.${tag()}@bytecraft.example`);
    const recruitingEntry = randomUUID();
    await legacy('recruiting', recruitingEntry, admin.email);

    const mapping = system.app.get(StaffIdMapping);
    expect(WORKED_SERVICES).toEqual(['lead', 'recruiting']);
    expect(await mapping.map(ServiceName.Lead)).toEqual({ mapped: 1, unknown: 1 });
    expect(await mapping.map(ServiceName.Recruiting)).toEqual({ mapped: 1, unknown: 0 });
    const actorOf = async (service: 'lead' | 'recruiting', entryId: string) =>
      (
        await system.db[service].query<{ actorId: string; actorEmail: string | null }>(
          `SELECT "actorId", "actorEmail" FROM activity_entries WHERE id = $1`,
          [entryId],
        )
      )[0];
    expect(await actorOf('lead', kept)).toEqual({ actorId: member.id, actorEmail: null });
    expect(await actorOf('lead', unknown)).toEqual({
      actorId: UNKNOWN_STAFF_ID,
      actorEmail: null,
    });
    expect(await actorOf('recruiting', recruitingEntry)).toEqual({
      actorId: admin.id,
      actorEmail: null,
    });
    // Mapped once: asked again, a service finds nothing left.
    expect(await mapping.map(ServiceName.Lead)).toEqual({ mapped: 0, unknown: 0 });
  });

  it('shows a record with its mails as the owning service knows them while the notification service is away', async () => {
    const base = `/api/${STAFF_PATHS['contact']}`;
    const id = (
      await http().post('/api/contact').set('Idempotency-Key', randomUUID()).send(buildContact())
    ).body.data.id as string;
    const detail = () => http().get(`${base}/${id}`).set('Cookie', admin.cookie);
    await waitFor(async () => (await detail()).status === 200, { what: 'the contact' });
    await system.stopService('notification');
    try {
      await http()
        .post(`${base}/${id}/replies`)
        .set('Cookie', admin.cookie)
        .send({ subject: 'Hello', body: 'We will call you tomorrow.' })
        .expect(201);
      const res = await detail().expect(200);
      const mailed = (res.body.data.activity as ActivityEntry[]).filter(
        (entry) => entry.type === 'reply' || entry.type === 'confirmation',
      );
      expect(mailed.map((entry) => [entry.type, 'delivery' in entry && entry.delivery])).toEqual([
        ['confirmation', 'queued'],
        ['reply', 'queued'],
      ]);
    } finally {
      await system.restartService('notification');
    }
    await waitFor(
      async () => {
        const { activity } = (await detail().expect(200)).body.data as {
          activity: ActivityEntry[];
        };
        return activity.every((entry) => !('delivery' in entry) || entry.delivery === 'sent');
      },
      { what: 'both mails to show as sent once the notification service is back' },
    );
  });
});
