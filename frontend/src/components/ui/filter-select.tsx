import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { OutlinedSelect } from './outlined-select';
import { statusLabel } from './status-chip';

interface Props {
  label: string;
  /** What the empty value reads as: 'All Statuses'. */
  allLabel: string;
  value: string;
  /** Values in snake_case, shown as labels ('in_progress' → 'In Progress'). */
  options: readonly string[];
  onChange: (value: string) => void;
  /** How an option reads, when not a status ('in_progress' → 'In Progress'). */
  labelOf?: (value: string) => string;
}

/**
 * A list's filter: one of `options`, or all of them when empty. The browser's own <select> in
 * the outlined frame: MUI's menu select brings Menu, Popover, Modal and List to every list.
 */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  labelOf = statusLabel,
}: Props) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      {/* The empty value shows as `allLabel`, so the label always sits above, in the notch. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputComponent={OutlinedSelect}
        inputProps={{
          children: [
            <option key="" value="">
              {allLabel}
            </option>,
            ...options.map((option) => (
              <option key={option} value={option}>
                {labelOf(option)}
              </option>
            )),
          ],
        }}
      />
    </FormControl>
  );
}
