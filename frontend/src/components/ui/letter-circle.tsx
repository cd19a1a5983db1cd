import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A letter or number in a filled circle, as MUI's Avatar draws one: the Avatar's own code is
 * for pictures, a chunk of its own that a page showing only letters need not download.
 */
export function LetterCircle({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[
        (theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: '50%',
          overflow: 'hidden',
          userSelect: 'none',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(20),
          lineHeight: 1,
          color: 'background.default',
          '@media (forced-colors: active)': {
            boxSizing: 'border-box',
            border: '1px solid ButtonBorder',
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
