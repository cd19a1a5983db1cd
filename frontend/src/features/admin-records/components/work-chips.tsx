import type { WorkedKind } from '@bytecraft/contracts/records';
import { dueStateOf, type DueState } from '@bytecraft/contracts/records/due';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { staffLabel, useStaffDirectoryQuery } from '../../../lib/staff-directory';
import { isOverdue, waitingHours, type WorkedRecord } from '../worked-records';

/** How a record stands against its due time, as its chip says it. */
const DUE_CHIPS: Record<DueState, { label: string; color: 'success' | 'warning' | 'error' }> = {
  'on-time': { label: 'on time', color: 'success' },
  'at-risk': { label: 'at risk', color: 'warning' },
  breached: { label: 'breached', color: 'error' },
};

/**
 * A worked record's owner (if any), whether it waits for an answer and how it stands against
 * the answer's due time, and whether it is overdue.
 */
export function WorkChips({ kind, record }: { kind: WorkedKind; record: WorkedRecord }) {
  const owner = useOwnerLabel(record.ownerId);
  const waiting = waitingHours(kind, record);
  const due = dueStateOf(record, new Date());
  const overdue = isOverdue(record);
  if (!owner && waiting === null && !due && !overdue) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {owner && (
        <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
          Owner: {owner}
        </Typography>
      )}
      {waiting !== null && (
        <Chip size="small" color="warning" variant="outlined" label={`waiting ${waiting} h`} />
      )}
      {due && record.dueAt && (
        <Chip
          size="small"
          variant="outlined"
          color={DUE_CHIPS[due].color}
          label={DUE_CHIPS[due].label}
          title={`Due ${new Date(record.dueAt).toLocaleString()}`}
        />
      )}
      {overdue && <Chip size="small" color="error" label="overdue" />}
    </Stack>
  );
}

/** A staff id as the directory names them; an id it does not know shows as itself. */
export function useOwnerLabel(ownerId: string | null): string | null {
  const { data: directory } = useStaffDirectoryQuery(undefined, { skip: !ownerId });
  if (!ownerId) return null;
  const entry = directory?.find((member) => member.id === ownerId);
  return entry ? staffLabel(entry) : directory ? ownerId : null;
}
