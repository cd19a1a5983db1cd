import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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
