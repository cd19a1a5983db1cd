import { within } from '@testing-library/react';

/** The text of each of `elements`, in order: what a list of cards, buttons or items reads. */
export const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

/** The text of each list item inside `container`, in order: what a list shows, to compare whole. */
export const itemTexts = (container: HTMLElement) =>
  texts(within(container).getAllByRole('listitem'));
