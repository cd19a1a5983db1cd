import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { waitFor } from '@bytecraft/testing/wait-for';
import { contactLoad } from './contact-load';
import { startTestSystem, type TestSystem } from './system';

const SUBMISSIONS = 200;
const CONCURRENCY = 10;

/**
 * No accepted submission is lost when services are killed under load: every 2xx becomes
 * exactly one row and its confirmation mail reaches the visitor.
 */
describe('killing services mid-load (system)', () => {
  let system: TestSystem;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    system = await startTestSystem('durability');
    ({ app } = system);
  });
  afterAll(() => system?.stop());

  it(`stores all ${SUBMISSIONS} accepted contacts once although lead and notification are killed`, async () => {
    const run = `load-${Date.now()}`;
    const load = contactLoad(app, run, SUBMISSIONS);
    const accepted: string[] = [];
    const chaos = async () => {
      await waitFor(() => load.sent() >= SUBMISSIONS / 4, { what: 'a quarter of the load' });
      await Promise.all([
        system.stopService('lead', 'kill'),
        system.stopService('notification', 'kill'),
      ]);
      await waitFor(() => load.sent() >= SUBMISSIONS / 2, { what: 'half of the load' });
      await Promise.all([system.restartService('lead'), system.restartService('notification')]);
    };
    await Promise.all([
      load.send(CONCURRENCY, (res, email) => {
        if (res.status === 201) accepted.push(email);
      }),
      chaos(),
    ]);

    expect(accepted).toHaveLength(SUBMISSIONS);
    const stored = await waitFor(
      async () => {
        const [{ count }] = await system.db.lead.query<{ count: string }>(
          'SELECT count(*) FROM contacts WHERE company = $1',
          [run],
        );
        return Number(count) === SUBMISSIONS ? Number(count) : undefined;
      },
      { timeoutMs: 90_000, what: 'every accepted contact to be stored' },
    );
    expect(stored).toBe(SUBMISSIONS);
    const [{ distinct }] = await system.db.lead.query<{ distinct: string }>(
      'SELECT count(DISTINCT email) AS distinct FROM contacts WHERE company = $1',
      [run],
    );
    expect(Number(distinct)).toBe(SUBMISSIONS);
    await waitFor(
      async () => {
        const mailed = new Set((await system.mail.messages()).map((m) => m.to[0]?.address));
        return accepted.every((email) => mailed.has(email));
      },
      { timeoutMs: 90_000, what: 'a confirmation for every accepted contact' },
    );
  }, 240_000);
});
