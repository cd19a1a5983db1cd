import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** What shows while a page's code loads: a plain ring, light enough for every page's entry. */
export function LoadingIndicator() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      sx={{
        width: 40,
        height: 40,
        mx: 'auto',
        my: 8,
        borderRadius: '50%',
        border: 4,
        borderColor: 'divider',
        borderTopColor: 'primary.main',
        animation: `${spin} 0.8s linear infinite`,
      }}
    />
  );
}
