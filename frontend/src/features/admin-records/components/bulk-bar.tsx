import type { BulkResult } from '@bytecraft/contracts/records/work';
import { RECORD_KINDS, type WorkedKind } from '@bytecraft/contracts/records';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { statusLabel } from '../../../components/ui/status-chip';
import { toastRefusal } from '../../../lib/staff-api';
import { staffLabel, useStaffDirectoryQuery } from '../../../lib/staff-directory';
import { useBulkOwnerMutation, useBulkStatusMutation, type StaffRecord } from '../api/records-api';
import type { RecordScreen } from '../record-screen';

interface Props {
  screen: RecordScreen;
  kind: WorkedKind;
  /** The chosen ids; records on screen name them in the outcome. */
  selected: string[];
  records: StaffRecord[];
  /** After a change: the ids still chosen (those that failed, to try again or look at). */
  onDone: (stillSelected: string[]) => void;
  onClear: () => void;
}

const UNASSIGNED = 'none';
/** A bulk select shows no value: choosing one acts at once. */
const NO_CHOICE: string = '';

/** A select that acts on the value chosen and goes back to showing none. */
function ActSelect({
  label,
  disabled,
  onChoose,
  children,
}: {
  label: string;
  disabled: boolean;
  onChoose: (value: string) => Promise<void>;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={NO_CHOICE}
        disabled={disabled}
        onChange={(event) => void onChoose(event.target.value)}
      >
        {children}
      </Select>
    </FormControl>
  );
}

/** One status or owner for every chosen record; says which changed and which did not, and why. */
export default function BulkBar({ screen, kind, selected, records, onDone, onClear }: Props) {
  const { data: directory = [] } = useStaffDirectoryQuery();
  const [bulkStatus, statusState] = useBulkStatusMutation();
  const [bulkOwner, ownerState] = useBulkOwnerMutation();
  const [outcome, setOutcome] = useState<{ what: string; result: BulkResult } | null>(null);
  const busy = statusState.isLoading || ownerState.isLoading;
  const nameOf = (id: string) => {
    const record = records.find((candidate) => candidate.id === id);
    return record ? screen.heading(record) : id;
  };

  const run = async (what: string, change: () => Promise<BulkResult>) => {
    try {
      const result = await change();
      setOutcome({ what, result });
      onDone(result.failed.map(({ id }) => id));
    } catch (error) {
      toastRefusal(error);
    }
  };

  if (!selected.length && !outcome) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Bulk actions"
      sx={{ p: 1.5, bgcolor: 'action.hover' }}
    >
      {selected.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography sx={{ fontWeight: 600 }}>{selected.length} selected</Typography>
          {RECORD_KINDS[kind].staffSetsStatus && screen.statuses.length > 0 && (
            <ActSelect
              label="Set status"
              disabled={busy}
              onChoose={(status) =>
                run(`Status set to ${statusLabel(status)}`, () =>
                  bulkStatus({ kind, ids: selected, status }).unwrap(),
                )
              }
            >
              {screen.statuses.map((status) => (
                <MenuItem key={status} value={status}>
                  {statusLabel(status)}
                </MenuItem>
              ))}
            </ActSelect>
          )}
          <ActSelect
            label="Set owner"
            disabled={busy}
            onChoose={(value) => {
              const member = directory.find((candidate) => candidate.id === value);
              const ownerId = value === UNASSIGNED ? null : value;
              return run(member ? `Assigned to ${staffLabel(member)}` : 'Unassigned', () =>
                bulkOwner({ kind, ids: selected, ownerId }).unwrap(),
              );
            }}
          >
            <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
            {directory
              .filter((member) => member.active)
              .map((member) => (
                <MenuItem key={member.id} value={member.id}>
                  {staffLabel(member)}
                </MenuItem>
              ))}
          </ActSelect>
          <Button onClick={onClear}>Clear selection</Button>
        </Stack>
      )}
      {outcome && (
        <Alert
          severity={outcome.result.failed.length ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          sx={{ mt: selected.length ? 1.5 : 0 }}
        >
          {outcome.what}: {outcome.result.changed.length} changed
          {outcome.result.changed.length > 0 &&
            ` (${outcome.result.changed.map(nameOf).join(', ')})`}
          .
          {outcome.result.failed.length > 0 && (
            <>
              {` ${outcome.result.failed.length} failed:`}
              <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.2rem' }}>
                {outcome.result.failed.map((failure) => (
                  <li key={failure.id}>
                    {nameOf(failure.id)}: {failure.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
    </Paper>
  );
}
