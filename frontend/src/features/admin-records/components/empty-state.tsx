import InboxIcon from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** 'No contacts found', then why: nothing yet, or nothing matching the search. */
export function EmptyState({ plural, narrowed }: { plural: string; narrowed: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
      <InboxIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        No {plural} found
      </Typography>
      <Typography color="text.secondary">
        {narrowed ? 'Try adjusting your search criteria.' : `No ${plural} yet.`}
      </Typography>
    </Paper>
  );
}
