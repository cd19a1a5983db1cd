import { z } from 'zod';
import { emailField, optionalText } from './fields';

/** Footer newsletter form; addresses compare case-insensitively, so they are kept lower-cased. */
export const newsletterSubscribeSchema = z.object({
  email: emailField.transform((email) => email.toLowerCase()),
  source: optionalText('Source', 50).transform((source) => source ?? 'footer'),
});

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribePayload = z.output<typeof newsletterSubscribeSchema>;

export const NEWSLETTER_MESSAGES = {
  emailRequiredToast: {
    title: 'Email Required',
    message: 'Please enter your email address to subscribe.',
  },
  invalidEmailToast: { title: 'Invalid Email', message: 'Please enter a valid email address' },
  serverFieldToast: 'Please check your email address and try again.',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  unknownToken: 'This unsubscribe link is not valid',
} as const;
