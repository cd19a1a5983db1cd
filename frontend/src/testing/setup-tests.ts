import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { server } from './server';

// findBy/waitFor wait for a condition, not a duration: on a busy 2-core CI machine a screen can
// take longer than the default second to settle, which is no failure of the screen.
configure({ asyncUtilTimeout: 15_000 });

const unhandled: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
  // MSW fails an unhandled request as a network error, which a screen may well show as one
  // and pass: the test fails here instead.
  expect(unhandled.splice(0), 'requests no handler of the test answered').toEqual([]);
});
afterAll(() => server.close());
