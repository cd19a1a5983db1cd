import type { WorkedKind } from '@bytecraft/contracts/records';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { staffLabel, useStaffDirectoryQuery } from '../../../lib/staff-directory';
import { isOverdue, waitingHours, type WorkedRecord } from '../worked-records';

/** A worked record's owner (if any), and whether it waits for an answer or is overdue. */
export function WorkChips({ kind, record }: { kind: WorkedKind; record: WorkedRecord }) {
  const owner = useOwnerLabel(record.ownerId);
  const waiting = waitingHours(kind, record);
  const overdue = isOverdue(record);
  if (!owner && waiting === null && !overdue) return null;
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
