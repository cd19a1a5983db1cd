import { byKind, type RecordKind } from './records';

/** The kinds a retention period applies to: every kind (newsletter: months after unsubscribing). */
export type RetainedKind = RecordKind | 'mail-log';

/**
 * How long each kind is kept, in months, after the record's last contact (the latest of its
 * submission and every status change, note and reply); newsletter subscriptions count from
 * unsubscribing, the mail log from the mail. These defaults are what the privacy and GDPR
 * pages state (`RETENTION_POLICY`); `RETENTION_MONTHS_<KIND>` overrides one in the gateway.
 */
export const RETENTION_DEFAULT_MONTHS: Record<RetainedKind, number> = {
  ...byKind((kind) => kind.retentionMonths),
  'mail-log': 36,
};

/** The env variable of one kind's months: RETENTION_MONTHS_JOB_APPLICATION. */
export const retentionEnvName = (kind: RetainedKind) =>
  `RETENTION_MONTHS_${kind.toUpperCase().replaceAll('-', '_')}`;

/** A pending subscription's confirmation link works this long; then the subscription expires. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** The retention the site's privacy and GDPR pages state, one line per group of kinds. */
export const RETENTION_POLICY: readonly { label: string; months: number; from: string }[] = [
  {
    label: 'Enquiries, proposals, call requests and questions',
    months: RETENTION_DEFAULT_MONTHS.contact,
    from: 'after our last contact',
  },
  {
    label: 'Job and internship applications and resumes',
    months: RETENTION_DEFAULT_MONTHS['job-application'],
    from: 'after our last contact, unless you ask us to delete them sooner',
  },
  {
    label: 'Newsletter subscriptions',
    months: RETENTION_DEFAULT_MONTHS['newsletter-subscription'],
    from: `after you unsubscribe (an unconfirmed subscription after ${NEWSLETTER_CONFIRM_DAYS} days)`,
  },
  {
    label: 'The record of mails we sent you',
    months: RETENTION_DEFAULT_MONTHS['mail-log'],
    from: 'after the mail',
  },
];
