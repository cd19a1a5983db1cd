import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BuildContext, type Build } from '../lib/go-to';
import { showCarriedToasts } from '../lib/toasts';
import { AppProvider } from './provider';

/**
 * Renders a build's routes into the page, telling its moves which paths are its own, and
 * shows the toasts the page before it left. A prerendered page is hydrated; anything else (the
 * dev server, the shells served for dynamic and unknown paths) is rendered from scratch.
 * Hydrating as a transition lets React yield to the browser every few milliseconds instead of
 * blocking it for the whole page.
 */
export function mount(build: Build, routes: ReactNode) {
  showCarriedToasts();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProvider>
        <BuildContext.Provider value={build}>
          <BrowserRouter>{routes}</BrowserRouter>
        </BuildContext.Provider>
      </AppProvider>
    </StrictMode>
  );
  if (container.dataset.prerendered === window.location.pathname) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
