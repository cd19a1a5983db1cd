import { loadNotificationConfig } from './notification.config';

describe('notification configuration in production', () => {
  const PERSON_HASH_KEY = '5b0e-own-person-hash-key';
  const MAIL_LINK_KEY = '9c41-own-mail-link-key';
  const production = (DATABASE_URL?: string) => () =>
    loadNotificationConfig({
      NODE_ENV: 'production',
      DATABASE_URL,
      PERSON_HASH_KEY,
      MAIL_LINK_KEY,
    });

  it('refuses a database password that is missing or a development default, naming DATABASE_URL', () => {
    expect(production()).toThrow(/DATABASE_URL: DATABASE_URL has no password/);
    expect(production('postgres://postgres:postgres@postgres:5432/notification')).toThrow(
      /DATABASE_URL: DATABASE_URL's password is a development default/,
    );
  });

  it('starts with a password of its own, and without one outside production', () => {
    const url = 'postgres://postgres:n7-own-db-secret@postgres:5432/notification';
    expect(production(url)().DATABASE_URL).toBe(url);
    expect(loadNotificationConfig({}).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/notification',
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
