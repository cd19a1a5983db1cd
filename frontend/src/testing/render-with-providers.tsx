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
