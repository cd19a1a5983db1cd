import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/**
 * A part of a page that threw while drawing says so, in its own place, and offers to draw it
 * again; the rest of the page stays as it was. Without one, React unmounts the whole page. The
 * error itself goes to the browser's console, as React reports it.
 */
export function FailureBoundary({
  what,
  resetKeys,
  children,
}: {
  /** What failed, as staff name it: 'panel', 'screen'. */
  what: string;
  /** Values that, when they change (another page opened), draw the part afresh. */
  resetKeys?: unknown[];
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={({ resetErrorBoundary }) => (
        // Marked for what checks a page for parts it could not draw (bench:web).
        <Stack role="alert" data-failed-part={what} spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="error.main">This {what} could not be shown.</Typography>
          <Button variant="outlined" size="small" onClick={resetErrorBoundary}>
            Try again
          </Button>
        </Stack>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
