import { developerHire } from '@bytecraft/contracts/kinds/developer-hire';
import {
  DEVELOPER_HIRE_BUDGETS,
  DEVELOPER_HIRE_PROJECT_TYPES,
  DEVELOPER_HIRE_TIMELINES,
} from '@bytecraft/contracts/options';
import { failed, option, person, recordScreen } from '../record-screen';

export const developerHireScreen = recordScreen('developer-hire', {
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
  arrival: 'asked to hire a developer',
  heading: (r) => r.name,
  subheading: (r) => r.company,
  facts: (r) => [
    {
      label: developerHire.labels.projectType,
      value: option(DEVELOPER_HIRE_PROJECT_TYPES, r.projectType),
    },
    { label: developerHire.labels.budget, value: option(DEVELOPER_HIRE_BUDGETS, r.budget) },
  ],
  details: (r) => [
    ...person(r),
    { label: developerHire.labels.company, value: r.company },
    {
      label: developerHire.labels.projectType,
      value: option(DEVELOPER_HIRE_PROJECT_TYPES, r.projectType),
    },
    { label: developerHire.labels.budget, value: option(DEVELOPER_HIRE_BUDGETS, r.budget) },
    { label: developerHire.labels.timeline, value: option(DEVELOPER_HIRE_TIMELINES, r.timeline) },
    { label: developerHire.labels.developerId, value: r.developerId },
  ],
  body: (r) => ({ label: developerHire.labels.message, text: r.message }),
  date: (r) => r.createdAt,
});
