import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import type { InboundAttachment } from '@bytecraft/contracts/inbound';
import type { PersonExport } from '@bytecraft/contracts/people';
import type { ActivityEntry } from '@bytecraft/contracts/records/work';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { errorBody } from '@bytecraft/testing/error-body';
import { files } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { binary, exportOf, personAddress, personOf, storedRecord, submit, unzip } from './person';
import { newMember } from './staff';
import { INBOUND_ADDRESS, startInboundSystem, type InboundListener } from './inbound-listener';
import type { TestSystem } from './system';

const NOT_FOUND = errorBody('NOT_FOUND', ERROR_MESSAGES.notFound);

/**
 * The files of a visitor's answer through the gateway, against the real stack: any staff
 * member (the lowest role) lists them and downloads a kept one, always as an attachment under
 * the type its bytes were found to be, each download audited; a refused file, another message's
 * number, a malformed id or no session gets nothing; the person view and export name them.
 */
describe('inbound mail: attachments (system)', () => {
  let system: TestSystem;
  let inbound: InboundListener;
  let member: string;
  const http = () => request(system.app.getHttpServer());
  const attachments = (id: string) => `/api/admin/inbound/${id}/attachments`;

  beforeAll(async () => {
    ({ inbound, system } = await startInboundSystem('inbound_attachments'));
    member = (await newMember(system.app)).cookie;
  });
  afterAll(() => system?.stop());

  it('lists and serves a visitor’s files to staff, refuses the rest, and names them in the person view and export', async () => {
    const email = personAddress();
    const sent = await submit(system.app, 'contact', email);
    const record = await storedRecord(system.app, member, sent);
    const quote = files.pdf();
    await inbound.relay().sendMail({
      from: email,
      to: INBOUND_ADDRESS,
      subject: 'Re: your enquiry',
      text: 'Our brief, and the invoice.',
      attachments: [
        { filename: 'brief "final".pdf', content: quote },
        { filename: 'invoice.pdf', content: files.executable() },
      ],
    });
    const reply = await waitFor(
      async () =>
        (
          (await http().get(record).set('Cookie', member).expect(200)).body.data
            .activity as ActivityEntry[]
        ).find((entry) => entry.type === 'visitor-reply'),
      { what: `the visitor's answer on ${sent.id}` },
    );

    await http().get(attachments(reply.id)).expect(401);
    const listed = await http().get(attachments(reply.id)).set('Cookie', member).expect(200);
    expect(listed.body.data as InboundAttachment[]).toEqual([
      {
        position: 1,
        name: 'brief "final".pdf',
        contentType: 'application/pdf',
        size: quote.length,
        refused: null,
      },
      { position: 2, name: 'invoice.pdf', contentType: null, size: 4103, refused: 'type' },
    ]);

    await http()
      .get(`${attachments(reply.id)}/1`)
      .expect(401);
    const file = await http()
      .get(`${attachments(reply.id)}/1`)
      .set('Cookie', member)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(file.body).toEqual(quote);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="brief _final_.pdf"; filename*=UTF-8''brief%20%22final%22.pdf`,
    );
    const [entry] = await system.db.gateway.query<{ target: string }>(
      'SELECT target FROM audit_log WHERE action = $1',
      [AuditAction.InboundAttachmentDownload],
    );
    expect(entry.target).toBe(`inbound/${reply.id}/1`);

    for (const path of [
      `${attachments(reply.id)}/2`,
      `${attachments(reply.id)}/3`,
      `${attachments(randomUUID())}/1`,
      `${attachments(reply.id)}/0`,
      `${attachments('not-an-id')}/1`,
    ]) {
      expect((await http().get(path).set('Cookie', member).expect(404)).body).toEqual(NOT_FOUND);
    }
    expect(
      (await http().get(attachments('not-an-id')).set('Cookie', member).expect(404)).body,
    ).toEqual(NOT_FOUND);

    const view = await personOf(system.app, member, email);
    expect(view.inbound.map((mail) => mail.attachments)).toEqual([
      ['brief "final".pdf', 'invoice.pdf'],
    ]);
    const zip = await unzip((await exportOf(system.app, member, email)).body as Buffer);
    const exported = JSON.parse(zip.get('person.json')!.toString('utf8')) as PersonExport;
    expect(exported.inbound.map((mail) => mail.attachments)).toEqual([
      ['brief "final".pdf', 'invoice.pdf'],
    ]);
  });
});
