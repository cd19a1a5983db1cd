import { z } from './zod';

import { EMAIL_PATTERN } from './patterns';

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  shortText: 200,
  message: 1000,
  longText: 5000,
  /** A staff reply's subject and message. */
  replySubject: 200,
  replyBody: 10_000,
  url: 500,
} as const;

/**
 * A string as PostgreSQL can keep it: without U+0000, which no person types and a text column
 * refuses (an accepted submission holding one could never be stored). It is dropped, not
 * refused, so no message exists for it.
 */
export const text = (error: string) =>
  z.string({ error }).check(z.overwrite((value) => value.replaceAll('\u0000', '')));

/** A required trimmed string: one message when missing or blank, then its own bounds. */
export function requiredText(opts: {
  required: string;
  min?: { length: number; message: string };
  max: { length: number; message?: string };
  label: string;
}) {
  let schema = text(opts.required).check(
    z.trim(),
    z.minLength(1, { error: opts.required, abort: true }),
  );
  if (opts.min) {
    schema = schema.check(z.minLength(opts.min.length, { error: opts.min.message, abort: true }));
  }
  return schema.check(
    z.maxLength(opts.max.length, {
      error: opts.max.message ?? `${opts.label} must be at most ${opts.max.length} characters`,
    }),
  );
}

/** An optional trimmed string; an empty value counts as not given. */
export function optionalText(label: string, max: number) {
  return z.pipe(
    z.optional(
      text(`${label} must be text`).check(
        z.trim(),
        z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
      ),
    ),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );
}

/** The visitor's own fields, as every kind's labels (CONTACT_LABELS, ...) begin. */
/** A whole number from a URL's query (`?page=2`), each refusal naming the parameter. */
export function wholeNumber(label: string, min: number, max?: number) {
  const schema = z.coerce
    .number({ error: `${label} must be a whole number` })
    .check(
      z.int({ error: `${label} must be a whole number` }),
      z.gte(min, { error: `${label} must be at least ${min}` }),
    );
  return max === undefined
    ? schema
    : schema.check(z.lte(max, { error: `${label} must be at most ${max}` }));
}

export const VISITOR_LABELS = { name: 'Name', email: 'Email', phone: 'Phone' } as const;

export const nameField = requiredText({
  label: VISITOR_LABELS.name,
  required: 'Name is required',
  min: { length: 2, message: 'Name must be at least 2 characters' },
  max: { length: LIMITS.name },
});

export const emailField = requiredText({
  label: VISITOR_LABELS.email,
  required: 'Email is required',
  max: { length: LIMITS.email },
}).check(z.regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }));

export const phoneField = (required?: string) =>
  required
    ? requiredText({ label: 'Phone number', required, max: { length: LIMITS.phone } })
    : optionalText('Phone number', LIMITS.phone);

export const companyField = optionalText('Company', LIMITS.company);

type Values = readonly [string, ...string[]];

/** One value of an option list, required. */
export function requiredOption<const T extends Values>(values: T, required: string, label: string) {
  return z.pipe(
    z.string({ error: required }).check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.refine((value: string) => values.includes(value), {
        error: `Please select a valid ${label}`,
      }),
    ),
    z.transform((value: string) => value as T[number]),
  );
}

/** One value of an option list, or nothing. */
export function optionalOption<const T extends Values>(values: T, label: string) {
  return z.pipe(
    z.optional(z.string({ error: `Please select a valid ${label}` }).check(z.trim())).check(
      z.refine((value: string | undefined) => !value || values.includes(value), {
        error: `Please select a valid ${label}`,
      }),
    ),
    z.transform((value: string | undefined) => (value ? (value as T[number]) : undefined)),
  );
}
