import { paths } from './paths';

// Apart from paths.ts: every public page loads that module in its first chunk, and these
// serve only the staff console.
/** The staff console's sections under /admin (client-rendered, never prerendered). */
export const adminPaths = {
  dashboard: paths.admin,
  contacts: '/admin/contacts',
  scheduleCalls: '/admin/schedule-calls',
  consultations: '/admin/consultations',
  developerHires: '/admin/developer-hires',
  jobApplications: '/admin/job-applications',
  internshipApplications: '/admin/internship-applications',
  internshipQuestions: '/admin/internship-questions',
  newsletter: '/admin/newsletter',
  chatbot: '/admin/chatbot',
} as const;
