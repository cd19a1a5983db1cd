import { internshipApplication } from '@bytecraft/contracts/kinds/internship-application';
import { failed, recordScreen } from '../record-screen';

export const internshipApplicationScreen = recordScreen('internship-application', {
  plural: 'internship applications',
  updateFailed: failed('update application status'),
  cardActions: [
    { from: 'new', to: 'reviewing', label: 'Start Review' },
    { from: 'reviewing', to: 'interview', label: 'Move to Interview' },
  ],
  arrival: 'applied for an internship',
  subheading: (r) => [r.course, r.university].filter(Boolean).join(', '),
  facts: ['email', 'availability'],
  details: [
    'university',
    'course',
    'year',
    'availability',
    'skills',
    'experience',
    'portfolioUrl',
    (r) => ({ label: internshipApplication.labels.resume, value: r.resumeName }),
  ],
  body: 'motivation',
  file: (r) =>
    r.resumeUrl
      ? {
          href: r.resumeUrl,
          name: r.resumeName ?? 'resume',
          type: r.resumeType ?? 'application/octet-stream',
        }
      : null,
});
