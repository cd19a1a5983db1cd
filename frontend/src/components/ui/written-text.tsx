import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * What someone wrote (a message, a note), with its own line breaks kept; a long address or link
 * wraps instead of widening the page.
 */
export function WrittenText({ children, sx = [] }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Typography
      variant="body2"
      sx={[
        { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
