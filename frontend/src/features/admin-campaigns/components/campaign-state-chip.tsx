import type { CampaignState } from '@bytecraft/contracts/campaigns';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusLabel } from '../../../components/ui/status-chip';

/**
 * A campaign's state at a glance in a long list: what waits for a writer (grey), for its time
 * (blue), what is mailing now (the brand's colour), what waits for an admin (amber), what is
 * done (green) and what was stopped for good (red). Every state has one, or this fails to build.
 */
export const CAMPAIGN_STATE_COLORS: Record<CampaignState, ChipProps['color']> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'primary',
  paused: 'warning',
  sent: 'success',
  cancelled: 'error',
};

export function CampaignStateChip({ state }: { state: CampaignState }) {
  return <Chip label={statusLabel(state)} color={CAMPAIGN_STATE_COLORS[state]} size="small" />;
}
