import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import request from 'supertest';
import { buildContact } from '@bytecraft/testing/factories';
import { startTestGateway, type TestGateway } from './test-gateway';

const LIMIT = 3;
/** Where the compose nginx would be: the one address TRUST_PROXY names in these tests. */
const PROXY = '127.0.0.1';

/**
 * Rate limits count per client, and the client is who the trusted proxies say it is, never what
 * a request writes about itself in X-Forwarded-For. Every request below comes from a real
 * loopback address of its own (127.0.1.x for clients, 127.0.0.1 for the proxy), and each test
 * from addresses no other test uses, so buckets never mix.
 */
describe('client address behind a proxy (system)', () => {
  let gateway: TestGateway;
  /** TRUST_PROXY unset: nothing a request says about its origin is believed. */
  let direct: NestFastifyApplication;
  /** TRUST_PROXY=1: the hop nearest the gateway names the client (compose: nginx). */
  let oneHop: NestFastifyApplication;
  /** TRUST_PROXY=127.0.0.1: only the proxy's own address may name a client. */
  let byAddress: NestFastifyApplication;

  const agents = new Map<string, Agent>();
  let lastClient = 0;
  const newClient = () => `127.0.1.${++lastClient}`;
  /** An address a client might claim: a new one every time, so each would be a new bucket. */
  const spoofed = () => `203.0.113.${randomBytes(1)[0]}`;

  /** A contact submission sent from `source`, with the X-Forwarded-For it carries, if any. */
  const submit = (target: NestFastifyApplication, source: string, forwardedFor?: string) => {
    if (!agents.has(source)) agents.set(source, new Agent({ localAddress: source }));
    const req = request(target.getHttpServer())
      .post('/api/contact')
      .agent(agents.get(source)!)
      .send(buildContact());
    return forwardedFor === undefined ? req : req.set('X-Forwarded-For', forwardedFor);
  };
  /** The answers' statuses and the remaining count each bucket reported. */
  const sendAll = async (requests: (() => request.Test)[]) => {
    const answers: string[] = [];
    for (const send of requests) {
      const res = await send();
      answers.push(`${res.status}:${res.headers['x-ratelimit-remaining']}`);
    }
    return answers;
  };
  const ACCEPTED_THEN_LIMITED = ['201:2', '201:1', '201:0', '429:0', '429:0'];

  beforeAll(async () => {
    gateway = await startTestGateway('client-address', { RATE_LIMIT_MAX: String(LIMIT) });
    direct = gateway.app;
    oneHop = await gateway.replica({ TRUST_PROXY: '1' });
    byAddress = await gateway.replica({ TRUST_PROXY: PROXY });
  });
  afterAll(async () => {
    for (const agent of agents.values()) agent.destroy();
    await gateway?.stop();
  });

  it('gives a direct client no fresh bucket for a new X-Forwarded-For when no proxy is trusted', async () => {
    const client = newClient();
    const answers = await sendAll(
      Array.from({ length: 5 }, () => () => submit(direct, client, spoofed())),
    );
    expect(answers).toEqual(ACCEPTED_THEN_LIMITED);
  });

  it.each([
    ['a hop count (TRUST_PROXY=1)', () => oneHop],
    ['its address (TRUST_PROXY=127.0.0.1)', () => byAddress],
  ])(
    'behind a proxy trusted by %s, counts the client the proxy saw, whatever the client wrote',
    async (_trust, target) => {
      const client = newClient();
      const answers = await sendAll([
        // As the compose nginx sends it: the address it saw, and nothing the client wrote.
        () => submit(target(), PROXY, client),
        // As a proxy that appends does: the client's own claim first, then what the proxy saw.
        () => submit(target(), PROXY, `${spoofed()}, ${client}`),
        () => submit(target(), PROXY, `${spoofed()}, ${spoofed()}, ${client}`),
        () => submit(target(), PROXY, `${spoofed()}, ${client}`),
        () => submit(target(), PROXY, client),
      ]);
      expect(answers).toEqual(ACCEPTED_THEN_LIMITED);
    },
  );

  it.each([
    ['a hop count (TRUST_PROXY=1)', () => oneHop],
    ['its address (TRUST_PROXY=127.0.0.1)', () => byAddress],
  ])('tells two clients behind a proxy trusted by %s apart', async (_trust, target) => {
    const [first, second] = [newClient(), newClient()];
    const firstAnswers = await sendAll(
      Array.from({ length: 4 }, () => () => submit(target(), PROXY, first)),
    );
    expect(firstAnswers).toEqual(ACCEPTED_THEN_LIMITED.slice(0, 4));
    const secondAnswers = await sendAll([() => submit(target(), PROXY, second)]);
    expect(secondAnswers).toEqual(['201:2']);
  });

  it("trusts X-Forwarded-For only from the proxy's address: a client that reaches the gateway directly is counted as itself", async () => {
    const client = newClient();
    const answers = await sendAll(
      Array.from({ length: 5 }, () => () => submit(byAddress, client, spoofed())),
    );
    expect(answers).toEqual(ACCEPTED_THEN_LIMITED);
    // Its bucket is its own address: the proxy naming that address finds it spent.
    expect(await sendAll([() => submit(byAddress, PROXY, client)])).toEqual(['429:0']);
  });
});
