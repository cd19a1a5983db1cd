import { byKind, type RecordKind } from './records';
import { INBOUND_MAIL_RETENTION_MONTHS, MAIL_LOG_RETENTION_MONTHS } from './retention-policy';

/**
 * The kinds a retention period applies to: every kind (newsletter: months after unsubscribing),
 * the mail log and the mail visitors send us.
 */
export type RetainedKind = RecordKind | 'mail-log' | 'inbound-mail';

/**
 * How long each kind is kept, in months, after the record's last contact (the latest of its
 * submission and every status change, note and reply); newsletter subscriptions count from
 * unsubscribing, the mail log from the mail, a visitor's mail from its arrival. These defaults are what the privacy and GDPR
 * pages state (`RETENTION_POLICY`); `RETENTION_MONTHS_<KIND>` overrides one in the gateway.
 */
export const RETENTION_DEFAULT_MONTHS: Record<RetainedKind, number> = {
  ...byKind((kind) => kind.retentionMonths),
  'mail-log': MAIL_LOG_RETENTION_MONTHS,
  'inbound-mail': INBOUND_MAIL_RETENTION_MONTHS,
};

/** The env variable of one kind's months: RETENTION_MONTHS_JOB_APPLICATION. */
export const retentionEnvName = (kind: RetainedKind) =>
  `RETENTION_MONTHS_${kind.toUpperCase().replaceAll('-', '_')}`;
