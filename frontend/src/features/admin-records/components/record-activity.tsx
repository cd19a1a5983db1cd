import {
  REPLY_HELD,
  type ActivityEntry,
  type ReplyDecision,
} from '@bytecraft/contracts/records/work';
import type { WorkedKind } from '@bytecraft/contracts/records';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OriginalMailButton } from '../../../components/ui/original-mail';
import { WrittenText } from '../../../components/ui/written-text';
import { DELIVERY_COLORS, describeActivity } from '../../../lib/activity-text';
import { useIsAdmin } from '../../../lib/staff-auth';
import { toastRefusal } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
import { useDecideReplyMutation } from '../api/records-api';
import { formatDate } from '../../../lib/format-date';
import { useStaffName } from '../../../lib/staff-directory';
import { VisitorReplyAttachments } from './visitor-reply-attachments';
import { WorkSection } from './work-section';

type Reply = Extract<ActivityEntry, { type: 'reply' }>;

const DECIDED: Record<ReplyDecision, string> = { release: 'Released', discard: 'Discarded' };

interface Props {
  kind: WorkedKind;
  id: string;
  /** Everything that happened to the record, oldest first; undefined while it loads. */
  activity: ActivityEntry[] | undefined;
}

/** Everything that happened to the record, oldest first; a held reply waits for an admin here. */
export function RecordActivity({ kind, id, activity }: Props) {
  const staffName = useStaffName();

  return (
    <WorkSection title="Activity">
      {!activity ? (
        <Typography variant="body2" color="text.secondary">
          Loading activity…
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {activity.map((entry, index) => {
            const { title, text } = describeActivity(entry, staffName);
            return (
              <Box
                component="li"
                key={'id' in entry ? entry.id : `${entry.type}-${entry.at}-${index}`}
                data-entry={entry.type}
                sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5, pb: 1.25 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                  {entry.type === 'reply' && (
                    <Chip
                      size="small"
                      label={entry.delivery}
                      color={DELIVERY_COLORS[entry.delivery]}
                    />
                  )}
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(entry.at)}
                  {entry.type === 'reply' && entry.sentAt && `, sent ${formatDate(entry.sentAt)}`}
                  {entry.type === 'reply' &&
                    entry.decision &&
                    `. ${DECIDED[entry.decision.action]} by ${staffName(entry.decision.actorId)}`}
                </Typography>
                {text && <WrittenText sx={{ mt: 0.5 }}>{text}</WrittenText>}
                {entry.type === 'visitor-reply' && (
                  <>
                    <VisitorReplyAttachments inboundId={entry.id} />
                    <OriginalMailButton inboundId={entry.id} />
                  </>
                )}
                {entry.type === 'reply' && entry.delivery === 'held' && (
                  <HeldReply kind={kind} id={id} reply={entry} />
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </WorkSection>
  );
}

/** Why the reply was not mailed; an admin may mail it after all, or drop it. */
function HeldReply({ kind, id, reply }: { kind: WorkedKind; id: string; reply: Reply }) {
  const isAdmin = useIsAdmin();
  const [decideReply, { isLoading }] = useDecideReplyMutation();
  const decide = async (decision: ReplyDecision) => {
    try {
      await decideReply({ kind, id, replyId: reply.id, decision }).unwrap();
      toast({ title: `Reply ${DECIDED[decision]}`, message: reply.subject }, 'success');
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <Typography variant="body2" color="warning.main">
        {REPLY_HELD}
      </Typography>
      {isAdmin && (
        <>
          <Button size="small" disabled={isLoading} onClick={() => void decide('release')}>
            Release
          </Button>
          <Button
            size="small"
            color="inherit"
            disabled={isLoading}
            onClick={() => void decide('discard')}
          >
            Discard
          </Button>
        </>
      )}
    </Stack>
  );
}
