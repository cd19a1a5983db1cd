import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface LogEntry {
  id: number;
  /** Milliseconds since the epoch. */
  at: number;
  outcome: 'success' | 'error';
  label: string;
  detail: string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** What the test buttons did, newest first. */
export function ResultsLog({
  entries,
  onClear,
}: {
  entries: readonly LogEntry[];
  onClear: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography color="text.secondary">
          {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
        </Typography>
        <Button onClick={onClear} disabled={entries.length === 0}>
          Clear
        </Button>
      </Box>
      {entries.length === 0 ? (
        <Typography color="text.secondary">No results yet. Use a button above.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography
                component="time"
                variant="body2"
                dateTime={new Date(entry.at).toISOString()}
                color="text.secondary"
              >
                {timeFormat.format(entry.at)}
              </Typography>
              <Chip
                size="small"
                label={entry.outcome === 'error' ? 'Error' : 'Success'}
                color={entry.outcome === 'error' ? 'error' : 'success'}
              />
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {entry.label}
              </Typography>
              <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {entry.detail}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
