import { JobName } from '@bytecraft/contracts/queues';
import type { MailCatcher } from '@bytecraft/testing/mail-catcher';
import { buildConfirmationMail } from '@bytecraft/testing/mail-jobs';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { dkimVerify, type DNSResolver } from 'mailauth';
import { generateKeyPairSync } from 'node:crypto';
import { loadNotificationConfig } from '../src/config/notification.config';
import { startWithMailCatcher } from './notification-harness';

const DOMAIN = 'bytecraft.example';
const SELECTOR = 'mail2026';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'der' },
  });

/** DNS as a receiving server reads it: the DKIM record of the selector, and nothing else. */
const dnsWith =
  (publicKey: Buffer): DNSResolver =>
  async (name, type) => {
    if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) {
      return [[`v=DKIM1; k=rsa; p=${publicKey.toString('base64')}`]];
    }
    throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
  };

describe('notification service: DKIM', () => {
  const { privateKey, publicKey } = keyPair();
  let mail: MailCatcher;
  let notification: ServiceHarness;

  beforeAll(async () => {
    ({ mail, notification } = await startWithMailCatcher('dkim', {
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      // As an environment variable holds it: one line, its breaks written \n.
      DKIM_PRIVATE_KEY: privateKey.replaceAll('\n', '\\n'),
    }));
  });
  afterAll(() => notification?.stop());

  it('signs every mail it sends, which the published public key verifies and no other does', async () => {
    const job = buildConfirmationMail();
    await notification.queue!.add(JobName.SendMail, { mails: [job] });
    const caught = await mail.waitForMail((m) => m.to[0]?.address === job.to.visitor);
    const raw = Buffer.from(await mail.source(caught.id));

    const verified = await dkimVerify(raw, { resolver: dnsWith(publicKey) });
    expect(verified.results).toHaveLength(1);
    expect(verified.results[0]).toMatchObject({
      signingDomain: DOMAIN,
      selector: SELECTOR,
      status: { result: 'pass' },
    });

    const forged = await dkimVerify(raw, { resolver: dnsWith(keyPair().publicKey) });
    expect(forged.results[0].status.result).toBe('fail');
  });

  it('refuses half a DKIM setting, naming what is missing', () => {
    expect(() => loadNotificationConfig({ DKIM_DOMAIN: DOMAIN })).toThrow(
      /DKIM_SELECTOR: is required with DKIM_DOMAIN[\s\S]*DKIM_PRIVATE_KEY: is required/,
    );
    expect(() =>
      loadNotificationConfig({
        DKIM_DOMAIN: DOMAIN,
        DKIM_SELECTOR: SELECTOR,
        DKIM_PRIVATE_KEY: 'not a key',
      }),
    ).toThrow(/DKIM_PRIVATE_KEY: must be a PEM private key/);
  });
});
