import { VISITOR_ACTOR_ID } from '@bytecraft/contracts/records/base';
import { PRIORITY_TIMES } from '@bytecraft/contracts/records/due';
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
 * `staffName` names a staff member by their account id (who did it, who was given it).
 */
export function describeActivity(
  entry: ActivityEntry,
  staffName: (id: string) => string,
): { title: string; text?: string } {
  // A closed record a visitor's mailed answer reopened names the visitor as who did it.
  const name = (id: string) => (id === VISITOR_ACTOR_ID ? 'the visitor' : staffName(id));
  switch (entry.type) {
    case 'submitted':
      return { title: 'Submitted' };
    case 'confirmation':
      return { title: `Confirmation mail ${entry.delivery}` };
    case 'status':
      return {
        title: `${statusLabel(entry.from)} → ${statusLabel(entry.to)} by ${name(entry.actorId)}`,
      };
    case 'note':
      return { title: `Note by ${name(entry.actorId)}`, text: entry.text };
    case 'owner':
      return {
        title: entry.to
          ? `Assigned to ${name(entry.to)} by ${name(entry.actorId)}`
          : `Unassigned by ${name(entry.actorId)}`,
      };
    case 'follow-up':
      return {
        title: entry.to
          ? `Follow-up set for ${formatDate(entry.to)} by ${name(entry.actorId)}`
          : `Follow-up cleared by ${name(entry.actorId)}`,
      };
    case 'priority':
      return {
        title: `Priority ${PRIORITY_TIMES[entry.from].label} → ${PRIORITY_TIMES[entry.to].label} by ${name(entry.actorId)}`,
      };
    case 'reply':
      return { title: `Reply by ${name(entry.actorId)}: ${entry.subject}`, text: entry.body };
    case 'visitor-reply':
      return { title: `Reply from ${entry.from}: ${entry.subject}`, text: entry.text };
  }
}
