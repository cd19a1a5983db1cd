import { contact } from './kinds/contact';
import { jobApplication } from './kinds/job-application';
import { newsletterSubscription } from './kinds/newsletter-subscription';

/**
 * What the privacy and GDPR pages state of retention, read from the three kinds whose periods
 * they name rather than from the registry, so a legal page loads no other kind.
 */

/** The mail log is kept this long after each mail. */
export const MAIL_LOG_RETENTION_MONTHS = 36;

/**
 * A mail a visitor sends us is kept this long after it came, and never longer than the record
 * it answers: one that went to a record goes by that record's kind's months too, whichever
 * comes first, so its whole text never outlives the record that shows it.
 */
export const INBOUND_MAIL_RETENTION_MONTHS = 36;

/** A pending subscription's confirmation link works this long; then the subscription expires. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** The retention the site's privacy and GDPR pages state, one line per group of kinds. */
export const RETENTION_POLICY: readonly { label: string; months: number; from: string }[] = [
  {
    label: 'Enquiries, proposals, call requests and questions',
    months: contact.retentionMonths,
    from: 'after our last contact',
  },
  {
    label: 'Job and internship applications and resumes',
    months: jobApplication.retentionMonths,
    from: 'after our last contact, unless you ask us to delete them sooner',
  },
  {
    label: 'Newsletter subscriptions',
    months: newsletterSubscription.retentionMonths,
    from: `after you unsubscribe (an unconfirmed subscription after ${NEWSLETTER_CONFIRM_DAYS} days)`,
  },
  {
    label: 'The record of mails we sent you',
    months: MAIL_LOG_RETENTION_MONTHS,
    from: 'after the mail',
  },
  {
    label: 'The mails you send us',
    months: INBOUND_MAIL_RETENTION_MONTHS,
    from: 'after we receive them, and never longer than the enquiry or application they answer',
  },
];
