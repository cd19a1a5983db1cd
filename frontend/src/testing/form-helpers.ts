import { SUBMISSION_ID_HEADER, UUID_PATTERN } from '@bytecraft/contracts/submission';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect } from 'vitest';
import { apiPath, held, recordRequests, server } from './server';

/** Picks an option of the MUI select labelled `label`. */
export async function chooseOption(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Pastes instead of typing key by key: MUI fields re-render per key, slow in jsdom. */
export async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

/**
 * The server answers every POST to /api/`path` with `status` and the JSON `body`; returns every
 * request the test sends from now on.
 */
export function answerSubmissions(path: string, status: number, body: JsonBodyType): Request[] {
  server.use(http.post(apiPath(path), () => HttpResponse.json(body, { status })));
  return recordRequests();
}

/** The server holds its answer to a POST to /api/`path` until `respond`: to see a form while it runs. */
export function holdSubmission(path: string) {
  const answer = held<Response>();
  server.use(http.post(apiPath(path), () => answer.value));
  return {
    requests: recordRequests(),
    respond: (status: number, body: JsonBodyType) =>
      answer.release(HttpResponse.json(body, { status })),
  };
}

/** The one request a form sent: a POST to `path` carrying a submission id. */
export function sentSubmission(requests: Request[], path: string): Request {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request!.method).toBe('POST');
  expect(new URL(request!.url).pathname).toBe(path);
  expect(request!.headers.get(SUBMISSION_ID_HEADER)).toMatch(UUID_PATTERN);
  return request!;
}
