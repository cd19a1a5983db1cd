import {
  RecordKind,
  RECORD_KINDS,
  type FilterParam,
  type RecordOf,
} from '@bytecraft/contracts/triage';
import { GENERAL_POSITION, JOB_POSITIONS } from '@bytecraft/contracts/positions';
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
import { CALL_LABELS } from '@bytecraft/contracts/schedule-call';
import { CONSULTATION_LABELS } from '@bytecraft/contracts/consultation';
import { CONTACT_LABELS } from '@bytecraft/contracts/contact';
import { VISITOR_LABELS } from '@bytecraft/contracts/fields';
import { DEVELOPER_HIRE_LABELS } from '@bytecraft/contracts/developer-hire';
import {
  INTERNSHIP_APPLICATION_LABELS,
  INTERNSHIP_QUESTION_LABELS,
} from '@bytecraft/contracts/internship';
import { JOB_APPLICATION_LABELS } from '@bytecraft/contracts/job-application';
import { formatDate } from '../../lib/format-date';
import type { ToastText } from '../../lib/toasts';
import type { StaffRecord } from './api/records-api';

export interface Fact {
  label: string;
  value: string | null | undefined;
}

/** A card button: shown on a record in `from`, it moves it to `to`. */
export interface CardAction {
  from: string;
  to: string;
  label: string;
}

/** A filter of one kind's own (a job application's position): a select beside the status. */
export interface ScreenFilter {
  param: FilterParam;
  label: string;
  /** What the empty value reads as: 'All Positions'. */
  allLabel: string;
  options: readonly string[];
  labelOf: (value: string) => string;
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
  /** The detail dialog's status dropdown, which sets any of the kind's statuses. */
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
  file?: (record: R) => { href: string; name: string; type: string } | null;
  /** Filters of its kind alone, as the contracts name them (`RECORD_KINDS[kind].filters`). */
  filters?: readonly ScreenFilter[];
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

const GENERAL_APPLICATION = 'General Application';

/** A position filter's value as the careers page names it. */
const positionTitle = (value: string) =>
  value === GENERAL_POSITION
    ? GENERAL_APPLICATION
    : (JOB_POSITIONS.find(({ id }) => String(id) === value)?.title ?? value);

const person = (record: { email: string; phone: string | null }): Fact[] => [
  { label: VISITOR_LABELS.email, value: record.email },
  { label: VISITOR_LABELS.phone, value: record.phone },
];

function screen<K extends RecordKind>(
  kind: K,
  config: Omit<RecordScreen<RecordOf[K]>, 'kind' | 'statuses' | 'pageSize' | 'searchPlaceholder'>,
): RecordScreen {
  return { ...withStatus(kind), ...config } as unknown as RecordScreen;
}

export const SCREENS: Record<RecordKind, RecordScreen> = {
  contact: screen('contact', {
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
      { label: CONTACT_LABELS.email, value: r.email },
      { label: CONTACT_LABELS.service, value: option(CONTACT_SERVICES, r.service) },
    ],
    details: (r) => [
      ...person(r),
      { label: CONTACT_LABELS.company, value: r.company },
      { label: CONTACT_LABELS.service, value: option(CONTACT_SERVICES, r.service) },
      { label: CONTACT_LABELS.budget, value: option(CONTACT_BUDGETS, r.budget) },
      { label: CONTACT_LABELS.timeline, value: option(CONTACT_TIMELINES, r.timeline) },
    ],
    body: (r) => ({ label: CONTACT_LABELS.message, text: r.message }),
    date: (r) => r.createdAt,
  }),
  'schedule-call': screen('schedule-call', {
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
      { label: CALL_LABELS.purpose, value: option(CALL_PURPOSES, r.purpose) },
      { label: CALL_LABELS.preferredTime, value: option(PREFERRED_TIMES, r.preferredTime) },
    ],
    details: (r) => [
      ...person(r),
      { label: CALL_LABELS.company, value: r.company },
      { label: CALL_LABELS.purpose, value: option(CALL_PURPOSES, r.purpose) },
      { label: CALL_LABELS.preferredTime, value: option(PREFERRED_TIMES, r.preferredTime) },
    ],
    body: (r) => ({ label: CALL_LABELS.message, text: r.message }),
    date: (r) => r.createdAt,
  }),
  consultation: screen('consultation', {
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
      { label: CONSULTATION_LABELS.service, value: r.service },
      { label: CONSULTATION_LABELS.timeline, value: option(CONSULTATION_TIMELINES, r.timeline) },
    ],
    details: (r) => [
      ...person(r),
      { label: CONSULTATION_LABELS.company, value: r.company },
      { label: CONSULTATION_LABELS.service, value: r.service },
      { label: CONSULTATION_LABELS.budget, value: option(CONSULTATION_BUDGETS, r.budget) },
      { label: CONSULTATION_LABELS.timeline, value: option(CONSULTATION_TIMELINES, r.timeline) },
    ],
    body: (r) => ({ label: CONSULTATION_LABELS.message, text: r.message }),
    date: (r) => r.createdAt,
  }),
  'developer-hire': screen('developer-hire', {
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
      {
        label: DEVELOPER_HIRE_LABELS.projectType,
        value: option(HIRE_PROJECT_TYPES, r.projectType),
      },
      { label: DEVELOPER_HIRE_LABELS.budget, value: option(HIRE_BUDGETS, r.budget) },
    ],
    details: (r) => [
      ...person(r),
      { label: DEVELOPER_HIRE_LABELS.company, value: r.company },
      {
        label: DEVELOPER_HIRE_LABELS.projectType,
        value: option(HIRE_PROJECT_TYPES, r.projectType),
      },
      { label: DEVELOPER_HIRE_LABELS.budget, value: option(HIRE_BUDGETS, r.budget) },
      { label: DEVELOPER_HIRE_LABELS.timeline, value: option(HIRE_TIMELINES, r.timeline) },
      { label: DEVELOPER_HIRE_LABELS.developerId, value: r.developerId },
    ],
    body: (r) => ({ label: DEVELOPER_HIRE_LABELS.message, text: r.message }),
    date: (r) => r.createdAt,
  }),
  'job-application': screen('job-application', {
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
    filters: [
      {
        param: 'position',
        label: 'Position',
        allLabel: 'All Positions',
        options: RECORD_KINDS['job-application'].filters?.position?.values ?? [],
        labelOf: positionTitle,
      },
    ],
    heading: (r) => r.name,
    subheading: (r) => r.jobTitle || GENERAL_APPLICATION,
    facts: (r) => [
      { label: JOB_APPLICATION_LABELS.email, value: r.email },
      { label: JOB_APPLICATION_LABELS.experience, value: option(EXPERIENCE_LEVELS, r.experience) },
    ],
    details: (r) => [
      ...person(r),
      { label: JOB_APPLICATION_LABELS.jobTitle, value: r.jobTitle || GENERAL_APPLICATION },
      { label: JOB_APPLICATION_LABELS.experience, value: option(EXPERIENCE_LEVELS, r.experience) },
      { label: JOB_APPLICATION_LABELS.skills, value: r.skills },
      { label: JOB_APPLICATION_LABELS.resume, value: r.resumeName },
    ],
    body: (r) => ({ label: JOB_APPLICATION_LABELS.coverLetter, text: r.coverLetter }),
    file: (r) => ({ href: r.resumeUrl, name: r.resumeName, type: r.resumeType }),
    date: (r) => r.createdAt,
  }),
  'internship-application': screen('internship-application', {
    title: 'Internship Applications',
    plural: 'internship applications',
    loadFailed: () => failed('fetch internship applications'),
    updateFailed: failed('update application status'),
    cardActions: [
      { from: 'new', to: 'reviewing', label: 'Start Review' },
      { from: 'reviewing', to: 'interview', label: 'Move to Interview' },
    ],
    statusSelect: true,
    hasDetail: true,
    board: true,
    heading: (r) => r.name,
    subheading: (r) => [r.course, r.university].filter(Boolean).join(', '),
    facts: (r) => [
      { label: INTERNSHIP_APPLICATION_LABELS.email, value: r.email },
      {
        label: INTERNSHIP_APPLICATION_LABELS.availability,
        value: option(AVAILABILITIES, r.availability),
      },
    ],
    details: (r) => [
      ...person(r),
      { label: INTERNSHIP_APPLICATION_LABELS.university, value: r.university },
      { label: INTERNSHIP_APPLICATION_LABELS.course, value: r.course },
      { label: INTERNSHIP_APPLICATION_LABELS.year, value: r.year },
      {
        label: INTERNSHIP_APPLICATION_LABELS.availability,
        value: option(AVAILABILITIES, r.availability),
      },
      { label: INTERNSHIP_APPLICATION_LABELS.skills, value: r.skills },
      { label: INTERNSHIP_APPLICATION_LABELS.experience, value: r.experience },
      { label: INTERNSHIP_APPLICATION_LABELS.portfolioUrl, value: r.portfolioUrl },
      { label: INTERNSHIP_APPLICATION_LABELS.resume, value: r.resumeName },
    ],
    body: (r) => ({ label: INTERNSHIP_APPLICATION_LABELS.motivation, text: r.motivation }),
    file: (r) =>
      r.resumeUrl
        ? {
            href: r.resumeUrl,
            name: r.resumeName ?? 'resume',
            type: r.resumeType ?? 'application/octet-stream',
          }
        : null,
    date: (r) => r.createdAt,
  }),
  'internship-question': screen('internship-question', {
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
      { label: INTERNSHIP_QUESTION_LABELS.email, value: r.email },
      { label: INTERNSHIP_QUESTION_LABELS.university, value: r.university },
    ],
    details: (r) => [
      ...person(r),
      { label: INTERNSHIP_QUESTION_LABELS.university, value: r.university },
      {
        label: INTERNSHIP_QUESTION_LABELS.internshipInterest,
        value: option(QUESTION_INTERESTS, r.internshipInterest),
      },
      { label: 'Answered by', value: r.respondedBy },
    ],
    body: (r) => ({ label: INTERNSHIP_QUESTION_LABELS.question, text: r.question }),
    date: (r) => r.createdAt,
    badge: (r) =>
      r.response
        ? { label: 'Answered', color: 'success' }
        : { label: 'Awaiting answer', color: 'warning' },
  }),
  'newsletter-subscription': screen('newsletter-subscription', {
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

export { formatDate };

/** A status outside the kind's list shows as its first (default) status. */
export function shownStatus(screen: RecordScreen, record: StaffRecord): string | null {
  if (!screen.statuses.length || !('status' in record)) return null;
  return screen.statuses.includes(record.status) ? record.status : screen.statuses[0]!;
}
