import { loadNotificationConfig } from './notification.config';

describe('notification configuration in production', () => {
  const production = (DATABASE_URL?: string) => () =>
    loadNotificationConfig({ NODE_ENV: 'production', DATABASE_URL });

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
