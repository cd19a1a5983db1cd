import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { createStore } from '../lib/store';
import { theme } from '../lib/theme';

/** Everything a page needs around it: store, theme, toasts (4 s, at most 3 at once). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          autoHideDuration={4000}
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
