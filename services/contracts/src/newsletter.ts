import { z } from 'zod';
import { emailField, optionalText } from './fields';

/** Footer newsletter form; addresses compare case-insensitively, so they are kept lower-cased. */
export const newsletterSubscribeSchema = z.object({
  email: emailField.transform((email) => email.toLowerCase()),
  source: optionalText('Source', 50).transform((source) => source ?? 'footer'),
});

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribePayload = z.output<typeof newsletterSubscribeSchema>;
