import {
  consolePersonPath,
  consoleRecordPath,
  consoleSectionPath,
} from '@bytecraft/contracts/console-paths';
import { paths } from './paths';

// Apart from paths.ts: every public page loads that module in its first chunk, and these
// serve only the staff console. The kinds are named by value, not through RecordKind: the
// console's entry chunk would otherwise need the kinds' module as a chunk of its own, which the
// site's entry chunk would then have to name.
/**
 * The staff console's sections under /admin (client-rendered, never prerendered). A kind's
 * section is where the contract says (console-paths), as the staff alerts link it.
 */
export const adminPaths = {
  dashboard: paths.admin,
  contacts: consoleSectionPath('contact'),
  scheduleCalls: consoleSectionPath('schedule-call'),
  consultations: consoleSectionPath('consultation'),
  developerHires: consoleSectionPath('developer-hire'),
  jobApplications: consoleSectionPath('job-application'),
  internshipApplications: consoleSectionPath('internship-application'),
  internshipQuestions: consoleSectionPath('internship-question'),
  newsletter: consoleSectionPath('newsletter-subscription'),
  chatbot: '/admin/chatbot',
  team: '/admin/team',
  replyTemplates: '/admin/reply-templates',
  audit: '/admin/audit',
  account: '/admin/account',
  /** Everything one address sent (`person(email)` opens it for one). */
  people: '/admin/people',
  /** The mailed links' pages (public, like the sign-in page), `/admin/invite/<token>`. */
  invite: '/admin/invite',
  reset: '/admin/reset',
  /** A kind's section, and the section with a record's detail dialog open. */
  section: consoleSectionPath,
  record: consoleRecordPath,
  person: consolePersonPath,
} as const;
