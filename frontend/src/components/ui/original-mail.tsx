import type { InboundOriginal } from '@bytecraft/contracts/inbound';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatDate } from '../../lib/format-date';
import { staffApi, type Envelope } from '../../lib/staff-api';
import { LoadingIndicator } from './loading-indicator';

/** A received message whole; each reading is audited, so it is asked for only when opened. */
const originalMailApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    inboundOriginal: build.query<InboundOriginal, string>({
      query: (id) => `admin/inbound/${encodeURIComponent(id)}/original`,
      transformResponse: (body: Envelope<InboundOriginal>) => body.data,
    }),
  }),
});

const { useInboundOriginalQuery } = originalMailApi;

const SOURCE = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'monospace',
  fontSize: 13,
  m: 0,
} as const;

/**
 * "View original" beside a received message (a visitor's answer on a record's timeline, a mail
 * in the Unmatched list): its headers as they came, its whole text with what it quoted, and its
 * HTML part as source text. The HTML is a stranger's: it is shown, never rendered.
 */
export function OriginalMailButton({ inboundId }: { inboundId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        View original
      </Button>
      {open && <OriginalMailDialog inboundId={inboundId} onClose={() => setOpen(false)} />}
    </>
  );
}

function OriginalMailDialog({ inboundId, onClose }: { inboundId: string; onClose: () => void }) {
  const titleId = useId();
  const { data, isLoading, isError } = useInboundOriginalQuery(inboundId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Original message</DialogTitle>
      <DialogContent dividers>
        {isLoading ? (
          <LoadingIndicator />
        ) : isError || !data ? (
          <Typography role="alert">
            The message could not be loaded: it may have been erased.
          </Typography>
        ) : (
          <>
            <Typography variant="caption" color="text.secondary">
              Received {formatDate(data.receivedAt)}
            </Typography>
            <Box component="dl" aria-label="Headers" sx={{ ...SOURCE, my: 1 }}>
              {data.headers.map((header, index) => (
                <Box key={index} sx={{ display: 'flex', gap: 1 }}>
                  <Box component="dt" sx={{ fontWeight: 600, flexShrink: 0 }}>
                    {header.name}:
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {header.value}
                  </Box>
                </Box>
              ))}
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Text
            </Typography>
            <Box component="pre" aria-label="Text" sx={SOURCE}>
              {data.text}
            </Box>
            {data.html !== null && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  HTML, as source
                </Typography>
                <Box component="pre" aria-label="HTML source" sx={SOURCE}>
                  {data.html}
                </Box>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
