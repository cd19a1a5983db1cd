import type { WorkedKind } from '@bytecraft/contracts/records';
import { promiseStateOf, type PromiseState } from '@bytecraft/contracts/records/due';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { staffLabel, useStaffDirectoryQuery } from '../../../lib/staff-directory';
import { isOverdue, waitingHours, type WorkedRecord } from '../worked-records';

/** How a record stands against its due time, or how its last answer kept it, as its chip says. */
const PROMISE_CHIPS: Record<
  PromiseState,
  { label: string; color: 'success' | 'warning' | 'error' }
> = {
  'on-time': { label: 'on time', color: 'success' },
  'at-risk': { label: 'at risk', color: 'warning' },
  breached: { label: 'breached', color: 'error' },
  'answered-late': { label: 'answered late', color: 'error' },
};

/**
 * The chip of a worked record's promise: where it stands while an answer is due (its due time
 * in the title), or, once answered, whether the answer came on time, until the next clock.
 */
export function PromiseChip({ record }: { record: WorkedRecord }) {
  const state = promiseStateOf(record, new Date());
  if (!state) return null;
  const { label, color } = PROMISE_CHIPS[state];
  const title = record.dueAt
    ? `Due ${new Date(record.dueAt).toLocaleString()}`
    : `Answered ${state === 'on-time' ? 'before' : 'after'} it was due`;
  return <Chip size="small" variant="outlined" color={color} label={label} title={title} />;
}

/**
 * A worked record's owner (if any), whether it waits for an answer and how it stands against
 * the answer's due time, and whether it is overdue.
 */
export function WorkChips({ kind, record }: { kind: WorkedKind; record: WorkedRecord }) {
  const owner = useOwnerLabel(record.ownerId);
  const waiting = waitingHours(kind, record);
  const promise = promiseStateOf(record, new Date());
  const overdue = isOverdue(record);
  if (!owner && waiting === null && !promise && !overdue) return null;
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
      <PromiseChip record={record} />
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
