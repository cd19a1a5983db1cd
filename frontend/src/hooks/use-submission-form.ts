import { groupFieldErrors, toFieldErrors } from '@bytecraft/contracts/errors';
import { type SubmissionAccepted, HONEYPOT_FIELD } from '@bytecraft/contracts/submission';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, toastFor } from '../lib/api-errors';
import { toast } from '../lib/toasts';

/** What a success toast says when the response names no title or message. */
export const SUCCESS_TOAST = {
  title: 'Success!',
  message: 'Your request was processed successfully.',
} as const;

export const FIX_ERRORS_TOAST = {
  title: 'Please Fix Errors',
  message: 'Please correct the highlighted fields and try again.',
} as const;

type Values = Record<string, string>;

interface Options<V extends Values> {
  schema: z.ZodType;
  initialValues: V;
  /** Sends the values; must reject with the API's error on failure. */
  send: (
    values: V & { [HONEYPOT_FIELD]: string },
    submissionId: string,
  ) => Promise<SubmissionAccepted>;
  onSuccess?: () => void;
  /** Checks the schema cannot make (a chosen file); field name to messages. */
  extraErrors?: () => Record<string, string[]>;
}

/**
 * The one behaviour every form shares: validate with the server's own schema before sending,
 * errors as lists per field, an edit clears its field's errors, one submission id per fill
 * (renewed after success) so retries store once, toasts from the response or the catalogue,
 * values kept on failure.
 */
export function useSubmissionForm<V extends Values>({
  schema,
  initialValues,
  send,
  onSuccess,
  extraErrors,
}: Options<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [submitting, setSubmitting] = useState(false);
  const submissionId = useRef(crypto.randomUUID());

  const clearErrors = useCallback((name: string) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const setField = useCallback(
    (name: keyof V & string, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearErrors(name);
    },
    [clearErrors],
  );

  const submit = async () => {
    if (submitting) return;
    const checked = schema.safeParse(values);
    const extra = extraErrors?.() ?? {};
    if (!checked.success || Object.keys(extra).length) {
      setErrors({
        ...(checked.success ? {} : groupFieldErrors(toFieldErrors(checked.error))),
        ...extra,
      });
      toast(FIX_ERRORS_TOAST, 'error');
      return;
    }
    setSubmitting(true);
    try {
      const receipt = await send({ ...values, [HONEYPOT_FIELD]: honeypot }, submissionId.current);
      toast(
        {
          title: receipt.title || SUCCESS_TOAST.title,
          message: receipt.message || SUCCESS_TOAST.message,
        },
        'success',
      );
      setValues(initialValues);
      setErrors({});
      submissionId.current = crypto.randomUUID();
      onSuccess?.();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length) {
        setErrors(fieldErrors);
        toast({ title: toastFor(error).title, message: FIX_ERRORS_TOAST.message }, 'error');
      } else {
        toast(toastFor(error), 'error');
      }
    } finally {
      setSubmitting(false);
    }
  };

  // What sending finds, it shows (field errors, a toast), so the form waits for nothing.
  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    void submit();
  };

  /** The props a FormField needs for one of this form's values. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    errors: errors[name],
    // FormField calls back with its name as a string, and tsc refuses setField's narrower names
    // without this; the rule takes the widening for no change.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    onValueChange: setField as (name: string, value: string) => void,
  });

  return {
    values,
    errors,
    submitting,
    setField,
    field,
    clearErrors,
    handleSubmit,
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}
