import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { createStore } from '../lib/store';

/**
 * What forms need and reading a page does not: the store with the API slice, and toasts
 * (4 s, at most 3 at once). Loaded beside the page's own chunk, so the first download of every
 * page carries neither Redux nor notistack.
 */
export default function InteractiveProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return (
    <ReduxProvider store={store}>
      <SnackbarProvider
        autoHideDuration={4000}
        maxSnack={3}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {children}
      </SnackbarProvider>
    </ReduxProvider>
  );
}
