import AttachFileIcon from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AttachmentRefusal } from '@bytecraft/contracts/inbound';
import {
  attachmentUrl,
  useVisitorReplyAttachmentsQuery,
} from '../api/visitor-reply-attachments-api';

const REFUSED: Record<AttachmentRefusal, string> = {
  type: 'not kept: not a document or picture we accept',
  size: 'not kept: too large',
};

/**
 * The files a visitor's mailed answer carried: a kept one is a download link (always saved,
 * never opened from our origin), a refused one is named with why. Nothing shows for none.
 */
export function VisitorReplyAttachments({ inboundId }: { inboundId: string }) {
  const { data } = useVisitorReplyAttachmentsQuery(inboundId);
  if (!data?.length) return null;
  return (
    <Stack
      component="ul"
      aria-label="Attachments"
      spacing={0.25}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
    >
      {data.map((file) => (
        <Stack
          component="li"
          key={file.position}
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center' }}
        >
          <AttachFileIcon fontSize="small" color="action" />
          {file.refused ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file.name} ({REFUSED[file.refused]})
            </Typography>
          ) : (
            <Link
              variant="body2"
              href={attachmentUrl(inboundId, file.position)}
              download={file.name}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {file.name}
            </Link>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
