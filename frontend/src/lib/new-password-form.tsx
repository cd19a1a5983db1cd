import { groupFieldErrors, toFieldErrors } from '@bytecraft/contracts/errors';
import { safeParse, type core } from 'zod/mini';
import { FormField } from '../components/ui/form-field';
import { PASSWORDS_DIFFER } from './staff-auth';
import { useStaffForm } from './staff-form';

type Errors = Record<string, string[]>;

/**
 * A console form that sets a new password typed twice (the Account screen, the invitation and
 * reset page): its values, its errors under each field, and the check before sending, which
 * answers the body for the route or null with the errors shown.
 */
export function useNewPasswordForm<F extends string>(fields: readonly F[], newPassword: F) {
  const empty = Object.fromEntries([...fields, 'confirm'].map((field) => [field, ''])) as Record<
    F | 'confirm',
    string
  >;
  const form = useStaffForm(empty);

  function check<T>(schema: core.$ZodType<T>): T | null {
    const { confirm, ...body } = form.values;
    const parsed = safeParse(schema, body);
    const found = parsed.success ? {} : groupFieldErrors(toFieldErrors(parsed.error));
    if (confirm !== form.values[newPassword]) found.confirm = [PASSWORDS_DIFFER];
    if (!parsed.success || found.confirm) {
      form.setErrors(found);
      return null;
    }
    return parsed.data;
  }

  return { ...form, check };
}

/** The new password and its confirmation, as every new-password form shows them. */
export function NewPasswordFields({
  name,
  values,
  errors,
  onValueChange,
}: {
  name: string;
  values: Record<string, string>;
  errors: Errors;
  onValueChange: (name: string, value: string) => void;
}) {
  return (
    <>
      {(
        [
          [name, 'New password'],
          ['confirm', 'Confirm new password'],
        ] as const
      ).map(([field, label]) => (
        <FormField
          key={field}
          name={field}
          label={label}
          type="password"
          autoComplete="new-password"
          required
          value={values[field] ?? ''}
          errors={errors[field]}
          onValueChange={onValueChange}
        />
      ))}
    </>
  );
}
