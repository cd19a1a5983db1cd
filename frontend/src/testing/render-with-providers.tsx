import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import InteractiveProvider from '../app/interactive-provider';
import { AppProvider } from '../app/provider';

/** Renders a component inside the app's real providers (store, theme, toasts) and a router. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppProvider>
      <InteractiveProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </InteractiveProvider>
    </AppProvider>,
  );
}

/** A fetch stub answering every call with one JSON response; records the requests it got. */
export function stubFetch(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return requests;
}
