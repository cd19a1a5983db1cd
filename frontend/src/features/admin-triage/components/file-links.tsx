import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';

/**
 * The record's file through the staff route (same origin, so the session cookie goes with it):
 * opened in a new tab, or saved under its name.
 */
export function FileLinks({
  file,
  owner,
}: {
  file: { href: string; name: string };
  owner: string;
}) {
  return (
    <>
      <Button
        size="small"
        component="a"
        href={file.href}
        target="_blank"
        rel="noopener"
        startIcon={<OpenInNewIcon />}
        aria-label={`Open resume of ${owner}`}
      >
        Open Resume
      </Button>
      <Button
        size="small"
        component="a"
        href={file.href}
        download={file.name}
        startIcon={<DownloadIcon />}
        aria-label={`Download resume of ${owner}`}
      >
        Download
      </Button>
    </>
  );
}
