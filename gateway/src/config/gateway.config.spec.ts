import { loadGatewayConfig, servesOpenApiDocs } from './gateway.config';

const trustOf = (TRUST_PROXY?: string) => loadGatewayConfig({ TRUST_PROXY }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(trustOf()).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
  });

  it('takes a hop count: that many proxies nearest the gateway are trusted', () => {
    const trust = trustOf('1');
    if (typeof trust !== 'function') throw new Error('A hop count is a function of the hop');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });

  it('takes addresses and CIDR ranges, comma-separated, and proxy-addr names', () => {
    expect(trustOf('10.0.0.2, 172.18.0.0/16,fd00::/8, ::1, loopback')).toEqual([
      '10.0.0.2',
      '172.18.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY: TRUST_PROXY=true would trust the X-Forwarded-For a client writes/],
    ['nginx', /TRUST_PROXY: TRUST_PROXY must be a hop count or .*; not "nginx"/],
    ['10.0.0.0/33', /not "10\.0\.0\.0\/33"/],
    ['10.0.0.1, 10.0.0/8', /not "10\.0\.0\/8"/],
  ])('refuses %j, naming TRUST_PROXY', (value, message) => {
    expect(() => trustOf(value)).toThrow(message);
  });
});

describe('gateway secrets in production', () => {
  const OWN = {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'a-staff-password-of-our-own',
    DATABASE_URL: 'postgres://postgres:4f9c-own-db-secret@postgres:5432/gateway',
    S3_ACCESS_KEY: 'bytecraft-uploads',
    S3_SECRET_KEY: '8d1e-own-storage-secret',
    STAFF_TOTP_KEY: 'c2a7-own-two-factor-key',
    PERSON_HASH_KEY: '5b0e-own-person-hash-key',
    MAIL_LINK_KEY: '9c41-own-mail-link-key',
  };
  const production = (env: Record<string, string | undefined>) => () =>
    loadGatewayConfig({ ...OWN, ...env });

  it('starts with secrets of its own', () => {
    expect(production({})()).toMatchObject(OWN);
  });

  it('refuses every development default at once, each by name', () => {
    expect(
      production({ DATABASE_URL: undefined, S3_ACCESS_KEY: undefined, S3_SECRET_KEY: undefined }),
    ).toThrow(
      [
        'Invalid configuration:',
        '  DATABASE_URL: DATABASE_URL has no password; production needs one',
        '  S3_ACCESS_KEY: S3_ACCESS_KEY is a development default; set one of your own',
        '  S3_SECRET_KEY: S3_SECRET_KEY is a development default; set one of your own',
      ].join('\n'),
    );
  });

  it.each([
    ['DATABASE_URL', 'postgres://postgres:postgres@postgres:5432/gateway'],
    ['S3_ACCESS_KEY', 'minioadmin'],
    ['S3_SECRET_KEY', 'minioadmin'],
    ['S3_SECRET_KEY', 'S3RVER'],
    ['STAFF_TOTP_KEY', undefined],
    ['PERSON_HASH_KEY', undefined],
    ['PERSON_HASH_KEY', 'bytecraft-person-hash'],
    ['MAIL_LINK_KEY', undefined],
    ['MAIL_LINK_KEY', 'bytecraft-mail-link'],
  ])('refuses %s=%s', (name, value) => {
    expect(production({ [name]: value })).toThrow(
      new RegExp(`${name}: ${name}.* development default`),
    );
  });

  it('keeps the development defaults outside production', () => {
    expect(loadGatewayConfig({})).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/gateway',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    });
  });
});

describe('OPENAPI_DOCS', () => {
  const serves = (env: Record<string, string>) => servesOpenApiDocs(loadGatewayConfig(env));

  it('serves the docs outside production unless told not to', () => {
    expect(serves({})).toBe(true);
    expect(serves({ OPENAPI_DOCS: 'false' })).toBe(false);
  });

  it('refuses a value that is not a boolean, naming OPENAPI_DOCS', () => {
    expect(() => loadGatewayConfig({ OPENAPI_DOCS: 'sometimes' })).toThrow(/OPENAPI_DOCS: /);
  });
});
