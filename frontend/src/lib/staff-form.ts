import { groupFieldErrors, toFieldErrors } from '@bytecraft/contracts/errors';
import { useState } from 'react';
import { safeParse, type core } from 'zod/mini';
import { fieldErrorsOf } from './api-errors';
import { toastRefusal } from './staff-api';
import { toast, type ToastText } from './toasts';

type Errors = Record<string, string[]>;

/**
 * A console form's values and the errors under its fields. `check` validates with the contracts
 * schema before anything is sent; `send` runs the request, toasts `success`, and on a refusal
 * puts the server's field errors under the fields. A refusal that names none of this form's
 * fields is a toast instead, so no refusal goes unseen.
 */
export function useStaffForm<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  /** Sets one value and clears that field's errors. */
  const setValue = <N extends keyof V & string>(name: N, value: V[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  /** What a FormField calls back with. */
  const change = (name: string, value: string) => setValue(name, value as V[keyof V & string]);

  /** The props a FormField needs for one of this form's text values. */
  const field = (name: keyof V & string) => ({
    name,
    value: String(values[name]),
    errors: errors[name],
    onValueChange: change,
  });

  /** The body the schema makes of `input` (the values as they are by default), or null with its errors shown. */
  function check<T>(schema: core.$ZodType<T>, input: unknown = values): T | null {
    const parsed = safeParse(schema, input);
    if (parsed.success) return parsed.data;
    setErrors(groupFieldErrors(toFieldErrors(parsed.error)));
    return null;
  }

  /** Resolves true once the request succeeded and `success` was toasted. */
  async function send(request: () => Promise<unknown>, success: ToastText): Promise<boolean> {
    try {
      await request();
      toast(success, 'success');
      return true;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (!Object.keys(fields).some((name) => name in initial)) toastRefusal(error);
      return false;
    }
  }

  return {
    values,
    errors,
    setErrors,
    setValue,
    change,
    field,
    check,
    send,
    reset: () => setValues(initial),
  };
}
