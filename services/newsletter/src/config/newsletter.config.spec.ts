import { loadNewsletterConfig } from './newsletter.config';

describe('newsletter configuration in production', () => {
  const MAIL_LINK_KEY = '9c41-own-mail-link-key';
  const production = (DATABASE_URL?: string) => () =>
    loadNewsletterConfig({ NODE_ENV: 'production', DATABASE_URL, MAIL_LINK_KEY });

  it('refuses a database password that is missing or a development default, naming DATABASE_URL', () => {
    expect(production()).toThrow(/DATABASE_URL: DATABASE_URL has no password/);
    expect(production('postgres://postgres:postgres@postgres:5432/newsletter')).toThrow(
      /DATABASE_URL: DATABASE_URL's password is a development default/,
    );
  });

  it('starts with a password of its own, and without one outside production', () => {
    const url = 'postgres://postgres:n7-own-db-secret@postgres:5432/newsletter';
    expect(production(url)().DATABASE_URL).toBe(url);
    expect(loadNewsletterConfig({}).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/newsletter',
    );
  });
});

describe('newsletter configuration: the mail link key', () => {
  it('has a development default, which production refuses, naming MAIL_LINK_KEY', () => {
    expect(loadNewsletterConfig({}).MAIL_LINK_KEY).toBe('bytecraft-mail-link');
    expect(() =>
      loadNewsletterConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://postgres:n7-own-db-secret@postgres:5432/newsletter',
      }),
    ).toThrow(/MAIL_LINK_KEY: MAIL_LINK_KEY is a development default/);
  });
});

describe('newsletter configuration: double opt-in', () => {
  it('is off unless NEWSLETTER_DOUBLE_OPT_IN says true, and refuses a value that is no boolean', () => {
    expect(loadNewsletterConfig({}).NEWSLETTER_DOUBLE_OPT_IN).toBe(false);
    expect(
      loadNewsletterConfig({ NEWSLETTER_DOUBLE_OPT_IN: 'true' }).NEWSLETTER_DOUBLE_OPT_IN,
    ).toBe(true);
    expect(() => loadNewsletterConfig({ NEWSLETTER_DOUBLE_OPT_IN: 'maybe' })).toThrow(
      /NEWSLETTER_DOUBLE_OPT_IN/,
    );
  });
});
