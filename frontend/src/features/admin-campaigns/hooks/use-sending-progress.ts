import type { CampaignRecord } from '@bytecraft/contracts/campaigns';
import { useCampaignQuery, useCampaignsQuery } from '../api/campaigns-api';

/** How often a campaign being sent is read again, for its progress. */
export const PROGRESS_POLL_MS = 3000;

const sending = (campaign: CampaignRecord) => campaign.state === 'sending';

// A second subscription to the same cache entry polls it, and only while something is being
// sent: a page with nothing moving is not asked for again.

/** One campaign, read again every few seconds while it is being sent. */
export function useCampaign(id: string) {
  const query = useCampaignQuery(id);
  useCampaignQuery(id, {
    pollingInterval: PROGRESS_POLL_MS,
    skip: !query.data || !sending(query.data),
  });
  return query;
}

/** A page of the list, read again every few seconds while one of it is being sent. */
export function useCampaignPage(page: number) {
  const query = useCampaignsQuery(page);
  useCampaignsQuery(page, {
    pollingInterval: PROGRESS_POLL_MS,
    skip: !query.data?.data.some(sending),
  });
  return query;
}
