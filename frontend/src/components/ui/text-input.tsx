import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

type Props = Pick<
  OutlinedInputProps,
  | 'value'
  | 'onChange'
  | 'type'
  | 'placeholder'
  | 'autoComplete'
  | 'autoFocus'
  | 'startAdornment'
  | 'endAdornment'
  | 'inputProps'
> & {
  label: string;
  required?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  helperText?: ReactNode;
  /** Keeps the label above the field while it is empty (for a placeholder to show). */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * An outlined text field as MUI's TextField draws it, built from the parts TextField is made
 * of. TextField also imports Select, and with it Menu, Popover, Modal and List, for its `select`
 * prop: a page whose fields are all text need not download them.
 */
export function TextInput({
  label,
  required,
  error,
  fullWidth,
  size,
  helperText,
  shrinkLabel,
  sx,
  ...input
}: Props) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl required={required} error={error} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrinkLabel || undefined}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
