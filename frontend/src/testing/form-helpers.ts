import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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
