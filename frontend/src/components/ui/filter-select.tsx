import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
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

/** A list's filter: one of `options`, or all of them when empty. */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  labelOf = statusLabel,
}: Props) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      {/* The empty value shows as `allLabel`, so the label always sits above, in the notch. */}
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        displayEmpty
        notched
        renderValue={(selected) => (selected ? labelOf(selected) : allLabel)}
      >
        <MenuItem value="">{allLabel}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {labelOf(option)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
