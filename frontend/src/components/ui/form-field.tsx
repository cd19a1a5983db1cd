import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Option } from '@bytecraft/contracts/options';

type Props = Omit<TextFieldProps, 'error' | 'helperText' | 'onChange' | 'value'> & {
  name: string;
  value: string;
  errors?: string[];
  onValueChange: (name: string, value: string) => void;
  options?: readonly Option[];
};

/** A labelled field whose errors show as bullet lines under it, the border turning red. */
export function FormField({ name, value, errors, onValueChange, options, ...rest }: Props) {
  const hasErrors = Boolean(errors?.length);
  return (
    <TextField
      {...rest}
      id={`field-${name}`}
      name={name}
      value={value}
      fullWidth
      select={Boolean(options)}
      error={hasErrors}
      // The error list is a <ul>, which may not sit inside the default <p>.
      slotProps={{ ...rest.slotProps, formHelperText: { component: 'div' } }}
      onChange={(event) => onValueChange(name, event.target.value)}
      helperText={
        hasErrors ? (
          <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
            {errors!.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : undefined
      }
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
