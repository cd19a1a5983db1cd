import { jobApplication } from '@bytecraft/contracts/kinds/job-application';
import { GENERAL_POSITION, JOB_POSITIONS } from '@bytecraft/contracts/positions';
import { failed, recordScreen } from '../record-screen';

const GENERAL_APPLICATION = 'General Application';

/** A position filter's value as the careers page names it. */
const positionTitle = (value: string) =>
  value === GENERAL_POSITION
    ? GENERAL_APPLICATION
    : (JOB_POSITIONS.find(({ id }) => String(id) === value)?.title ?? value);

export const jobApplicationScreen = recordScreen('job-application', {
  plural: 'job applications',
  updateFailed: failed('update application status'),
  cardActions: [
    { from: 'applied', to: 'screening', label: 'Start Screening' },
    { from: 'screening', to: 'interviewing', label: 'Move to Interview' },
  ],
  arrival: 'applied for a job',
  filters: [
    {
      param: 'position',
      label: 'Position',
      allLabel: 'All Positions',
      options: jobApplication.filters.position.values,
      labelOf: positionTitle,
    },
  ],
  subheading: (r) => r.jobTitle || GENERAL_APPLICATION,
  facts: ['email', 'experience'],
  details: [
    (r) => ({ label: jobApplication.labels.jobTitle, value: r.jobTitle || GENERAL_APPLICATION }),
    'experience',
    'skills',
    (r) => ({ label: jobApplication.labels.resume, value: r.resumeName }),
  ],
  body: 'coverLetter',
  file: (r) => ({ href: r.resumeUrl, name: r.resumeName, type: r.resumeType }),
});
