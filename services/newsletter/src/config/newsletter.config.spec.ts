import { describeDatabaseUrlConfig } from '@bytecraft/testing/database-url-config';
import { loadNewsletterConfig } from './newsletter.config';

describeDatabaseUrlConfig('newsletter', loadNewsletterConfig, {
  MAIL_LINK_KEY: '9c41-own-mail-link-key',
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
