import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Shown in place of the grid when no project matches; one click resets both filters. */
export function ProjectsEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h3" component="h3" gutterBottom>
        No projects found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Try another search term or category.
      </Typography>
      <Button variant="contained" onClick={onClear}>
        Clear Filters
      </Button>
    </Paper>
  );
}
