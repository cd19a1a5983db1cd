import { SUBMISSION_ID_HEADER, UUID_PATTERN } from '@bytecraft/contracts/submission';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Picks an option of the MUI select labelled `label`. */
export async function chooseOption(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Pastes instead of typing key by key: MUI fields re-render per key, slow in jsdom. */
export async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

/** The one request a form sent: a POST to `path` carrying a submission id. */
export function sentSubmission(requests: Request[], path: string): Request {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request!.method).toBe('POST');
  expect(new URL(request!.url).pathname).toBe(path);
  expect(request!.headers.get(SUBMISSION_ID_HEADER)).toMatch(UUID_PATTERN);
  return request!;
}
