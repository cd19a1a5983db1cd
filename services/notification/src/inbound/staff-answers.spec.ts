import { JobName } from '@bytecraft/contracts/queues';
import type { InboundRefusal } from '@bytecraft/contracts/staff-answers';
import type { Queue } from 'bullmq';
import { dkimSign, type DNSResolver } from 'mailauth';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { InboundMessage } from './inbound-message.entity';
import type { InboundMessagesRepository } from './inbound-messages.repository';
import { parseMail, readMail, type ReadMail } from './read-mail';
import { RecordAddresses, type AddressedRecord } from './record-address';
import { StaffAnswers } from './staff-answers';
import { allOf, dkimAligned, type SenderCheck } from './staff-sender-dkim';
import { receivedSpf, spfAligned } from './staff-sender-spf';

const DOMAIN = 'bytecraft.example';
const addresses = new RecordAddresses('a record address key for tests', DOMAIN);
const recordId = '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b';
const recordAddress = addresses.of('contact', recordId);

/** What StaffAnswers asked of the table and the gateway's queue, in order. */
function recorder() {
  const calls: unknown[][] = [];
  const rows = new Map<string, Partial<InboundMessage>>();
  const messages = {
    answer: async (id: string, mail: ReadMail, record: AddressedRecord) => {
      calls.push(['answer', id, record]);
      rows.set(id, {
        status: 'answer',
        fromAddress: mail.from,
        subject: mail.subject,
        text: mail.text,
        ...record,
      });
      return true;
    },
    refuse: async (id: string, refusal: InboundRefusal) => void calls.push(['refuse', id, refusal]),
    waitingAnswer: async (id: string) => (rows.get(id) ?? null) as InboundMessage | null,
  } as unknown as InboundMessagesRepository;
  const queue = {
    add: async (name: string, data: unknown, options: { jobId: string }) =>
      void calls.push(['queued', name, data, options.jobId]),
  } as unknown as Queue;
  return { calls, messages, queue };
}

/** A message as a mail client sends it, headers first. */
const raw = (headers: Record<string, string>, text: string) =>
  Buffer.from(
    [
      ...Object.entries({
        From: 'ana@bytecraft.example',
        Subject: 'Re: New contact message',
        ...headers,
      }).map(([name, value]) => `${name}: ${value}`),
      '',
      text,
    ].join('\r\n'),
  );

async function take(
  headers: Record<string, string>,
  text = 'We can start on Monday.',
  on: RecordAddresses | null = addresses,
  {
    senderCheck,
    sign,
  }: { senderCheck?: SenderCheck; sign?: (message: Buffer) => Promise<Buffer> } = {},
) {
  const { calls, messages, queue } = recorder();
  const answers = new StaffAnswers(on ?? undefined, messages, queue, senderCheck);
  const id = randomUUID();
  const unsigned = raw(headers, text);
  const message = sign ? await sign(unsigned) : unsigned;
  const parsed = await parseMail(message);
  const outcome = await answers.take(id, message, parsed, await readMail(parsed));
  return { id, outcome, calls, answers };
}

describe('staff answers: a message to a record’s address', () => {
  it.each([
    ['To', { To: recordAddress }],
    ['Cc', { To: 'sales@bytecraft.example', Cc: recordAddress }],
    [
      'Delivered-To (a forwarded mailbox)',
      { To: 'sales@example.org', 'Delivered-To': recordAddress },
    ],
    ['To, in another case', { To: recordAddress.toUpperCase() }],
  ])('is read from %s, kept for the gateway and handed over under its id', async (_, headers) => {
    const { id, outcome, calls, answers } = await take(headers);
    expect(outcome).toBe('staff-answer');
    expect(calls).toEqual([
      ['answer', id, { kind: 'contact', recordId }],
      ['queued', JobName.StaffAnswerMailed, { inboundId: id }, `staff-answer.${id}`],
    ]);
    // The reply's subject answers what the visitor got: the alert's subject they never saw.
    expect(await answers.waiting(id)).toEqual({
      kind: 'contact',
      recordId,
      from: 'ana@bytecraft.example',
      subject: 'Re: We received your project enquiry',
      body: 'We can start on Monday.',
    });
  });

  it('keeps a subject of the staff member’s own', async () => {
    const { id, answers } = await take({ To: recordAddress, Subject: 'Your quote for March' });
    expect(await answers.waiting(id)).toMatchObject({ subject: 'Your quote for March' });
  });

  it('is taken by its address before anything it answers: an In-Reply-To of ours changes nothing', async () => {
    const { outcome } = await take({
      To: recordAddress,
      'In-Reply-To': `<${recordId}.contact-alert@${DOMAIN}>`,
    });
    expect(outcome).toBe('staff-answer');
  });

  it('refuses an altered address, and one with no words of the sender’s own, handing nothing over', async () => {
    const [local] = recordAddress.split('@');
    const altered = `${local.slice(0, -1)}${local.endsWith('0') ? '1' : '0'}@${DOMAIN}`;
    const forged = await take({ To: altered });
    expect(forged.outcome).toBe('refused');
    expect(forged.calls).toEqual([['refuse', forged.id, 'forged-address']]);
    const empty = await take({ To: recordAddress }, '> Only the alert, quoted');
    expect(empty.outcome).toBe('refused');
    expect(empty.calls).toEqual([['refuse', empty.id, 'empty']]);
  });

  it('leaves every other message to the visitor’s matching: another address, or no record addresses', async () => {
    expect((await take({ To: `replies@${DOMAIN}` })).outcome).toBeUndefined();
    const off = await take({ To: recordAddress }, 'Hello', null);
    expect(off.outcome).toBeUndefined();
    expect(off.calls).toEqual([]);
  });

  describe('with INBOUND_STAFF_DKIM', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'der' },
    });
    /** DNS as the sender's domain publishes it: its DKIM key, and nothing else. */
    const resolver: DNSResolver = async (name, type) => {
      if (type === 'TXT' && name === `mail._domainkey.${DOMAIN}`) {
        return [[`v=DKIM1; k=rsa; p=${publicKey.toString('base64')}`]];
      }
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    const signedFor = (signingDomain: string) => async (message: Buffer) => {
      // mailauth signs with `signatureData`; its types ask for the first signature's fields too.
      const key = { signingDomain, selector: 'mail', privateKey };
      const { signatures } = await dkimSign(message, { ...key, signatureData: [key] });
      return Buffer.concat([Buffer.from(signatures), message]);
    };
    const senderCheck = dkimAligned(resolver);

    it('takes an answer its sender’s domain signed', async () => {
      const { outcome } = await take({ To: recordAddress }, 'Signed.', addresses, {
        senderCheck,
        sign: signedFor(DOMAIN),
      });
      expect(outcome).toBe('staff-answer');
    });

    it('refuses one unsigned, or signed by another domain, as unauthenticated', async () => {
      for (const sign of [undefined, signedFor('elsewhere.example')]) {
        const { id, outcome, calls } = await take({ To: recordAddress }, 'Forged?', addresses, {
          senderCheck,
          sign,
        });
        expect(outcome).toBe('refused');
        expect(calls).toEqual([['refuse', id, 'unauthenticated']]);
      }
    });
  });

  describe('with INBOUND_STAFF_SPF', () => {
    const STAFF_SERVER = '192.0.2.10';
    /** DNS as the sender's domain publishes it: its one mail server may send its mail. */
    const resolver: DNSResolver = async (name, type) => {
      if (type === 'TXT' && name === DOMAIN) return [[`v=spf1 ip4:${STAFF_SERVER} -all`]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    /** The listener's header on top, for a client at `ip` sending as `sender`. */
    const receivedFrom =
      (ip: string, sender = 'ana@bytecraft.example') =>
      async (message: Buffer) =>
        Buffer.concat([Buffer.from(await receivedSpf({ ip, sender }, resolver)), message]);

    it('records on top whether the sender’s domain lets the client send for it', async () => {
      expect(
        await receivedSpf({ ip: STAFF_SERVER, sender: 'ana@bytecraft.example' }, resolver),
      ).toBe(
        `Received-SPF: pass client-ip=${STAFF_SERVER}; envelope-from=<ana@bytecraft.example>\r\n`,
      );
      expect(
        await receivedSpf({ ip: '198.51.100.7', sender: 'ana@bytecraft.example' }, resolver),
      ).toMatch(/^Received-SPF: fail /);
    });

    it('takes an answer from a server its sender’s domain lets send', async () => {
      const { outcome } = await take({ To: recordAddress }, 'Sent by our server.', addresses, {
        senderCheck: spfAligned,
        sign: receivedFrom(STAFF_SERVER),
      });
      expect(outcome).toBe('staff-answer');
    });

    it('refuses one from another server, for another envelope sender, or with no header of ours on top, as unauthenticated', async () => {
      const forgedBelow = async (message: Buffer) =>
        Buffer.concat([
          Buffer.from(
            await receivedSpf({ ip: '198.51.100.7', sender: 'ana@bytecraft.example' }, resolver),
          ),
          Buffer.from(
            `Received-SPF: pass client-ip=${STAFF_SERVER}; envelope-from=<ana@bytecraft.example>\r\n`,
          ),
          message,
        ]);
      for (const sign of [
        receivedFrom('198.51.100.7'),
        receivedFrom(STAFF_SERVER, 'someone@elsewhere.example'),
        forgedBelow,
        undefined,
      ]) {
        const { id, outcome, calls } = await take({ To: recordAddress }, 'Forged?', addresses, {
          senderCheck: spfAligned,
          sign,
        });
        expect(outcome).toBe('refused');
        expect(calls).toEqual([['refuse', id, 'unauthenticated']]);
      }
    });

    it('asks both to pass with INBOUND_STAFF_DKIM too', async () => {
      const passes: SenderCheck = async () => true;
      const fails: SenderCheck = async () => false;
      const both = allOf(passes, spfAligned)!;
      expect(allOf()).toBeUndefined();
      const { outcome } = await take({ To: recordAddress }, 'Both.', addresses, {
        senderCheck: both,
        sign: receivedFrom(STAFF_SERVER),
      });
      expect(outcome).toBe('staff-answer');
      const refused = await take({ To: recordAddress }, 'One.', addresses, {
        senderCheck: allOf(fails, spfAligned),
        sign: receivedFrom(STAFF_SERVER),
      });
      expect(refused.outcome).toBe('refused');
    });
  });
});
