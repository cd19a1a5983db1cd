import { z } from 'zod';
import { commonEnv, parseEnv, productionSecretProblem, refuseDefaultSecrets } from './env';

const schema = refuseDefaultSecrets(
  z.object({
    ...commonEnv,
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/lead'),
    API_KEY: z.string().default('S3RVER'),
  }),
  { DATABASE_URL: 'url-password', API_KEY: 'secret' },
);

const load = (env: Record<string, string>) => () => parseEnv(schema, env);
const production = (env: Record<string, string>) => load({ NODE_ENV: 'production', ...env });
const OWN = {
  DATABASE_URL: 'postgres://app:Vq8r2-long-own-secret@db:5432/lead',
  API_KEY: 'k3-own-key-9f2c',
};

describe('refuseDefaultSecrets', () => {
  it('keeps the development defaults outside production', () => {
    expect(load({})()).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lead',
      API_KEY: 'S3RVER',
    });
  });

  it('refuses the defaults in production, naming every variable', () => {
    expect(production({})).toThrow(
      [
        'Invalid configuration:',
        '  DATABASE_URL: DATABASE_URL has no password; production needs one',
        '  API_KEY: API_KEY is a development default; set one of your own',
      ].join('\n'),
    );
  });

  it.each([
    [
      'postgres://postgres:postgres@postgres:5432/lead',
      "DATABASE_URL's password is a development default",
    ],
    [
      'postgres://postgres:PostGres@postgres:5432/lead',
      "DATABASE_URL's password is a development default",
    ],
    ['postgres://postgres@postgres:5432/lead', 'DATABASE_URL has no password'],
  ])('refuses DATABASE_URL %s in production', (url, message) => {
    expect(production({ ...OWN, DATABASE_URL: url })).toThrow(`DATABASE_URL: ${message}`);
  });

  it.each(['S3RVER', 'minioadmin', 'bytecraft-secret', ''])(
    'refuses the secret %j in production',
    (key) => {
      expect(production({ ...OWN, API_KEY: key })).toThrow(/API_KEY: API_KEY /);
    },
  );

  it('starts in production with secrets of its own', () => {
    expect(production(OWN)()).toMatchObject({ NODE_ENV: 'production', ...OWN });
  });

  it('reads a password written with URL escapes as the password it stands for', () => {
    expect(
      productionSecretProblem('DATABASE_URL', 'postgres://u:p%6Fstgres@h/d', 'url-password'),
    ).toMatch(/development default/);
    expect(
      productionSecretProblem('DATABASE_URL', 'postgres://u:a%40b-long@h/d', 'url-password'),
    ).toBeUndefined();
  });
});
