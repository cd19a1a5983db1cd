import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { testQueuePrefix } from '@bytecraft/testing/databases';
import { waitFor } from '@bytecraft/testing/wait-for';
import type { StaffAccountsService } from '../staff/staff-accounts.service';
import { StaffIdMapping } from './staff-id-mapping';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The mapping runs at every start and waits for services that may never answer (a gateway
 * started alone): a stop must end it, and it must not reopen the client the gateway closes.
 */
describe('staff id mapping at a stop', () => {
  /** A mapping whose account directory answers only when the test says so. */
  const mappingWithHeldDirectory = () => {
    const client = new NamespacedClientRedis(testQueuePrefix('staff-id-mapping'), REDIS_URL);
    const connect = jest.spyOn(client, 'connect');
    let answer: () => void = () => undefined;
    const directory = new Promise<[]>((resolve) => (answer = () => resolve([])));
    const accounts = { directory: () => directory } as unknown as StaffAccountsService;
    return {
      client,
      connect,
      answerDirectory: () => answer(),
      mapping: new StaffIdMapping(client, accounts),
    };
  };

  it('stops waiting for an unanswered service when the gateway stops', async () => {
    const { client, connect, answerDirectory, mapping } = mappingWithHeldDirectory();
    mapping.onApplicationBootstrap();
    answerDirectory();
    // No service listens on this namespace: the question stays unanswered.
    await waitFor(() => connect.mock.calls.length > 0, { what: 'the question sent' });
    await mapping.onModuleDestroy();
    await client.close();
    // Well inside the minute a mapping may wait for its answer, however slow the machine.
  }, 10_000);

  it('sends nothing once the gateway stops, so the closed client opens no connection', async () => {
    const { client, connect, answerDirectory, mapping } = mappingWithHeldDirectory();
    mapping.onApplicationBootstrap();
    const stopping = mapping.onModuleDestroy();
    await client.close();
    answerDirectory();
    await stopping;
    expect(connect).not.toHaveBeenCalled();
  });
});
