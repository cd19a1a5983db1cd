import type { FieldError } from '@bytecraft/contracts/errors';
import {
  HONEYPOT_FIELD,
  SUBMISSION_ID_HEADER,
  UUID_PATTERN,
} from '@bytecraft/contracts/submission';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, type Mock } from 'vitest';
import { FIX_ERRORS_TOAST } from '../hooks/use-submission-form';
import { apiPath, held, recordRequests, server } from './server';

/** Picks an option of the select labelled `label`: the browser's own, or MUI's menu. */
export async function chooseOption(label: RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  if (select instanceof HTMLSelectElement) return userEvent.selectOptions(select, option);
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Pastes instead of typing key by key: MUI fields re-render per key, slow in jsdom. */
export async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

/**
 * The server answers every POST to /api/`path` with `status` and the JSON `body`; returns every
 * request the test sends from now on.
 */
export function answerSubmissions(path: string, status: number, body: JsonBodyType): Request[] {
  server.use(http.post(apiPath(path), () => HttpResponse.json(body, { status })));
  return recordRequests();
}

/**
 * The server refuses every POST to /api/`path` as invalid, with `validationErrors` under their
 * fields as the gateway words them; returns every request the test sends from now on.
 */
export const answerFieldErrors = (path: string, validationErrors: FieldError[]) =>
  answerSubmissions(path, 400, {
    code: 'VALIDATION_ERROR',
    message: 'Validation failed',
    validationErrors,
  });

/** The server holds its answer to a POST to /api/`path` until `respond`: to see a form while it runs. */
export function holdSubmission(path: string) {
  const answer = held<Response>();
  server.use(http.post(apiPath(path), () => answer.value));
  return {
    requests: recordRequests(),
    respond: (status: number, body: JsonBodyType) =>
      answer.release(HttpResponse.json(body, { status })),
  };
}

/** The one request a form sent: a POST to `path` carrying a submission id. */
export function sentSubmission(requests: Request[], path: string): Request {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe(path);
  expect(request.headers.get(SUBMISSION_ID_HEADER)).toMatch(UUID_PATTERN);
  return request;
}

/** Clicks the button named `name`: a form's submit, or Cancel. */
export const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

/** The JSON body sent to `path` is `expected`, with the honeypot left empty as a person leaves it. */
export async function expectSentJson(
  requests: Request[],
  path: string,
  expected: Record<string, unknown>,
) {
  const body: unknown = await sentSubmission(requests, path).json();
  expect(body).toEqual({ ...expected, [HONEYPOT_FIELD]: '' });
}

/** A visitor as the public forms ask for them: every form takes a name and an address. */
export const visitor = {
  name: 'Kavya Reddy',
  email: 'kavya@example.com',
  phone: '+91 98450 12345',
  company: 'Nimbus Retail',
} as const;

const VISITOR_LABELS: Record<keyof typeof visitor, RegExp> = {
  name: /full name/i,
  email: /email address/i,
  phone: /phone number/i,
  company: /company name/i,
};

/** Types `values` into the visitor's own fields as every form labels them; the rest stay empty. */
export async function fillVisitor(values: Partial<Record<keyof typeof visitor, string>>) {
  for (const field of Object.keys(VISITOR_LABELS) as (keyof typeof visitor)[]) {
    const text = values[field];
    if (text !== undefined) await fill(VISITOR_LABELS[field], text);
  }
}

/** What the gateway answers for a stored submission: the toast's `title` and `message`. */
export const receipt = (title: string, message = '') => ({
  success: true,
  title,
  message,
  data: { id: 'x' },
});

/**
 * The server accepts every POST to /api/`path` with a receipt of `title` and `message`, as the
 * gateway answers a stored submission; returns every request the test sends from now on.
 */
export const answerReceipt = (path: string, title: string, message = '') =>
  answerSubmissions(path, 201, receipt(title, message));

/** The form refused to send: each of `messages` shows, the fix-errors toast too, and no request went out. */
export async function expectRefused(requests: Request[], messages: readonly string[]) {
  for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
  expect(await screen.findByText(FIX_ERRORS_TOAST.title)).toBeInTheDocument();
  expect(requests).toHaveLength(0);
}

/** The receipt titled `title` shows, and the dialog closes once. */
export async function expectReceiptAndClose(title: string, onClose: Mock) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
}
