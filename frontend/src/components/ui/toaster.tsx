import Box from '@mui/material/Box';
import { enqueueSnackbar, SnackbarProvider, type VariantType } from 'notistack';
import { useEffect } from 'react';
import { theme } from '../../lib/theme';
import { TOAST_SHOWN_MS, toastQueue } from '../../lib/toasts';

// notistack's own greens, oranges and blues fail 4.5:1 under white text; the theme's pass.
// (A style per toast rather than MUI's styled(), which would move into a chunk of its own
// that every public page then loads.)
const BACKGROUNDS: Partial<Record<VariantType, string>> = {
  success: theme.palette.success.main,
  error: theme.palette.error.main,
  warning: theme.palette.warning.main,
  info: theme.palette.info.main,
};

/** notistack's stack (at most 3 at once), fed from the toast queue. */
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
          { variant, style: { backgroundColor: BACKGROUNDS[variant] } },
        );
      }
    };
    show();
    return toastQueue.subscribe(show);
  }, []);
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_SHOWN_MS}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    />
  );
}
