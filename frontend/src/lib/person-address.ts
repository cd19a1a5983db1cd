import { EMAIL_PATTERN } from '@bytecraft/contracts/patterns';

/** What a person search says of text that is no address (the header's and the Person page's). */
export const NOT_AN_ADDRESS = 'Type a whole email address, such as name@example.com';

/**
 * The address a person search looks for, or undefined when the text is none: a person is one
 * whole address (the server compares it lower-cased), never part of one.
 */
export function personAddress(text: string): string | undefined {
  const address = text.trim();
  return EMAIL_PATTERN.test(address) ? address : undefined;
}
