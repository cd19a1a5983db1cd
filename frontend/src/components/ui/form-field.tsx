import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, type ChangeEvent, type InputHTMLAttributes } from 'react';
import type { Option } from '@bytecraft/contracts/options';
import { OutlinedSelect } from './outlined-select';

type Props = Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'autoFocus' | 'multiline' | 'rows' | 'minRows' | 'disabled' | 'size'
> & {
  name: string;
  label: string;
  value: string;
  required?: boolean;
  errors?: string[];
  onValueChange: (name: string, value: string) => void;
  /** The field is a choice of these, in the browser's own <select>. */
  options?: readonly Option[];
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement>;
    inputLabel?: { shrink?: boolean };
  };
  sx?: SxProps<Theme>;
};

/** A field's errors as bullet lines. */
export function FieldErrors({ errors }: { errors: string[] }) {
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/**
 * The text input's props. A textarea of a fixed height is the browser's own: MUI's autosizing
 * one measures its text on every keystroke, and those forced layouts made typing lag on a phone.
 */
function textInput<I extends Pick<Props, 'multiline' | 'rows' | 'minRows'>>(
  input: I,
  htmlInput?: InputHTMLAttributes<HTMLInputElement>,
) {
  if (!input.multiline || input.rows === undefined || input.minRows !== undefined) {
    return { ...input, inputProps: htmlInput };
  }
  return {
    ...input,
    rows: undefined,
    inputComponent: 'textarea' as const,
    inputProps: { ...htmlInput, rows: input.rows },
  };
}

/**
 * A labelled field whose errors show as bullet lines under it, the border turning red: the
 * outlined field MUI's TextField draws, built from its parts. TextField also imports Select,
 * and with it Menu, Popover, Modal and List, for its `select` prop; a choice here is a native
 * <select> (SelectField is the menu one). Memoised: a keystroke re-renders the form, and only
 * the field typed into need render again, which keeps a phone's typing responsive.
 */
export const FormField = memo(function FormField({
  name,
  label,
  value,
  required,
  errors,
  onValueChange,
  options,
  slotProps,
  sx,
  size,
  disabled,
  ...input
}: Props) {
  const hasErrors = Boolean(errors?.length);
  const id = `field-${name}`;
  const helperId = `${id}-helper-text`;
  const shrink = slotProps?.inputLabel?.shrink;
  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => onValueChange(name, event.target.value);
  const outlined = (
    <OutlinedInput
      id={id}
      name={name}
      label={label}
      notched={shrink}
      aria-describedby={hasErrors ? helperId : undefined}
      value={value}
      onChange={onChange}
      {...(options
        ? {
            inputComponent: OutlinedSelect,
            inputProps: {
              ...slotProps?.htmlInput,
              children: [
                <option key="" value="" />,
                ...options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                )),
              ],
            },
          }
        : textInput(input, slotProps?.htmlInput))}
    />
  );
  return (
    <FormControl
      required={required}
      error={hasErrors}
      disabled={disabled}
      size={size}
      fullWidth
      sx={sx}
    >
      <InputLabel id={`${id}-label`} htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      {outlined}
      {hasErrors && (
        <FormHelperText id={helperId} component="div">
          <FieldErrors errors={errors!} />
        </FormHelperText>
      )}
    </FormControl>
  );
});

type FieldProps = Omit<Props, 'label'>;

/** Every form's 'Full Name *'. */
export const NameField = (props: FieldProps) => (
  <FormField {...props} label="Full Name" required autoComplete="name" />
);

/** Every form's 'Email Address *'. */
export const EmailField = (props: FieldProps) => (
  <FormField {...props} label="Email Address" type="email" required autoComplete="email" />
);

/**
 * The visitor's own fields, first in every public form: name, email, phone (required where the
 * form says) and, where the form asks for it, the company (that field's props).
 */
export const VisitorFields = ({
  form,
  phoneRequired = false,
  company,
}: {
  form: { field: (name: 'name' | 'email' | 'phone') => FieldProps };
  phoneRequired?: boolean;
  company?: FieldProps;
}) => (
  <>
    <NameField {...form.field('name')} />
    <EmailField {...form.field('email')} />
    <FormField
      {...form.field('phone')}
      label="Phone Number"
      type="tel"
      required={phoneRequired}
      autoComplete="tel"
    />
    {company && <FormField {...company} label="Company Name" autoComplete="organization" />}
  </>
);
