import { INLINE_RESUME_TYPE } from '@bytecraft/contracts/staff-rpc';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';

/**
 * The record's file through the staff route (same origin, so the session cookie goes with it):
 * saved under its name, or, for a PDF, opened in a new tab. The server shows only a PDF inline,
 * under a policy that runs no script; a Word file would only download again. A plain link, not a
 * sandboxed frame: Chrome refuses to run its PDF viewer inside a sandboxed frame.
 */
export function FileLinks({
  file,
  owner,
}: {
  file: { href: string; name: string; type: string };
  owner: string;
}) {
  return (
    <>
      {file.type === INLINE_RESUME_TYPE && (
        <Button
          size="small"
          component="a"
          href={file.href}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewIcon />}
          aria-label={`Open resume of ${owner}`}
        >
          Open Resume
        </Button>
      )}
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
