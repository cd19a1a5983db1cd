type LoadConfig = (env: Record<string, string | undefined>) => { DATABASE_URL: string };

/**
 * What every service's configuration owes to its database, proven the same way for each: in
 * production a DATABASE_URL without a password, or with a development default, is refused with
 * the variable named; a password of its own starts it; outside production the service's local
 * database needs none. `productionEnv` holds the service's other production secrets, so only the
 * database is at fault.
 */
export function describeDatabaseUrlConfig(
  service: string,
  load: LoadConfig,
  productionEnv: Record<string, string> = {},
): void {
  describe(`${service} configuration in production`, () => {
    const production = (DATABASE_URL?: string) => () =>
      load({ ...productionEnv, NODE_ENV: 'production', DATABASE_URL });

    it('refuses a database password that is missing or a development default, naming DATABASE_URL', () => {
      expect(production()).toThrow(/DATABASE_URL: DATABASE_URL has no password/);
      expect(production(`postgres://postgres:postgres@postgres:5432/${service}`)).toThrow(
        /DATABASE_URL: DATABASE_URL's password is a development default/,
      );
    });

    it('starts with a password of its own, and without one outside production', () => {
      const url = `postgres://postgres:n7-own-db-secret@postgres:5432/${service}`;
      expect(production(url)().DATABASE_URL).toBe(url);
      expect(load({}).DATABASE_URL).toBe(`postgres://postgres@127.0.0.1:5432/${service}`);
    });
  });
}
