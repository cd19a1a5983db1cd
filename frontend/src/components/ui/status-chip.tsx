import Chip, { type ChipProps } from '@mui/material/Chip';

/** 'in_progress' → 'In Progress'. */
export const statusLabel = (status: string) =>
  status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

// Each workflow step keeps one colour on every screen: waiting, moving, done, stopped.
const COLORS: Record<string, ChipProps['color']> = {
  new: 'info',
  applied: 'info',
  scheduled: 'info',
  pending: 'warning',
  in_progress: 'warning',
  reviewing: 'warning',
  screening: 'warning',
  interviewing: 'secondary',
  interview: 'secondary',
  resolved: 'success',
  completed: 'success',
  hired: 'success',
  accepted: 'success',
  active: 'success',
  closed: 'default',
  unsubscribed: 'default',
  cancelled: 'error',
  rejected: 'error',
};

/** A record's status as a small coloured label. */
export function StatusChip({
  status,
  size = 'small',
}: {
  status: string;
  size?: ChipProps['size'];
}) {
  return <Chip label={statusLabel(status)} color={COLORS[status] ?? 'default'} size={size} />;
}
