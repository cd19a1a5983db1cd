import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toastQueue } from '../../lib/toasts';

// notistack's own greens, oranges and blues fail 4.5:1 under white text; the theme's pass.
const Content = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
}));
const COMPONENTS = { success: Content, error: Content, warning: Content, info: Content };

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
      Components={COMPONENTS}
    />
  );
}
