import type { CampaignFigures, CampaignRecord } from '@bytecraft/contracts/campaigns';
import { staffMe } from './staff-data';

const WRITTEN_AT = '2026-01-15T10:00:00.000Z';

/** A campaign as the staff API answers it: a draft with no figures unless the test says. */
export function campaign(
  overrides: Omit<Partial<CampaignRecord>, 'figures'> & { figures?: Partial<CampaignFigures> } = {},
): CampaignRecord {
  const { figures, ...rest } = overrides;
  return {
    id: crypto.randomUUID(),
    subject: 'November news',
    preheader: null,
    body: '# News\n\nWe shipped **a thing**.',
    state: 'draft',
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    createdAt: WRITTEN_AT,
    updatedAt: WRITTEN_AT,
    createdBy: staffMe().id,
    ...rest,
    figures: {
      recipients: 0,
      queued: 0,
      skipped: 0,
      unsubscribed: 0,
      sent: 0,
      failed: 0,
      bounced: 0,
      ...figures,
    },
  };
}
