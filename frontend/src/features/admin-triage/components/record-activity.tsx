import type { DeliveryState, ActivityEntry } from '@bytecraft/contracts/record-work';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { statusLabel } from '../../../components/ui/status-chip';
import { useStaffDirectoryQuery } from '../api/work-api';
import { formatDate } from '../screens';
import { staffLabel } from '../work';
import { WorkSection } from './work-section';

const DELIVERY_COLORS: Record<DeliveryState, ChipProps['color']> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
  skipped: 'default',
};

/** Everything that happened to the record, oldest first; undefined while it loads. */
export function RecordActivity({ activity }: { activity: ActivityEntry[] | undefined }) {
  const { data: directory = [] } = useStaffDirectoryQuery();
  const ownerName = (id: string) => {
    const member = directory.find((candidate) => candidate.id === id);
    return member ? staffLabel(member) : id;
  };

  const describe = (entry: ActivityEntry): { title: string; text?: string } => {
    switch (entry.type) {
      case 'submitted':
        return { title: 'Submitted' };
      case 'confirmation':
        return { title: `Confirmation mail ${entry.delivery}` };
      case 'status':
        return { title: `${statusLabel(entry.from)} → ${statusLabel(entry.to)} by ${entry.actor}` };
      case 'note':
        return { title: `Note by ${entry.actor}`, text: entry.text };
      case 'owner':
        return {
          title: entry.to
            ? `Assigned to ${ownerName(entry.to)} by ${entry.actor}`
            : `Unassigned by ${entry.actor}`,
        };
      case 'follow-up':
        return {
          title: entry.to
            ? `Follow-up set for ${formatDate(entry.to)} by ${entry.actor}`
            : `Follow-up cleared by ${entry.actor}`,
        };
      case 'reply':
        return { title: `Reply by ${entry.actor}: ${entry.subject}`, text: entry.body };
    }
  };

  return (
    <WorkSection title="Activity">
      {!activity ? (
        <Typography variant="body2" color="text.secondary">
          Loading activity…
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {activity.map((entry, index) => {
            const { title, text } = describe(entry);
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
                </Typography>
                {text && (
                  <Typography
                    variant="body2"
                    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
                  >
                    {text}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </WorkSection>
  );
}
