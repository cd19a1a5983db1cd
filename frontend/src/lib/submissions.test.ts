import { contact } from '@bytecraft/contracts/kinds/contact';
import { jobApplication } from '@bytecraft/contracts/kinds/job-application';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath, recordRequests, server } from '../testing/server';
import { toFormData } from './form-data';
import { submissions } from './submissions';

const receipt = { success: true, title: 'Message Sent!', message: 'Thanks.', data: { id: 'x' } };
const body = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: undefined,
  service: 'cloud',
  message: 'Hello there!',
};

/**
 * The server answers the POSTs to /api/`path` with `answers` in turn: a response, or a network
 * failure. Returns every request sent; one more than it has answers is unhandled, and fails.
 */
function answerInTurn(path: string, answers: Array<Response | 'network-failure'>) {
  server.use(
    http.post(apiPath(path), () => {
      const answer = answers.shift();
      return answer === 'network-failure' ? HttpResponse.error() : answer;
    }),
  );
  return recordRequests();
}

const json = (status: number, data: JsonBodyType) => HttpResponse.json(data, { status });

describe('submissions', () => {
  it('retries a submission lost on the network with the same submission id', async () => {
    const requests = answerInTurn('contact', ['network-failure', json(201, receipt)]);
    await expect(
      submissions.send(contact.publicRoute, { body, submissionId: 'id-1' }),
    ).resolves.toEqual(receipt);
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['id-1', 'id-1']);
  });

  it('never retries a submission the server answered, even with a 500', async () => {
    const requests = answerInTurn('contact', [
      json(500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }),
    ]);
    await expect(
      submissions.send(contact.publicRoute, { body, submissionId: 'id-2' }),
    ).rejects.toMatchObject({
      status: 500,
      data: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(requests).toHaveLength(1);
  });
});

describe('uploads', () => {
  const resume = () => new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
  const busy = () =>
    HttpResponse.json(
      { code: 'SERVICE_UNAVAILABLE', message: 'Busy' },
      { status: 503, headers: { 'retry-after': '2' } },
    );

  afterEach(() => vi.useRealTimers());

  it('sends the fields before the resume, so the gateway checks them first', () => {
    const form = toFormData(
      { name: 'Asha Rao', phone: undefined, email: 'asha@example.com' },
      resume(),
    );
    expect([...form.keys()]).toEqual(['name', 'email', 'resume']);
  });

  it('sends an upload refused with 503 and Retry-After again after the delay, with the same id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const requests = answerInTurn('job-application', [busy(), json(201, receipt)]);
    const sent = submissions.send(jobApplication.publicRoute, {
      body: toFormData({ name: 'Asha Rao' }, resume()),
      submissionId: 'id-3',
    });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(requests).toHaveLength(1);
    // Two seconds, and up to half again.
    await vi.advanceTimersByTimeAsync(1_200);
    await expect(sent).resolves.toEqual(receipt);
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['id-3', 'id-3']);
  });

  it('gives up after three such answers and shows the last one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const requests = answerInTurn('job-application/resume', [busy(), busy(), busy(), busy()]);
    const sent = submissions.send(jobApplication.otherForms[0].publicRoute, {
      body: toFormData({ name: 'Asha Rao' }, resume()),
      submissionId: 'id-4',
    });
    const settled = expect(sent).rejects.toMatchObject({
      status: 503,
      data: { code: 'SERVICE_UNAVAILABLE' },
    });
    await vi.advanceTimersByTimeAsync(3 * 3_000);
    await settled;
    expect(requests).toHaveLength(4);
  });
});
