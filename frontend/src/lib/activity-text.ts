import type { ActivityEntry, DeliveryState } from '@bytecraft/contracts/records/work';
import type { ChipProps } from '@mui/material/Chip';
import { statusLabel } from '../components/ui/status-chip';
import { formatDate } from './format-date';

/** A mail's delivery state as its chip shows it (a reply's, a mail of the person's). */
export const DELIVERY_COLORS: Record<DeliveryState, ChipProps['color']> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
  skipped: 'default',
  held: 'warning',
  discarded: 'default',
};

/**
 * One entry of a record's activity in words: a title, and the text it carries (a note's, a
 * reply's body). The record's detail and the person's timeline both say it this way.
 * `ownerName` names a staff member by their id.
 */
export function describeActivity(
  entry: ActivityEntry,
  ownerName: (id: string) => string,
): { title: string; text?: string } {
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
}
