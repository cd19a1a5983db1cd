import { inboundRpc, type InboundAttachment } from '@bytecraft/contracts/inbound';
import { peopleRpc, type ErasureScope, type PersonHoldings } from '@bytecraft/contracts/people';
import { RETENTION_DEFAULT_MONTHS } from '@bytecraft/contracts/retention';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { monthsBefore, personScope, retentionScope } from '@bytecraft/testing/erasures';
import { files } from '@bytecraft/testing/factories';
import { startObjectStore, type ObjectStore } from '@bytecraft/testing/object-store';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { InboundSmtpServer } from '../src/inbound/inbound-smtp.server';
import { startNotification } from './notification-harness';
import {
  erasedOn,
  INBOUND_ADDRESS,
  INBOUND_SMTP_ENV,
  startRecordOwners,
  type RecordOwners,
} from './record-owners';

/** Small enough for a test to pass it with one file. */
const ATTACHMENT_MAX_BYTES = 16 * 1024;

const newAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/**
 * The files a visitor's answer carries, through the real listener, the lead and recruiting
 * services (built, as processes) and a local S3 server: kept by their bytes under the record, a disguised
 * executable or a file too large refused and listed, the answer landing either way; an erasure
 * of one address removes its files and no one else's, retention those of the messages past it.
 */
describe('notification service: inbound mail attachments', () => {
  let sink: SmtpSink;
  let store: ObjectStore;
  let notification: ServiceHarness;
  let owners: RecordOwners;
  let port: number;

  const send = (from: string, attachments: { filename: string; content: Buffer }[]) =>
    createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({
      from,
      to: INBOUND_ADDRESS,
      subject: 'Re: your enquiry',
      text: 'The brief is attached.',
      attachments,
    });
  const get = (id: string) => owners.get(id);
  const replyArrived = async (id: string) => (await owners.replyArrived(id))[0];
  const storedContact = async (email: string) => (await owners.storedContact(email)).id;
  const attachmentsOf = (id: string) =>
    notification.ask<InboundAttachment[]>(inboundRpc.attachments, { id });
  const keysUnder = async (prefix: string) =>
    (await store.keys()).filter((key) => key.startsWith(prefix)).sort();
  const erased = (scope: ErasureScope) => erasedOn(notification.queue!, scope);

  beforeAll(async () => {
    sink = await startSmtpSink();
    store = await startObjectStore();
    notification = await startNotification('inbound_attachments', sink.smtpUrl, {
      ...INBOUND_SMTP_ENV,
      INBOUND_ATTACHMENT_MAX_BYTES: String(ATTACHMENT_MAX_BYTES),
      ...store.env,
    });
    port = notification.app.get(InboundSmtpServer).port!;
    owners = await startRecordOwners(notification, 'inbound_attachments');
  });

  afterAll(async () => {
    await owners?.stop();
    await notification?.stop();
    await store?.stop();
    await sink?.stop();
  });

  it('keeps a PDF and a picture under the record by their bytes, and lists a disguised executable and a file too large as refused; the answer lands', async () => {
    const recordId = await storedContact(newAddress('asha'));
    const quote = files.pdf();
    await send((await get(recordId))!.email, [
      { filename: 'quote.pdf', content: quote },
      { filename: 'invoice.pdf', content: files.executable() },
      { filename: 'site plan.png', content: PNG },
      { filename: 'big.pdf', content: files.pdf({ size: ATTACHMENT_MAX_BYTES + 1 }) },
    ]);
    const reply = await replyArrived(recordId);
    expect(reply.text).toBe('The brief is attached.');

    expect(await attachmentsOf(reply.id)).toEqual([
      {
        position: 1,
        name: 'quote.pdf',
        contentType: 'application/pdf',
        size: quote.length,
        refused: null,
      },
      { position: 2, name: 'invoice.pdf', contentType: null, size: 4103, refused: 'type' },
      {
        position: 3,
        name: 'site plan.png',
        contentType: 'image/png',
        size: PNG.length,
        refused: null,
      },
      {
        position: 4,
        name: 'big.pdf',
        contentType: null,
        size: ATTACHMENT_MAX_BYTES + 1,
        refused: 'size',
      },
    ]);
    const under = `inbound/contact/${recordId}/${reply.id}/`;
    expect(await keysUnder(under)).toEqual([`${under}1-quote.pdf`, `${under}3-site-plan.png`]);
    expect(await store.read(`${under}1-quote.pdf`)).toEqual(quote);
    expect(await notification.ask(inboundRpc.attachment, { id: reply.id, position: 1 })).toEqual({
      key: `${under}1-quote.pdf`,
      name: 'quote.pdf',
      contentType: 'application/pdf',
    });
    expect(await notification.ask(inboundRpc.attachment, { id: reply.id, position: 2 })).toBeNull();
  });

  it('erases exactly one address’s files, and names each person’s files in their view', async () => {
    const [asha, ben] = [newAddress('asha'), newAddress('ben')];
    const [ashas, bens] = [await storedContact(asha), await storedContact(ben)];
    await send(asha, [{ filename: 'asha.pdf', content: files.pdf() }]);
    await send(ben, [{ filename: 'ben.pdf', content: files.pdf() }]);
    const [ashaReply, benReply] = [await replyArrived(ashas), await replyArrived(bens)];
    const bensKeys = await keysUnder(`inbound/contact/${bens}/`);
    expect(bensKeys).toEqual([`inbound/contact/${bens}/${benReply.id}/1-ben.pdf`]);
    expect(await keysUnder(`inbound/contact/${ashas}/`)).toHaveLength(1);
    const personOf = (email: string) =>
      notification.ask<PersonHoldings>(peopleRpc.find(ServiceName.Notification), { email });
    expect((await personOf(asha)).inbound.map((mail) => mail.attachments)).toEqual([['asha.pdf']]);

    expect(await erased(personScope(asha))).toMatchObject({ inbound: 1 });

    expect(await keysUnder(`inbound/contact/${ashas}/`)).toEqual([]);
    expect(await attachmentsOf(ashaReply.id)).toEqual([]);
    expect(await keysUnder(`inbound/contact/${bens}/`)).toEqual(bensKeys);
    expect((await personOf(ben)).inbound.map((mail) => mail.attachments)).toEqual([['ben.pdf']]);
  });

  it('retention removes the files of the messages past it, and keeps those of the rest', async () => {
    const now = new Date();
    // Contacts kept 6 months here: an answer on one goes with them.
    const months = { ...RETENTION_DEFAULT_MONTHS, contact: 6 };
    const [old, recent] = [newAddress('old'), newAddress('recent')];
    const [olds, recents] = [await storedContact(old), await storedContact(recent)];
    await send(old, [{ filename: 'old.pdf', content: files.pdf() }]);
    await send(recent, [{ filename: 'recent.pdf', content: files.pdf() }]);
    const [oldReply] = [await replyArrived(olds), await replyArrived(recents)];
    await notification.db.query('UPDATE inbound_messages SET "receivedAt" = $2 WHERE id = $1', [
      oldReply.id,
      new Date(monthsBefore(now, 6).getTime() - 60_000),
    ]);
    const recentKeys = await keysUnder(`inbound/contact/${recents}/`);
    expect(recentKeys).toHaveLength(1);

    expect(await erased(retentionScope(now, months))).toMatchObject({ inbound: 1 });

    expect(await keysUnder(`inbound/contact/${olds}/`)).toEqual([]);
    expect(await attachmentsOf(oldReply.id)).toEqual([]);
    expect(await keysUnder(`inbound/contact/${recents}/`)).toEqual(recentKeys);
  });
});
