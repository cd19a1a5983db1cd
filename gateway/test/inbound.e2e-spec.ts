import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import type { UnmatchedMail } from '@bytecraft/contracts/inbound';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { freePort } from '@bytecraft/testing/free-port';
import { newPassword } from '@bytecraft/testing/staff';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomBytes, randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import request from 'supertest';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { personAddress, submit } from './person';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

const DOMAIN = 'bytecraft.example';
const UNMATCHED = '/api/admin/inbound/unmatched';
const NOT_FOUND = {
  code: 'NOT_FOUND',
  message: ERROR_MESSAGES.notFound,
  requestId: expect.any(String),
};

/**
 * Staff's side of inbound mail through the gateway, against the real stack (the notification
 * service's listener on a port of the suite's): a mail nobody can place is listed, attached by
 * any staff member to the record it answers (which then shows it) or discarded by an admin,
 * each decision audited; a message not unmatched is a 404 in the error catalogue's shape.
 */
describe('inbound mail: the Unmatched list (system)', () => {
  let system: TestSystem;
  let inboundPort: number;
  let admin: string;
  let member: string;
  const http = () => request(system.app.getHttpServer());

  /** A mail from an address no record has, as a stranger's mail client sends it. */
  const strangerMail = async (subject: string) => {
    const from = `stranger.${randomBytes(4).toString('hex')}@example.org`;
    await createTransport({ host: '127.0.0.1', port: inboundPort, ignoreTLS: true }).sendMail({
      from,
      to: `replies@${DOMAIN}`,
      subject,
      text: `${subject}\n\nOn Mon, someone wrote:\n> an older message`,
    });
    return waitFor(
      async () => {
        const { body } = await http().get(UNMATCHED).set('Cookie', member).expect(200);
        return (body.data as UnmatchedMail[]).find((mail) => mail.from === from);
      },
      { what: `the mail from ${from} listed unmatched` },
    );
  };

  beforeAll(async () => {
    inboundPort = await freePort();
    system = await startTestSystem(
      'inbound',
      {},
      {
        serviceEnv: {
          notification: {
            INBOUND_MAIL_DOMAIN: DOMAIN,
            INBOUND_SMTP_PORT: String(inboundPort),
            INBOUND_SMTP_HOST: '127.0.0.1',
          },
        },
      },
    );
    admin = await signIn(system.app, system.staff);
    const credentials = {
      email: `member.${randomUUID()}@bytecraft.example`,
      password: newPassword(),
    };
    await system.app.get(StaffAccountsService).add(credentials.email, credentials.password);
    member = await signIn(system.app, credentials);
  });
  afterAll(() => system?.stop());

  it('lists a mail no record matched, for signed-in staff only', async () => {
    await http().get(UNMATCHED).expect(401);
    const listed = await strangerMail('About a project');
    expect(listed).toMatchObject({ subject: 'About a project', text: 'About a project' });
  });

  it('attaches it to the record it answers, which shows it; audited; twice is a 404', async () => {
    const { id } = await submit(system.app, 'contact', personAddress());
    const record = `/api/${STAFF_PATHS.contact}/${id}`;
    await waitFor(async () => (await http().get(record).set('Cookie', member)).ok, {
      what: `the contact ${id} stored`,
    });
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
    const { body } = await http().get(UNMATCHED).set('Cookie', member).expect(200);
    expect((body.data as UnmatchedMail[]).map((mail) => mail.id)).not.toContain(listed.id);

    const audited = await http()
      .get(`/api/admin/audit?action=${AuditAction.InboundAttach}`)
      .set('Cookie', admin)
      .expect(200);
    expect(audited.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target: `inbound/${listed.id} to contact/${id}` }),
      ]),
    );
  });

  it('lets an admin alone discard one; audited', async () => {
    const listed = await strangerMail('Cheap watches');
    const discard = (cookie: string) =>
      http().post(`${UNMATCHED}/${listed.id}/discard`).set('Cookie', cookie).send({});
    await discard(member).expect(403);
    await discard(admin).expect(200, { success: true });
    expect((await discard(admin).expect(404)).body).toEqual(NOT_FOUND);

    const { body } = await http().get(UNMATCHED).set('Cookie', admin).expect(200);
    expect((body.data as UnmatchedMail[]).map((mail) => mail.id)).not.toContain(listed.id);
    const audited = await http()
      .get(`/api/admin/audit?action=${AuditAction.InboundDiscard}`)
      .set('Cookie', admin)
      .expect(200);
    expect(audited.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ target: `inbound/${listed.id}` })]),
    );
  });
});
