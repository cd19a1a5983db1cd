import { RecordKind } from './triage';

/** Where the staff console lives on the site. */
export const CONSOLE_ROOT = '/admin';

/**
 * Each kind's section of the staff console, under CONSOLE_ROOT: the console's routes and the
 * links in staff alerts both read it, so a mail always opens the screen the console has.
 */
export const CONSOLE_SECTIONS: Record<RecordKind, string> = {
  [RecordKind.Contact]: 'contacts',
  [RecordKind.ScheduleCall]: 'schedule-calls',
  [RecordKind.Consultation]: 'consultations',
  [RecordKind.DeveloperHire]: 'developer-hires',
  [RecordKind.JobApplication]: 'job-applications',
  [RecordKind.InternshipApplication]: 'internship-applications',
  [RecordKind.InternshipQuestion]: 'internship-questions',
  [RecordKind.NewsletterSubscription]: 'newsletter',
};

/** `/admin/contacts`: a kind's section. */
export const consoleSectionPath = (kind: RecordKind) => `${CONSOLE_ROOT}/${CONSOLE_SECTIONS[kind]}`;

/** `/admin/contacts/<id>`: the section with the record's detail open. */
export const consoleRecordPath = (kind: RecordKind, id: string) =>
  `${consoleSectionPath(kind)}/${encodeURIComponent(id)}`;
