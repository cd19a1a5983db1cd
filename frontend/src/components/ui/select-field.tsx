import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Option } from '@bytecraft/contracts/options';
import { FieldErrors } from './form-field';

type Props = Omit<TextFieldProps, 'error' | 'helperText' | 'onChange' | 'value' | 'select'> & {
  name: string;
  value: string;
  errors?: string[];
  onValueChange: (name: string, value: string) => void;
  options: readonly Option[];
};

/**
 * A choice in MUI's Select: its options in a menu drawn like the site's. It brings Menu,
 * Popover, Modal and List, so a page that must stay light uses FormField's native choice.
 */
export function SelectField({ name, value, errors, onValueChange, options, ...rest }: Props) {
  const hasErrors = Boolean(errors?.length);
  return (
    <TextField
      {...rest}
      id={`field-${name}`}
      name={name}
      value={value}
      fullWidth
      select
      error={hasErrors}
      // The error list is a <ul>, which may not sit inside the default <p>.
      slotProps={{ ...rest.slotProps, formHelperText: { component: 'div' } }}
      onChange={(event) => onValueChange(name, event.target.value)}
      helperText={hasErrors ? <FieldErrors errors={errors!} /> : undefined}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
