// The kinds as a type only: the console's entry chunk loads this module, and the kinds' module
// need not come with it (the site's entry chunk names every chunk the console's needs).
import type { RecordKind } from './triage';

/** Where the staff console lives on the site. */
export const CONSOLE_ROOT = '/admin';

/**
 * Each kind's section of the staff console, under CONSOLE_ROOT: the console's routes and the
 * links in staff alerts both read it, so a mail always opens the screen the console has.
 */
export const CONSOLE_SECTIONS = {
  contact: 'contacts',
  'schedule-call': 'schedule-calls',
  consultation: 'consultations',
  'developer-hire': 'developer-hires',
  'job-application': 'job-applications',
  'internship-application': 'internship-applications',
  'internship-question': 'internship-questions',
  'newsletter-subscription': 'newsletter',
} as const satisfies Record<RecordKind, string>;

/** A kind, as its enum member or its value: the console's paths are written with either. */
type Kind = RecordKind;

/** `/admin/contacts`: a kind's section. */
export const consoleSectionPath = (kind: Kind) => `${CONSOLE_ROOT}/${CONSOLE_SECTIONS[kind]}`;

/** `/admin/contacts/<id>`: the section with the record's detail open. */
export const consoleRecordPath = (kind: Kind, id: string) =>
  `${consoleSectionPath(kind)}/${encodeURIComponent(id)}`;

/** `/admin/people?email=…`: everything one address sent, from every service (the Person page). */
export const consolePersonPath = (email: string) =>
  `${CONSOLE_ROOT}/people?email=${encodeURIComponent(email)}`;
