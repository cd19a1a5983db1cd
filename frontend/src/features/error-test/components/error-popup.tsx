import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { ErrorReport } from '../error-report';

export const DEFAULT_AUTO_HIDE_MS = 5000;
export const FADE_MS = 300;

interface Props {
  report: ErrorReport;
  /** How long the popup stays before fading out. */
  autoHideMs?: number;
  /** Called once the fade-out has finished. */
  onExited?: () => void;
}

/**
 * A floating card with an error's status, message and field messages. Give it a new `key` for
 * each error: a fresh popup restarts its own timer.
 */
export function ErrorPopup({ report, autoHideMs = DEFAULT_AUTO_HIDE_MS, onExited }: Props) {
  const [open, setOpen] = useState(true);
  const titleId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs]);

  return (
    <Fade in={open} timeout={FADE_MS} unmountOnExit onExited={onExited}>
      <Paper
        role="alert"
        aria-labelledby={titleId}
        elevation={8}
        sx={{
          position: 'fixed',
          top: 88,
          right: 16,
          width: 'min(420px, calc(100vw - 32px))',
          zIndex: (theme) => theme.zIndex.snackbar,
          p: 2,
          borderLeft: 4,
          borderColor: 'error.main',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Chip label={report.status} color="error" size="small" />
          <Typography id={titleId} component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {report.title}
          </Typography>
          <IconButton aria-label="Dismiss error" size="small" onClick={() => setOpen(false)}>
            <CloseIcon aria-hidden fontSize="small" />
          </IconButton>
        </Box>
        <Typography variant="body2">{report.message}</Typography>
        {report.fieldErrors.length > 0 && (
          <Box component="ul" sx={{ pl: 3, mt: 1, mb: 0 }}>
            {report.fieldErrors.map(({ field, message }) => (
              <Typography component="li" variant="body2" key={`${field}:${message}`}>
                {field}: {message}
              </Typography>
            ))}
          </Box>
        )}
      </Paper>
    </Fade>
  );
}
