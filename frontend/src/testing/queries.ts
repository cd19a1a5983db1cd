import { within } from '@testing-library/react';

/** The text of each list item inside `container`, in order: what a list shows, to compare whole. */
export const itemTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
