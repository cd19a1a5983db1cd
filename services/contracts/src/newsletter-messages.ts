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
} as const;
