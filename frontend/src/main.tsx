// First: before any module builds a zod schema.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// A prerendered page is hydrated; anything else (the dev server, the app shell served for
// dynamic and unknown paths) is rendered from scratch. Hydrating as a transition lets React
// yield to the browser every few milliseconds instead of blocking it for the whole page.
if (container.dataset.prerendered === window.location.pathname) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
