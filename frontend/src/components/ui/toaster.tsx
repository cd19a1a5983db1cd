import Box from '@mui/material/Box';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toastQueue } from '../../lib/toasts';

/** notistack's stack (4 s each, at most 3 at once), fed from the toast queue. */
export default function Toaster() {
  useEffect(() => {
    const show = () => {
      for (const { title, message, variant } of toastQueue.take()) {
        enqueueSnackbar(
          <Box role={variant === 'error' ? 'alert' : 'status'}>
            <strong>{title}</strong>
            <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
              {message}
            </Box>
          </Box>,
          { variant },
        );
      }
    };
    show();
    return toastQueue.subscribe(show);
  }, []);
  return (
    <SnackbarProvider
      autoHideDuration={4000}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    />
  );
}
