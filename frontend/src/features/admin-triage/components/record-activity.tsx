import type { ActivityEntry } from '@bytecraft/contracts/record-work';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_COLORS, describeActivity } from '../../../lib/activity-text';
import { useStaffDirectoryQuery } from '../api/work-api';
import { formatDate } from '../screens';
import { staffLabel } from '../work';
import { WorkSection } from './work-section';

/** Everything that happened to the record, oldest first; undefined while it loads. */
export function RecordActivity({ activity }: { activity: ActivityEntry[] | undefined }) {
  const { data: directory = [] } = useStaffDirectoryQuery();
  const ownerName = (id: string) => {
    const member = directory.find((candidate) => candidate.id === id);
    return member ? staffLabel(member) : id;
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
            const { title, text } = describeActivity(entry, ownerName);
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
