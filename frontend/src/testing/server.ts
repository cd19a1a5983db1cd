import { setupServer } from 'msw/node';

/**
 * The mock network of every frontend test (setup-tests.ts starts it). It answers nothing of
 * itself: each test declares the requests it expects with `server.use(...)`, and a test that
 * sends any other fails.
 */
export const server = setupServer();

/** A route under /api, matched on any origin. */
export const apiPath = (path: string) => `*/api/${path}`;

/** Every request the mock network sees from now on in this test, to check what was sent. */
export function recordRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  return requests;
}

/** A value the test hands over later: a handler that awaits `held.value` answers only then. */
export function held<T = void>() {
  let release: (value: T) => void = () => undefined;
  const value = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { value, release };
}
