import type { FieldError } from '@bytecraft/contracts/errors';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The mock network of every frontend test (setup-tests.ts starts it). It answers nothing of
 * itself: each test declares the requests it expects with `server.use(...)`, and a test that
 * sends any other fails.
 */
export const server = setupServer();

/** A route under /api, matched on any origin. */
export const apiPath = (path: string) => `*/api/${path}`;

/** The server's refusal in the error catalogue's shape: its status, code, message and field errors. */
export const refusal = (
  status: number,
  code: string,
  message: string,
  validationErrors?: FieldError[],
) =>
  HttpResponse.json({ code, message, ...(validationErrors && { validationErrors }) }, { status });

/** The server refuses every `method` request to /api/`path`, as `refusal` shapes the answer. */
export const refuse = (
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  ...answer: Parameters<typeof refusal>
) => server.use(http[method](apiPath(path), () => refusal(...answer)));

/** Every request the mock network sees from now on in this test, to check what was sent. */
export function recordRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  return requests;
}

/** The requests among `requests` to /api/`path`, only those of `method` if one is named. */
export const requestsTo = (requests: Request[], path: string, method?: string) =>
  requests.filter(
    (request) =>
      new URL(request.url).pathname === `/api/${path}` && (!method || request.method === method),
  );

/** The query of the last request to /api/`path`: what a list asked for after a filter changed. */
export const lastQuery = (requests: Request[], path: string) =>
  new URL(requestsTo(requests, path).at(-1)!.url).searchParams;

/** A value the test hands over later: a handler that awaits `held.value` answers only then. */
export function held<T = void>() {
  let release: (value: T) => void = () => undefined;
  const value = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { value, release };
}
