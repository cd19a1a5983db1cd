/** Each record's workflow; a new record starts at the first status of its list. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export const CALL_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const CONSULTATION_STATUSES = ['pending', 'scheduled', 'completed'] as const;
export const DEVELOPER_HIRE_STATUSES = [
  'new',
  'reviewing',
  'interviewing',
  'hired',
  'rejected',
] as const;
export const APPLICATION_STATUSES = [
  'applied',
  'screening',
  'interviewing',
  'hired',
  'rejected',
] as const;
export const INTERNSHIP_STATUSES = [
  'new',
  'reviewing',
  'interview',
  'accepted',
  'rejected',
] as const;
/** 'pending': double opt-in, waiting for the mailed link (NEWSLETTER_DOUBLE_OPT_IN). */
export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed', 'pending'] as const;

export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type CallStatus = (typeof CALL_STATUSES)[number];
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export type DeveloperHireStatus = (typeof DEVELOPER_HIRE_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type InternshipStatus = (typeof INTERNSHIP_STATUSES)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
