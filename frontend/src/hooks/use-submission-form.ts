import { groupFieldErrors, toFieldErrors } from '@bytecraft/contracts/errors';
import { HONEYPOT_FIELD } from '@bytecraft/contracts/submission';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
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

// The store and the API client load with the first submission (or a form's preload), not with
// the page.
export const loadSubmissions = () => import('../lib/submissions');

const emptyValues = (schema: z.ZodMiniObject): Values =>
  Object.fromEntries(Object.keys(schema.shape).map((name) => [name, '']));

/** A form's values: each field of its schema, as typed. */
type ValuesOf<S extends z.ZodMiniObject> = Record<keyof z.input<S> & string, string>;

interface Options<S extends z.ZodMiniObject, V extends Values = ValuesOf<S>> {
  /** The public form it fills (a kind's, or one of its other forms): its schema and its route. */
  form: { schema: S; publicRoute: string };
  /** The values it starts with, where not empty (a preselected choice). */
  initialValues?: Partial<V>;
  /** What is sent for the values (multipart, fields of the page's own); by default the values. */
  body?: (values: V & { [HONEYPOT_FIELD]: string }) => unknown;
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
export function useSubmissionForm<S extends z.ZodMiniObject>({
  form: { schema, publicRoute },
  initialValues: given,
  body = (values) => values,
  onSuccess,
  extraErrors,
}: Options<S>) {
  type V = ValuesOf<S>;
  const initialValues = { ...emptyValues(schema), ...given } as V;
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
      const { submissions } = await loadSubmissions();
      const receipt = await submissions.send(publicRoute, {
        body: body({ ...values, [HONEYPOT_FIELD]: honeypot }),
        submissionId: submissionId.current,
      });
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
