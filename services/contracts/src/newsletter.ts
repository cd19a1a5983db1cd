import { z } from 'zod';
import { emailField, optionalText } from './fields';

/** Footer newsletter form; addresses compare case-insensitively, so they are kept lower-cased. */
export const newsletterSubscribeSchema = z.object({
  email: emailField.transform((email) => email.toLowerCase()),
  source: optionalText('Source', 50).transform((source) => source ?? 'footer'),
});

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribePayload = z.output<typeof newsletterSubscribeSchema>;

/** A subscription as staff read it. */
export interface NewsletterSubscriptionRecord {
  id: string;
  email: string;
  status: string;
  source: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

export interface NewsletterStats {
  total: number;
  active: number;
  unsubscribed: number;
  /** Subscribed in the last 30 days. */
  recentSubscriptions: number;
  /** Active as a percentage of all, to one decimal. */
  activeRate: number;
}
