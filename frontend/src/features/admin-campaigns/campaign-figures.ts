import type { CampaignFigures } from '@bytecraft/contracts/campaigns';

/** Each figure of a campaign as the console names it, in the order it shows them. */
export const FIGURE_LABELS: Record<keyof CampaignFigures, string> = {
  recipients: 'Recipients',
  queued: 'Queued',
  skipped: 'Skipped',
  unsubscribed: 'Unsubscribed',
  sent: 'Sent',
  failed: 'Failed',
  bounced: 'Bounced',
};

export const FIGURES = Object.keys(FIGURE_LABELS) as (keyof CampaignFigures)[];
