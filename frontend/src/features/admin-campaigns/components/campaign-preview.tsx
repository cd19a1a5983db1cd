import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCampaignPreviewQuery } from '../api/campaigns-api';

/**
 * The saved campaign's mail as subscribers get it, from the server's own rendering: its HTML
 * in a frame that runs no script, submits no form and opens nothing (`sandbox=""`), and its
 * text part.
 */
export function CampaignPreview({ id }: { id: string }) {
  const headingId = useId();
  const { data: preview, isError, isFetching } = useCampaignPreviewQuery(id);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={isFetching}
      sx={{ p: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        Preview
      </Typography>
      {isError ? (
        <Typography role="alert">The preview could not be made. Save again to retry.</Typography>
      ) : preview ? (
        <Stack spacing={2}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{preview.subject}</Typography>
            {preview.preheader && (
              <Typography variant="body2" color="text.secondary">
                {preview.preheader}
              </Typography>
            )}
          </Box>
          <Box
            component="iframe"
            title="The mail as HTML"
            sandbox=""
            srcDoc={preview.html}
            sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', bgcolor: 'white' }}
          />
          <Typography component="h3" variant="subtitle2">
            Text part
          </Typography>
          <Box component="pre" sx={{ m: 0, p: 2, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}>
            {preview.text}
          </Box>
        </Stack>
      ) : null}
    </Paper>
  );
}
