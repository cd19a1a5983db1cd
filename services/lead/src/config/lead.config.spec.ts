import { loadLeadConfig } from './lead.config';

describe('lead configuration in production', () => {
  const production = (DATABASE_URL?: string) => () =>
    loadLeadConfig({ NODE_ENV: 'production', DATABASE_URL });

  it('refuses a database password that is missing or a development default, naming DATABASE_URL', () => {
    expect(production()).toThrow(/DATABASE_URL: DATABASE_URL has no password/);
    expect(production('postgres://postgres:postgres@postgres:5432/lead')).toThrow(
      /DATABASE_URL: DATABASE_URL's password is a development default/,
    );
  });

  it('starts with a password of its own, and without one outside production', () => {
    const url = 'postgres://postgres:n7-own-db-secret@postgres:5432/lead';
    expect(production(url)().DATABASE_URL).toBe(url);
    expect(loadLeadConfig({}).DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/lead');
  });
});

describe('lead worker', () => {
  it('runs 64 jobs at once unless WORKER_CONCURRENCY says otherwise', () => {
    // The measured default (docs/performance.md, "Pipeline"): at 16 a burst left a backlog.
    expect(loadLeadConfig({}).WORKER_CONCURRENCY).toBe(64);
    expect(loadLeadConfig({ WORKER_CONCURRENCY: '8' }).WORKER_CONCURRENCY).toBe(8);
  });
});
