import type { AudienceFigures, StoredCampaign } from '@bytecraft/contracts/campaigns';
import type { Campaign } from './campaign.entity';

/** A campaign as staff read it, with its audience's figures. */
export const toStoredCampaign = (row: Campaign, figures: AudienceFigures): StoredCampaign => ({
  id: row.id,
  subject: row.subject,
  preheader: row.preheader,
  body: row.body,
  state: row.state,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  createdBy: row.createdBy,
  figures,
});
