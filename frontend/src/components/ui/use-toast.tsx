import Box from '@mui/material/Box';
import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';
import type { ToastText } from '../../lib/api-errors';

/** Shows a toast with a bold title and a description, as every message of the site reads. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, message }: ToastText, variant: VariantType = 'default') =>
      enqueueSnackbar(
        <Box role={variant === 'error' ? 'alert' : 'status'}>
          <strong>{title}</strong>
          <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
            {message}
          </Box>
        </Box>,
        { variant },
      ),
    [enqueueSnackbar],
  );
}
