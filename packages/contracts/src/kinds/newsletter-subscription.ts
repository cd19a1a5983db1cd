import { z } from '../zod';
import { emailField, optionalText, VISITOR_LABELS } from '../fields';
import { ServiceName } from '../rpc';
import { defineKind, shape } from './define-kind';

/** Footer newsletter form; addresses compare case-insensitively, so they are kept lower-cased. */
export const newsletterSubscribeSchema = z.object({
  email: z.pipe(
    emailField,
    z.transform((email: string) => email.toLowerCase()),
  ),
  source: z.pipe(
    optionalText('Source', 50),
    z.transform((source: string | undefined) => source ?? 'footer'),
  ),
  /** The site's page the form was sent from (`/services`), kept as the consent's source page. */
  page: optionalText('Page', 200).check(
    z.refine((page) => page === undefined || page.startsWith('/'), {
      error: 'Page must be a path of the site',
    }),
  ),
});

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribePayload = z.output<typeof newsletterSubscribeSchema>;

/**
 * Proof of a subscriber's consent: when and from which client key (`clientKey`: the gateway's
 * client address, IPv6 by /64) the form was sent, from which page, and the text the form showed.
 * `confirmedAt`: when the mailed link was followed (double opt-in), null without double opt-in.
 */
export interface NewsletterConsent {
  at: string;
  clientKey: string;
  page: string | null;
  text: string;
  confirmedAt: string | null;
}

/** What the gateway adds to a subscribe request for the newsletter service. */
export interface NewsletterSubscribeRequest extends NewsletterSubscribePayload {
  clientKey: string;
}

/** `newsletter.subscribe` as the newsletter service accepts it (the transport is a boundary). */
export const newsletterSubscribeRequestSchema: z.ZodMiniType<NewsletterSubscribeRequest> = z.extend(
  newsletterSubscribeSchema,
  {
    clientKey: z.string().check(z.minLength(1), z.maxLength(64)),
  },
);

/** `newsletter.confirm`: the token of a `/newsletter/confirm/<token>` link. */
export const newsletterConfirmSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type NewsletterConfirmRequest = z.output<typeof newsletterConfirmSchema>;

/** A subscription as staff read it. */
export interface NewsletterSubscriptionRecord {
  id: string;
  email: string;
  /** 'pending' until the confirmation link is followed (double opt-in). */
  status: string;
  source: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
  /** Null for subscriptions stored before consent was kept. */
  consent: NewsletterConsent | null;
}

export interface NewsletterStats {
  total: number;
  active: number;
  unsubscribed: number;
  /** Waiting for their confirmation link (double opt-in); not counted as active. */
  pending: number;
  /** Subscribed in the last 30 days. */
  recentSubscriptions: number;
  /** Active as a percentage of all, to one decimal. */
  activeRate: number;
}

/** The figures of a list with no subscriptions yet. */
export const EMPTY_NEWSLETTER_STATS: NewsletterStats = {
  total: 0,
  active: 0,
  unsubscribed: 0,
  pending: 0,
  recentSubscriptions: 0,
  activeRate: 0,
};

/** What the visitor reads after each step of a subscription. */
export const NEWSLETTER_RECEIPTS = {
  subscribed: { title: 'Subscribed!', message: 'Thank you for subscribing to our newsletter.' },
  /** Double opt-in: the subscription waits for the link mailed to the address. */
  pending: {
    title: 'Check your inbox',
    message: 'We sent you a link to confirm your subscription. It works for 7 days.',
  },
  confirmed: { title: 'Subscribed!', message: 'Your subscription is confirmed. Welcome aboard.' },
  unsubscribed: {
    title: 'Unsubscribed',
    message: 'You have been unsubscribed and will receive no more newsletters.',
  },
} as const;

/**
 * A subscription from the footer's form. The newsletter service answers it at once over the
 * transport (no job), and its status changes only by the links it mails.
 */
export const newsletterSubscription = defineKind({
  id: 'newsletter-subscription',
  schema: newsletterSubscribeSchema,
  record: shape<NewsletterSubscriptionRecord>(),
  labels: { email: VISITOR_LABELS.email, source: 'Source' },
  service: ServiceName.Newsletter,
  publicRoute: 'newsletter/subscribe',
  staffPath: 'newsletter/subscriptions',
  recordTitle: 'Newsletter subscription',
  sectionTitle: 'Newsletter',
  consoleSection: 'newsletter',
  dashboard: {
    card: 'newsletter',
    figures: { total: 'total', active: 'active', recent: 'recent' },
  },
  // 'pending': double opt-in, waiting for the mailed link (NEWSLETTER_DOUBLE_OPT_IN);
  // 'bounced': a campaign's mail to it bounced for good, so no later campaign mails it.
  statuses: ['active', 'unsubscribed', 'pending', 'bounced'],
  staffSetsStatus: false,
  receipt: NEWSLETTER_RECEIPTS.subscribed,
  retentionMonths: 1,
  defaultLimit: 50,
  searchFields: ['email'],
  orderBy: 'subscribedAt',
  // Its fields are the spec's columns; its proof of consent follows them (empty for
  // subscriptions stored before consent was kept).
  exportColumns: {
    'consent.at': 'Consent at',
    'consent.clientKey': 'Consent client',
    'consent.page': 'Consent page',
    'consent.text': 'Consent text',
    'consent.confirmedAt': 'Confirmed at',
  },
  csv: {
    columns: [
      ['email', 'Email'],
      ['status', 'Status'],
      ['source', 'Source'],
      ['subscribedAt', 'Subscribed At'],
      ['unsubscribedAt', 'Unsubscribed At'],
    ],
    fileName: 'newsletter-subscriptions.csv',
  },
});

export type NewsletterSubscriptionStatus = (typeof newsletterSubscription.statuses)[number];
