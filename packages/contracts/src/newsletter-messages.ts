/** What the footer's newsletter form says; kept free of zod so the footer stays light. */
export const NEWSLETTER_MESSAGES = {
  emailRequiredToast: {
    title: 'Email Required',
    message: 'Please enter your email address to subscribe.',
  },
  invalidEmailToast: { title: 'Invalid Email', message: 'Please enter a valid email address' },
  serverFieldToast: 'Please check your email address and try again.',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  unknownToken: 'This unsubscribe link is not valid',
  unknownConfirmToken: 'This confirmation link is not valid or has expired',
} as const;

/**
 * The consent the footer's form shows under the field, stored with each subscription as its
 * proof: change it and new subscriptions keep the new text, older ones theirs.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'We send news and articles about once a month. Unsubscribe with the link in any mail.';
