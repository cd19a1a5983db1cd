import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The page behind the signed-out forms (sign-in, setting a password): one card, centred. */
export function AuthBackdrop({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0b3d91 0%, #00796b 100%)',
      }}
    >
      {children}
    </Box>
  );
}
