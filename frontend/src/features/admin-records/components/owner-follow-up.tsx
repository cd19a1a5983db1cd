import type { WorkedKind } from '@bytecraft/contracts/records';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { toastRefusal } from '../../../lib/staff-api';
import { staffLabel, useStaffDirectoryQuery } from '../../../lib/staff-directory';
import { useStaffMeQuery } from '../../../lib/staff-auth';
import { toast } from '../../../lib/toasts';
import { useSetFollowUpMutation, useSetOwnerMutation } from '../api/records-api';
import { formatDate } from '../../../lib/format-date';
import type { WorkedRecord } from '../worked-records';

interface Props {
  kind: WorkedKind;
  record: WorkedRecord;
}

const UNASSIGNED = '';

/**
 * Who works the record (any active colleague, nobody, or oneself in one click) and when to look
 * at it again.
 */
export function OwnerAndFollowUp({ kind, record }: Props) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ my: 2, alignItems: { sm: 'flex-start' } }}
    >
      <OwnerField kind={kind} record={record} />
      {/* Keyed by the saved date: a change made elsewhere replaces what the field shows. */}
      <FollowUpField key={record.followUpAt ?? ''} kind={kind} record={record} />
    </Stack>
  );
}

function OwnerField({ kind, record }: Props) {
  const labelId = useId();
  const { data: directory = [] } = useStaffDirectoryQuery();
  const { data: me } = useStaffMeQuery();
  const [setOwner, { isLoading }] = useSetOwnerMutation();
  const myId = me?.id;
  // A colleague who left stays shown as the owner of what they had, but is not offered.
  const choices = directory.filter((member) => member.active || member.id === record.ownerId);
  const known = !record.ownerId || choices.some((member) => member.id === record.ownerId);

  const change = async (ownerId: string | null) => {
    try {
      await setOwner({ kind, id: record.id, ownerId }).unwrap();
      const owner = directory.find((member) => member.id === ownerId);
      toast(
        {
          title: 'Owner Changed',
          message: owner
            ? `${record.name} is now ${staffLabel(owner)}'s.`
            : `${record.name} has no owner now.`,
        },
        'success',
      );
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={labelId} shrink>
          Owner
        </InputLabel>
        <Select
          labelId={labelId}
          label="Owner"
          notched
          displayEmpty
          disabled={isLoading}
          value={record.ownerId ?? UNASSIGNED}
          onChange={(event) => {
            const value = event.target.value || null;
            if (value !== record.ownerId) void change(value);
          }}
        >
          <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
          {choices.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {staffLabel(member)}
            </MenuItem>
          ))}
          {!known && <MenuItem value={record.ownerId!}>{record.ownerId}</MenuItem>}
        </Select>
      </FormControl>
      {myId && record.ownerId !== myId && (
        <Button size="small" disabled={isLoading} onClick={() => void change(myId)}>
          Assign to me
        </Button>
      )}
    </Stack>
  );
}

/** An ISO time as a datetime-local field shows it: the browser's local time, to the minute. */
function toLocalInput(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function FollowUpField({ kind, record }: Props) {
  const saved = toLocalInput(record.followUpAt);
  const [draft, setDraft] = useState(saved);
  const [setFollowUp, { isLoading }] = useSetFollowUpMutation();
  // Saved with a button, not per keystroke: a date typed field by field passes through dates
  // nobody meant (year 0002).
  const save = async (local: string) => {
    try {
      const at = local ? new Date(local).toISOString() : null;
      await setFollowUp({ kind, id: record.id, at }).unwrap();
      setDraft(local);
      toast(
        {
          title: 'Follow-up Changed',
          message: at ? `Follow up on ${record.name} ${formatDate(at)}.` : 'No follow-up set.',
        },
        'success',
      );
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label="Follow-up"
        type="datetime-local"
        size="small"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {draft && draft !== saved && (
        <Button
          size="small"
          variant="contained"
          disabled={isLoading}
          onClick={() => void save(draft)}
        >
          Save follow-up
        </Button>
      )}
      {saved && (
        <Button size="small" disabled={isLoading} onClick={() => void save('')}>
          Clear follow-up
        </Button>
      )}
    </Stack>
  );
}
