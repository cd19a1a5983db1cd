import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';

/** The server's export of every subscription (not just the page on screen). */
export const NEWSLETTER_EXPORT_URL = '/api/newsletter/subscriptions/export.csv';

export function ExportCsvButton() {
  return (
    <Button
      component="a"
      href={NEWSLETTER_EXPORT_URL}
      // The server names the file (with the day it was taken).
      download
      variant="contained"
      startIcon={<DownloadIcon />}
      sx={{ flexShrink: 0 }}
    >
      Export CSV
    </Button>
  );
}
