import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider, the one Material's wraps: Material's also carries the CSS-variables
// provider, which a theme without CSS variables never uses, into every page's entry.
import { ThemeProvider } from '@mui/system';
import { useState, type ReactNode } from 'react';
import { createEmotionCache } from '../lib/emotion-cache';
import { theme } from '../lib/theme';

/** What every page needs around it: the style cache and the theme. */
export function AppProvider({
  children,
  emotionCache,
}: {
  children: ReactNode;
  /** The prerender passes its own, to read the styles back. */
  emotionCache?: EmotionCache;
}) {
  const [cache] = useState(() => emotionCache ?? createEmotionCache());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
