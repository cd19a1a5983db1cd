import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { ToastHost } from '../components/ui/toast-host';

/** Renders a component as the site does: styles, theme, a router and the toasts. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppProvider>
      <MemoryRouter>{ui}</MemoryRouter>
      <ToastHost />
    </AppProvider>,
  );
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const recordRequest = (requests: Request[], input: RequestInfo | URL, init?: RequestInit) =>
  requests.push(input instanceof Request ? input : new Request(input, init));

/** A fetch stub answering every call with one JSON response; records the requests it got. */
export function stubFetch(status: number, body: unknown) {
  const requests: Request[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    recordRequest(requests, input, init);
    return jsonResponse(status, body);
  }) as typeof fetch;
  return requests;
}

/** A fetch stub whose answer waits for `respond`: to see a form while its request runs. */
export function stubPendingFetch() {
  const requests: Request[] = [];
  let answer: (response: Response) => void = () => undefined;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    recordRequest(requests, input, init);
    return new Promise<Response>((resolve) => {
      answer = resolve;
    });
  }) as typeof fetch;
  return {
    requests,
    respond: (status: number, body: unknown) => answer(jsonResponse(status, body)),
  };
}
