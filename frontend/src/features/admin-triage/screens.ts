import { RecordKind, RECORD_KINDS, type RecordOf } from '@bytecraft/contracts/triage';
import {
  AVAILABILITIES,
  CALL_PURPOSES,
  CONSULTATION_BUDGETS,
  CONSULTATION_TIMELINES,
  CONTACT_BUDGETS,
  CONTACT_SERVICES,
  CONTACT_TIMELINES,
  EXPERIENCE_LEVELS,
  HIRE_BUDGETS,
  HIRE_PROJECT_TYPES,
  HIRE_TIMELINES,
  labelOf,
  PREFERRED_TIMES,
  QUESTION_INTERESTS,
  type Option,
} from '@bytecraft/contracts/options';
import type { ToastText } from '../../lib/toasts';
import type { StaffRecord } from './api/records-api';

export interface Fact {
  label: string;
  value: string | null | undefined;
}

/** A card button of spec §4's table: shown on a record in `from`, it moves it to `to`. */
export interface CardAction {
  from: string;
  to: string;
  label: string;
}

/** Everything that sets one kind's screen apart; the screen itself is the same for all. */
export interface RecordScreen<R = StaffRecord> {
  kind: RecordKind;
  /** The section name, as the sidebar and header show it. */
  title: string;
  /** 'contacts' in 'No contacts found' and 'No contacts yet.' */
  plural: string;
  /** Its workflow (first = the default shown for an unknown status); empty: none. */
  statuses: readonly string[];
  pageSize: number;
  searchPlaceholder: string;
  /** The toast when the list cannot be loaded; a network failure may read differently. */
  loadFailed: (network: boolean) => ToastText;
  /** The toast when the server refuses a status change. */
  updateFailed?: ToastText;
  cardActions: readonly CardAction[];
  /** The detail dialog's status dropdown (spec §4); consultations have none. */
  statusSelect: boolean;
  /** Whether the record opens in a detail dialog at all (newsletter rows do not). */
  hasDetail: boolean;
  /** The board view: a column per status, a card dragged across changes it. */
  board: boolean;
  heading: (record: R) => string;
  subheading: (record: R) => string | null | undefined;
  /** Short facts on the card. */
  facts: (record: R) => Fact[];
  /** Every field, in the detail dialog. */
  details: (record: R) => Fact[];
  /** A longer text shown clipped on the card and whole in the dialog. */
  body?: (record: R) => { label: string; text: string | null };
  date: (record: R) => string;
  /** The file the record carries (a resume), streamed back through the staff route. */
  file?: (record: R) => { href: string; name: string } | null;
  /** A label beside the status (or instead of it, for kinds without one). */
  badge?: (record: R) => { label: string; color: 'success' | 'warning' | 'default' } | null;
}

const failed = (what: string): ToastText => ({
  title: 'Error',
  message: `Failed to ${what}. Please try again.`,
});

const option = (options: readonly Option[], value: string | null | undefined) =>
  value ? labelOf(options, value) : null;

/**
 * 'Search by name, email or job title': the columns the server searches, named as words
 * ('jobTitle' → 'job title'), so the hint follows the contract when a column is added.
 */
function searchPlaceholderOf(kind: RecordKind) {
  const words = RECORD_KINDS[kind].searchFields.map((field) =>
    field.replace(/[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`),
  );
  const last = words.pop();
  return `Search by ${words.length ? `${words.join(', ')} or ${last}` : last}`;
}

const withStatus = (kind: RecordKind) => ({
  kind,
  statuses: RECORD_KINDS[kind].statuses,
  pageSize: RECORD_KINDS[kind].defaultLimit,
  searchPlaceholder: searchPlaceholderOf(kind),
});

const person = (record: { email: string; phone: string | null }): Fact[] => [
  { label: 'Email', value: record.email },
  { label: 'Phone', value: record.phone },
];

function screen<K extends RecordKind>(
  kind: K,
  config: Omit<RecordScreen<RecordOf[K]>, 'kind' | 'statuses' | 'pageSize' | 'searchPlaceholder'>,
): RecordScreen {
  return { ...withStatus(kind), ...config } as unknown as RecordScreen;
}

export const SCREENS: Record<RecordKind, RecordScreen> = {
  [RecordKind.Contact]: screen(RecordKind.Contact, {
    title: 'Contact Forms',
    plural: 'contacts',
    loadFailed: () => failed('fetch contacts'),
    updateFailed: failed('update contact status'),
    cardActions: [
      { from: 'new', to: 'in_progress', label: 'Start Review' },
      { from: 'in_progress', to: 'resolved', label: 'Mark Resolved' },
    ],
    statusSelect: true,
    hasDetail: true,
    board: true,
    heading: (r) => r.name,
    subheading: (r) => r.company,
    facts: (r) => [
      { label: 'Email', value: r.email },
      { label: 'Service', value: option(CONTACT_SERVICES, r.service) },
    ],
    details: (r) => [
      ...person(r),
      { label: 'Company', value: r.company },
      { label: 'Service', value: option(CONTACT_SERVICES, r.service) },
      { label: 'Budget', value: option(CONTACT_BUDGETS, r.budget) },
      { label: 'Timeline', value: option(CONTACT_TIMELINES, r.timeline) },
    ],
    body: (r) => ({ label: 'Message', text: r.message }),
    date: (r) => r.createdAt,
  }),
  [RecordKind.ScheduleCall]: screen(RecordKind.ScheduleCall, {
    title: 'Schedule Calls',
    plural: 'scheduled calls',
    loadFailed: () => failed('fetch schedule calls'),
    updateFailed: failed('update call status'),
    cardActions: [
      { from: 'scheduled', to: 'completed', label: 'Mark Completed' },
      { from: 'scheduled', to: 'cancelled', label: 'Cancel' },
    ],
    statusSelect: true,
    hasDetail: true,
    board: true,
    heading: (r) => r.name,
    subheading: (r) => r.company,
    facts: (r) => [
      { label: 'Purpose', value: option(CALL_PURPOSES, r.purpose) },
      { label: 'Preferred time', value: option(PREFERRED_TIMES, r.preferredTime) },
    ],
    details: (r) => [
      ...person(r),
      { label: 'Company', value: r.company },
      { label: 'Purpose', value: option(CALL_PURPOSES, r.purpose) },
      { label: 'Preferred time', value: option(PREFERRED_TIMES, r.preferredTime) },
    ],
    body: (r) => ({ label: 'Message', text: r.message }),
    date: (r) => r.createdAt,
  }),
  [RecordKind.Consultation]: screen(RecordKind.Consultation, {
    title: 'Consultations',
    plural: 'consultations',
    loadFailed: (network) =>
      network
        ? {
            title: 'Connection Error',
            message: 'Unable to fetch consultations. Make sure backend is running.',
          }
        : failed('load consultations'),
    updateFailed: failed('update consultation status'),
    cardActions: [
      { from: 'pending', to: 'scheduled', label: 'Schedule' },
      { from: 'scheduled', to: 'completed', label: 'Mark Completed' },
    ],
    statusSelect: false,
    hasDetail: true,
    board: true,
    heading: (r) => r.name,
    subheading: (r) => r.company,
    facts: (r) => [
      { label: 'Service', value: r.service },
      { label: 'Timeline', value: option(CONSULTATION_TIMELINES, r.timeline) },
    ],
    details: (r) => [
      ...person(r),
      { label: 'Company', value: r.company },
      { label: 'Service', value: r.service },
      { label: 'Budget', value: option(CONSULTATION_BUDGETS, r.budget) },
      { label: 'Timeline', value: option(CONSULTATION_TIMELINES, r.timeline) },
    ],
    body: (r) => ({ label: 'Message', text: r.message }),
    date: (r) => r.createdAt,
  }),
  [RecordKind.DeveloperHire]: screen(RecordKind.DeveloperHire, {
    title: 'Developer Hires',
    plural: 'hire requests',
    loadFailed: () => failed('fetch hire requests'),
    updateFailed: failed('update request status'),
    cardActions: [
      { from: 'new', to: 'reviewing', label: 'Start Review' },
      { from: 'reviewing', to: 'interviewing', label: 'Schedule Interview' },
    ],
    statusSelect: true,
    hasDetail: true,
    board: true,
    heading: (r) => r.name,
    subheading: (r) => r.company,
    facts: (r) => [
      { label: 'Project', value: option(HIRE_PROJECT_TYPES, r.projectType) },
      { label: 'Budget', value: option(HIRE_BUDGETS, r.budget) },
    ],
    details: (r) => [
      ...person(r),
      { label: 'Company', value: r.company },
      { label: 'Project type', value: option(HIRE_PROJECT_TYPES, r.projectType) },
      { label: 'Budget', value: option(HIRE_BUDGETS, r.budget) },
      { label: 'Timeline', value: option(HIRE_TIMELINES, r.timeline) },
      { label: 'Developer', value: r.developerId },
    ],
    body: (r) => ({ label: 'Message', text: r.message }),
    date: (r) => r.createdAt,
  }),
  [RecordKind.JobApplication]: screen(RecordKind.JobApplication, {
    title: 'Job Applications',
    plural: 'job applications',
    loadFailed: () => failed('fetch job applications'),
    updateFailed: failed('update application status'),
    cardActions: [
      { from: 'applied', to: 'screening', label: 'Start Screening' },
      { from: 'screening', to: 'interviewing', label: 'Move to Interview' },
    ],
    statusSelect: true,
    hasDetail: true,
    board: true,
    heading: (r) => r.name,
    subheading: (r) => r.jobTitle || 'General Application',
    facts: (r) => [
      { label: 'Email', value: r.email },
      { label: 'Experience', value: option(EXPERIENCE_LEVELS, r.experience) },
    ],
    details: (r) => [
      ...person(r),
      { label: 'Position', value: r.jobTitle || 'General Application' },
      { label: 'Experience', value: option(EXPERIENCE_LEVELS, r.experience) },
      { label: 'Skills', value: r.skills },
      { label: 'Resume', value: r.resumeName },
    ],
    body: (r) => ({ label: 'Cover letter', text: r.coverLetter }),
    file: (r) => ({ href: r.resumeUrl, name: r.resumeName }),
    date: (r) => r.createdAt,
  }),
  [RecordKind.InternshipApplication]: screen(RecordKind.InternshipApplication, {
    title: 'Internship Applications',
    plural: 'internship applications',
    loadFailed: () => failed('fetch internship applications'),
    cardActions: [],
    statusSelect: false,
    hasDetail: true,
    board: false,
    heading: (r) => r.name,
    subheading: (r) => [r.course, r.university].filter(Boolean).join(', '),
    facts: (r) => [
      { label: 'Email', value: r.email },
      { label: 'Availability', value: option(AVAILABILITIES, r.availability) },
    ],
    details: (r) => [
      ...person(r),
      { label: 'University', value: r.university },
      { label: 'Course', value: r.course },
      { label: 'Graduation year', value: r.year },
      { label: 'Availability', value: option(AVAILABILITIES, r.availability) },
      { label: 'Skills', value: r.skills },
      { label: 'Experience', value: r.experience },
      { label: 'Portfolio', value: r.portfolioUrl },
      { label: 'Resume', value: r.resumeName },
    ],
    body: (r) => ({ label: 'Motivation', text: r.motivation }),
    file: (r) => (r.resumeUrl ? { href: r.resumeUrl, name: r.resumeName ?? 'resume' } : null),
    date: (r) => r.createdAt,
  }),
  [RecordKind.InternshipQuestion]: screen(RecordKind.InternshipQuestion, {
    title: 'Internship Questions',
    plural: 'internship questions',
    loadFailed: () => failed('fetch internship questions'),
    cardActions: [],
    statusSelect: false,
    hasDetail: true,
    board: false,
    heading: (r) => r.name,
    subheading: (r) => option(QUESTION_INTERESTS, r.internshipInterest),
    facts: (r) => [
      { label: 'Email', value: r.email },
      { label: 'University', value: r.university },
    ],
    details: (r) => [
      ...person(r),
      { label: 'University', value: r.university },
      { label: 'Interest', value: option(QUESTION_INTERESTS, r.internshipInterest) },
      { label: 'Answered by', value: r.respondedBy },
    ],
    body: (r) => ({ label: 'Question', text: r.question }),
    date: (r) => r.createdAt,
    badge: (r) =>
      r.response
        ? { label: 'Answered', color: 'success' }
        : { label: 'Awaiting answer', color: 'warning' },
  }),
  [RecordKind.NewsletterSubscription]: screen(RecordKind.NewsletterSubscription, {
    title: 'Newsletter',
    plural: 'subscribers',
    loadFailed: () => failed('fetch newsletter data'),
    cardActions: [],
    statusSelect: false,
    hasDetail: false,
    board: false,
    heading: (r) => r.email,
    subheading: () => null,
    facts: (r) => [
      { label: 'Source', value: r.source },
      { label: 'Unsubscribed', value: r.unsubscribedAt && formatDate(r.unsubscribedAt) },
    ],
    details: () => [],
    date: (r) => r.subscribedAt,
  }),
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** Spec §4: a status outside the kind's list shows as its first (default) status. */
export function shownStatus(screen: RecordScreen, record: StaffRecord): string | null {
  if (!screen.statuses.length || !('status' in record)) return null;
  return screen.statuses.includes(record.status) ? record.status : screen.statuses[0]!;
}
