import {
  ASSIGNMENT_MESSAGES,
  MAX_CAPACITY,
  type Availability,
} from '@bytecraft/contracts/records/assignment';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TextInput } from '../../../components/ui/text-input';
import { toastRefusal } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
import { useMyAvailabilityQuery, useSetMyAvailabilityMutation } from '../api/dashboard-api';

/**
 * The signed-in member's own word on records given out automatically: whether they take them,
 * how many open records they own at most, and whether they are away.
 */
export function MyAvailability() {
  const saved = useMyAvailabilityQuery();
  if (!saved.data) {
    return <Typography color="text.secondary">Loading your availability…</Typography>;
  }
  // Keyed by what the server keeps: a save replaces what the form shows.
  return <AvailabilityForm key={JSON.stringify(saved.data)} saved={saved.data} />;
}

function AvailabilityForm({ saved }: { saved: Availability }) {
  const [form, setForm] = useState(saved);
  const [capacity, setCapacity] = useState(String(saved.capacity));
  const [save, { isLoading }] = useSetMyAvailabilityMutation();
  const parsed = Number(capacity);
  const capacityValid = Number.isInteger(parsed) && parsed >= 1 && parsed <= MAX_CAPACITY;

  const submit = async () => {
    try {
      await save({ ...form, capacity: parsed }).unwrap();
      toast(
        { title: 'Availability Saved', message: 'Records are given out as you said.' },
        'success',
      );
    } catch (error) {
      toastRefusal(error);
    }
  };
  const toggle = (field: 'optedIn' | 'away', label: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={form[field]}
          onChange={(event) => setForm({ ...form, [field]: event.target.checked })}
        />
      }
      label={label}
    />
  );

  return (
    <Stack spacing={1}>
      {toggle('optedIn', 'Take records given out automatically')}
      {toggle('away', 'Away')}
      <TextInput
        label="Most open records"
        size="small"
        type="number"
        value={capacity}
        onChange={(event) => setCapacity(event.target.value)}
        error={!capacityValid}
        helperText={capacityValid ? ' ' : ASSIGNMENT_MESSAGES.capacity}
        inputProps={{ min: 1, max: MAX_CAPACITY }}
      />
      <Button
        variant="contained"
        onClick={() => void submit()}
        disabled={!capacityValid || isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save availability
      </Button>
    </Stack>
  );
}
