import type { CampaignRecord } from '@bytecraft/contracts/campaigns';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How far a send has come: its recipients handed to the mail queue, of its audience. */
export function SendingProgress({ campaign }: { campaign: CampaignRecord }) {
  const { queued, recipients } = campaign.figures;
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={recipients ? (queued / recipients) * 100 : 0}
        aria-label={`Sending progress of ${campaign.subject}`}
      />
      <Typography variant="caption" color="text.secondary">
        {queued} of {recipients} queued
      </Typography>
    </Box>
  );
}

/** A send under way or paused has progress to show. */
export const hasProgress = ({ state }: CampaignRecord) => state === 'sending' || state === 'paused';
