import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';

/** The server's CSV of everything the list's filters find (not just the page on screen). */
export function ExportCsvButton({ href }: { href: string }) {
  return (
    <Button
      component="a"
      href={href}
      // The server names the file (the kind and the day it was taken).
      download
      variant="contained"
      startIcon={<DownloadIcon />}
      sx={{ flexShrink: 0 }}
    >
      Export CSV
    </Button>
  );
}
