import { internshipApplication } from '@bytecraft/contracts/kinds/internship-application';
import { AVAILABILITIES } from '@bytecraft/contracts/options';
import { failed, option, person, recordScreen } from '../record-screen';

export const internshipApplicationScreen = recordScreen('internship-application', {
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
  arrival: 'applied for an internship',
  heading: (r) => r.name,
  subheading: (r) => [r.course, r.university].filter(Boolean).join(', '),
  facts: (r) => [
    { label: internshipApplication.labels.email, value: r.email },
    {
      label: internshipApplication.labels.availability,
      value: option(AVAILABILITIES, r.availability),
    },
  ],
  details: (r) => [
    ...person(r),
    { label: internshipApplication.labels.university, value: r.university },
    { label: internshipApplication.labels.course, value: r.course },
    { label: internshipApplication.labels.year, value: r.year },
    {
      label: internshipApplication.labels.availability,
      value: option(AVAILABILITIES, r.availability),
    },
    { label: internshipApplication.labels.skills, value: r.skills },
    { label: internshipApplication.labels.experience, value: r.experience },
    { label: internshipApplication.labels.portfolioUrl, value: r.portfolioUrl },
    { label: internshipApplication.labels.resume, value: r.resumeName },
  ],
  body: (r) => ({ label: internshipApplication.labels.motivation, text: r.motivation }),
  file: (r) =>
    r.resumeUrl
      ? {
          href: r.resumeUrl,
          name: r.resumeName ?? 'resume',
          type: r.resumeType ?? 'application/octet-stream',
        }
      : null,
  date: (r) => r.createdAt,
});
