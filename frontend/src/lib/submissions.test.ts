import { describe, expect, it } from 'vitest';
import { submissions } from './submissions';

const receipt = { success: true, title: 'Message Sent!', message: 'Thanks.', data: { id: 'x' } };
const body = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: undefined,
  service: 'cloud',
  message: 'Hello there!',
};

/** A fetch that answers each call with the next of `answers`: a Response, or a network failure. */
function stubFetchSequence(answers: Array<Response | 'network-failure'>) {
  const requests: Request[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    const answer = answers.shift();
    if (!answer || answer === 'network-failure') throw new TypeError('Failed to fetch');
    return answer;
  }) as typeof fetch;
  return requests;
}

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

describe('submissions', () => {
  it('retries a submission lost on the network with the same submission id', async () => {
    const requests = stubFetchSequence(['network-failure', json(201, receipt)]);
    await expect(submissions.contact({ body, submissionId: 'id-1' })).resolves.toEqual(receipt);
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['id-1', 'id-1']);
  });

  it('never retries a submission the server answered, even with a 500', async () => {
    const requests = stubFetchSequence([
      json(500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }),
      json(201, receipt),
    ]);
    await expect(submissions.contact({ body, submissionId: 'id-2' })).rejects.toMatchObject({
      status: 500,
      data: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(requests).toHaveLength(1);
  });
});
