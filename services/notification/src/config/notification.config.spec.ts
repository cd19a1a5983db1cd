import { describeDatabaseUrlConfig } from '@bytecraft/testing/database-url-config';
import { loadNotificationConfig, mailBrandOf } from './notification.config';

describeDatabaseUrlConfig('notification', loadNotificationConfig, {
  PERSON_HASH_KEY: '5b0e-own-person-hash-key',
  MAIL_LINK_KEY: '9c41-own-mail-link-key',
  S3_ACCESS_KEY: 'inbound-store',
  S3_SECRET_KEY: '7d2a-own-store-secret',
});

describe('the object store', () => {
  it('has development keys, which production refuses, naming each', () => {
    expect(loadNotificationConfig({})).toMatchObject({
      S3_ACCESS_KEY: 'S3RVER',
      S3_BUCKET: 'resumes',
    });
    expect(() =>
      loadNotificationConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://postgres:n7-own-db-secret@postgres:5432/notification',
        PERSON_HASH_KEY: '5b0e-own-person-hash-key',
        MAIL_LINK_KEY: '9c41-own-mail-link-key',
      }),
    ).toThrow(
      /S3_ACCESS_KEY is a development default(.|\n)*S3_SECRET_KEY is a development default/,
    );
  });
});

describe('the daily cap on confirmations', () => {
  it('is 3 to one address unless set, and refuses anything but a whole number from 1, naming it', () => {
    expect(loadNotificationConfig({}).CONFIRMATIONS_PER_RECIPIENT_PER_DAY).toBe(3);
    expect(
      loadNotificationConfig({ CONFIRMATIONS_PER_RECIPIENT_PER_DAY: '10' })
        .CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    ).toBe(10);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadNotificationConfig({ CONFIRMATIONS_PER_RECIPIENT_PER_DAY: bad })).toThrow(
        /CONFIRMATIONS_PER_RECIPIENT_PER_DAY/,
      );
    }
  });
});

describe('the person hash key', () => {
  it('has a development default, which production refuses', () => {
    expect(() =>
      loadNotificationConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://postgres:n7-own-db-secret@postgres:5432/notification',
      }),
    ).toThrow(/PERSON_HASH_KEY: PERSON_HASH_KEY is a development default/);
  });

  it('has a development default and refuses a key shorter than 16 characters, naming it', () => {
    expect(loadNotificationConfig({}).PERSON_HASH_KEY).toBe('bytecraft-person-hash');
    expect(() => loadNotificationConfig({ PERSON_HASH_KEY: 'too-short' })).toThrow(
      /PERSON_HASH_KEY/,
    );
  });
});

describe('the mail link key', () => {
  const production = { NODE_ENV: 'production', PERSON_HASH_KEY: '5b0e-own-person-hash-key' };
  const DATABASE_URL = 'postgres://postgres:n7-own-db-secret@postgres:5432/notification';

  it('has a development default, which production refuses, missing or set to it', () => {
    expect(loadNotificationConfig({}).MAIL_LINK_KEY).toBe('bytecraft-mail-link');
    expect(() => loadNotificationConfig({ ...production, DATABASE_URL })).toThrow(
      /MAIL_LINK_KEY: MAIL_LINK_KEY is a development default/,
    );
    expect(() =>
      loadNotificationConfig({ ...production, DATABASE_URL, MAIL_LINK_KEY: 'bytecraft-mail-link' }),
    ).toThrow(/MAIL_LINK_KEY is a development default/);
  });

  it('refuses a key shorter than 16 characters, naming it', () => {
    expect(() => loadNotificationConfig({ MAIL_LINK_KEY: 'too-short' })).toThrow(/MAIL_LINK_KEY/);
  });
});

describe('the mailbox read by IMAP', () => {
  const mailbox = { INBOUND_IMAP_HOST: 'imap.example.com', INBOUND_IMAP_USER: 'sales@example.com' };

  it('is off unless a host is set, and then wants a user and a password, naming each', () => {
    expect(loadNotificationConfig({}).INBOUND_IMAP_HOST).toBeUndefined();
    expect(() => loadNotificationConfig(mailbox)).toThrow(
      /INBOUND_IMAP_PASSWORD: required with INBOUND_IMAP_HOST/,
    );
    expect(() => loadNotificationConfig({ INBOUND_IMAP_HOST: 'imap.example.com' })).toThrow(
      /INBOUND_IMAP_USER: required with INBOUND_IMAP_HOST/,
    );
    expect(
      loadNotificationConfig({ ...mailbox, INBOUND_IMAP_PASSWORD: 'app-password-1' }),
    ).toMatchObject({
      INBOUND_IMAP_PORT: 993,
      INBOUND_IMAP_TLS: true,
      INBOUND_IMAP_MAILBOX: 'INBOX',
    });
  });

  it('refuses a development default as the password in production', () => {
    expect(() =>
      loadNotificationConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://postgres:n7-own-db-secret@postgres:5432/notification',
        PERSON_HASH_KEY: '5b0e-own-person-hash-key',
        MAIL_LINK_KEY: '5b0e-own-mail-link-key',
        ...mailbox,
        INBOUND_IMAP_PASSWORD: 'password',
      }),
    ).toThrow(/INBOUND_IMAP_PASSWORD is a development default/);
  });
});

describe('the record address key', () => {
  const production = { NODE_ENV: 'production' };
  const refusal = /INBOUND_ADDRESS_KEY: INBOUND_ADDRESS_KEY is a development default/;

  it('has a development default, which production refuses where inbound mail is on', () => {
    expect(loadNotificationConfig({}).INBOUND_ADDRESS_KEY).toBe('bytecraft-inbound-address');
    expect(() =>
      loadNotificationConfig({ ...production, INBOUND_MAIL_DOMAIN: 'bytecraft.example' }),
    ).toThrow(refusal);
    expect(() => loadNotificationConfig(production)).not.toThrow(refusal);
    expect(() =>
      loadNotificationConfig({
        ...production,
        INBOUND_MAIL_DOMAIN: 'bytecraft.example',
        INBOUND_ADDRESS_KEY: '3f7a-own-record-address-key',
      }),
    ).not.toThrow(/INBOUND_ADDRESS_KEY/);
  });

  it('refuses a key shorter than 16 characters, naming it', () => {
    expect(() => loadNotificationConfig({ INBOUND_ADDRESS_KEY: 'too-short' })).toThrow(
      /INBOUND_ADDRESS_KEY/,
    );
  });
});

describe('the DKIM and SPF checks of staff answers', () => {
  it('is off unless set, and takes only true or false, naming it', () => {
    expect(loadNotificationConfig({}).INBOUND_STAFF_DKIM).toBe(false);
    expect(loadNotificationConfig({}).INBOUND_STAFF_SPF).toBe(false);
    expect(loadNotificationConfig({ INBOUND_STAFF_SPF: 'true' }).INBOUND_STAFF_SPF).toBe(true);
    expect(loadNotificationConfig({ INBOUND_STAFF_DKIM: 'true' }).INBOUND_STAFF_DKIM).toBe(true);
    expect(() => loadNotificationConfig({ INBOUND_STAFF_DKIM: 'maybe' })).toThrow(
      /INBOUND_STAFF_DKIM/,
    );
  });
});

describe('the mail brand', () => {
  it('is Bytecraft’s unless set, without a logo, and is what the layout shows', () => {
    expect(mailBrandOf(loadNotificationConfig({}))).toEqual({
      name: 'Bytecraft Technologies',
      colour: '#1f4fd1',
      textColour: '#1a2233',
      postalAddress: '4th Floor, 21 Residency Road, Bengaluru 560025, India',
    });
    expect(
      mailBrandOf(
        loadNotificationConfig({
          MAIL_BRAND_NAME: ' Acme ',
          MAIL_BRAND_COLOR: '#C0392B',
          MAIL_TEXT_COLOR: '#222',
          MAIL_LOGO_URL: 'https://cdn.acme.example/logo.png',
          MAIL_POSTAL_ADDRESS: '1 Market Street, Springfield',
        }),
      ),
    ).toEqual({
      name: 'Acme',
      colour: '#C0392B',
      textColour: '#222',
      logoUrl: 'https://cdn.acme.example/logo.png',
      postalAddress: '1 Market Street, Springfield',
    });
  });

  it('refuses a colour a style could not carry, a logo that is no web address and an empty name, naming each', () => {
    for (const [name, bad] of [
      ['MAIL_BRAND_COLOR', 'red;background:url(x)'],
      ['MAIL_TEXT_COLOR', '#12345'],
      ['MAIL_LOGO_URL', 'javascript:alert(1)'],
      ['MAIL_BRAND_NAME', '  '],
      ['MAIL_POSTAL_ADDRESS', ''],
    ]) {
      expect(() => loadNotificationConfig({ [name]: bad })).toThrow(new RegExp(name));
    }
  });
});
