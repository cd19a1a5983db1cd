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
